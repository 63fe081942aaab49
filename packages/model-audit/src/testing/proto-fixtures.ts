import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ONNX_PROTO } from '../protobuf/onnx-schema';
import { KERAS_METADATA_PROTO, TENSORFLOW_PROTO } from '../protobuf/tensorflow-schema';
import { loadSchema } from '../protobuf/walk';

/**
 * ONNX models and TensorFlow SavedModels encoded with protobufjs from the scanner's .proto
 * subsets (whose field numbers are the published ones): benign models, and the malicious shapes
 * each scanner must catch. Sizes stay small except where a test needs the streaming path.
 */

const onnx = loadSchema(ONNX_PROTO);
const tensorflow = loadSchema(TENSORFLOW_PROTO);
const keras = loadSchema(KERAS_METADATA_PROTO);

function encode(root: ReturnType<typeof loadSchema>, type: string, message: object): Buffer {
  const messageType = root.lookupType(type);
  return Buffer.from(messageType.encode(messageType.fromObject(message)).finish());
}

export const encodeOnnx = (model: object) => encode(onnx, 'onnx.ModelProto', model);
export const encodeSavedModel = (model: object) =>
  encode(tensorflow, 'tensorflow.SavedModel', model);
export const encodeGraphDef = (graph: object) => encode(tensorflow, 'tensorflow.GraphDef', graph);
export const encodeKerasMetadata = (metadata: object) =>
  encode(keras, 'keras.SavedMetadata', metadata);

const weights = (name: string, bytes = 64) => ({
  name,
  dims: [bytes / 4],
  data_type: 1,
  raw_data: Buffer.alloc(bytes, 1),
});

const external = (name: string, location: string) => ({
  name,
  dims: [4],
  data_type: 1,
  data_location: 1,
  external_data: [
    { key: 'location', value: location },
    { key: 'offset', value: '0' },
    { key: 'length', value: '16' },
  ],
});

const node = (op_type: string, name: string, domain = '', extra: object = {}) => ({
  op_type,
  name,
  domain,
  input: ['x'],
  output: [`${name}_out`],
  ...extra,
});

export function onnxModel(graph: object, extra: object = {}): object {
  return {
    ir_version: 9,
    producer_name: 'pytorch',
    producer_version: '2.5.0',
    opset_import: [
      { domain: '', version: 17 },
      { domain: 'com.microsoft', version: 1 },
    ],
    graph: { name: 'main_graph', ...graph },
    ...extra,
  };
}

const BENIGN_GRAPH = {
  node: [
    node('MatMul', 'mm'),
    node('Relu', 'relu'),
    node('QuickGelu', 'gelu', 'com.microsoft'),
    node('LinearClassifier', 'clf', 'ai.onnx.ml'),
  ],
  initializer: [weights('w')],
};

/** Writes the ONNX fixtures into `dir` (see onnx.test.ts). */
export function buildOnnxFixtures(dir: string): void {
  const write = (name: string, model: object) => writeFileSync(join(dir, name), encodeOnnx(model));
  write(
    'benign.onnx',
    onnxModel(BENIGN_GRAPH, {
      metadata_props: [{ key: 'license', value: 'apache-2.0' }],
      doc_string: 'A classifier.',
    }),
  );
  write('custom-op.onnx', {
    ...onnxModel({
      node: [
        node('Backdoor', 'evil_1', 'ai.evil'),
        node('Backdoor', 'evil_2', 'ai.evil'),
        node('Rotary', 'rope', 'pkg.local'),
      ],
    }),
    functions: [{ name: 'Rotary', domain: 'pkg.local', node: [node('Mul', 'mul')] }],
  });
  write(
    'subgraph-op.onnx',
    onnxModel({
      node: [
        node('If', 'branch', '', {
          attribute: [
            {
              name: 'then_branch',
              g: { name: 'then', node: [node('Exfiltrate', 'hidden', 'com.attacker')] },
            },
          ],
        }),
      ],
    }),
  );
  write(
    'external-escape.onnx',
    onnxModel({
      node: [node('MatMul', 'mm')],
      initializer: [external('w', '../../secrets/w.bin')],
    }),
  );
  write(
    'external-absolute.onnx',
    onnxModel({ node: [node('MatMul', 'mm')], initializer: [external('w', '/etc/passwd')] }),
  );
  write(
    'external-ok.onnx',
    onnxModel({ node: [node('MatMul', 'mm')], initializer: [external('w', 'weights/w.bin')] }),
  );
  write(
    'secret.onnx',
    onnxModel(BENIGN_GRAPH, {
      metadata_props: [{ key: 'hub_token', value: `hf_${'a1B2c3D4e5'.repeat(4)}` }],
    }),
  );
  // 6 MB of weights (more than the decode-whole limit) before a custom node: the streaming path.
  write(
    'large.onnx',
    onnxModel({
      initializer: [weights('big', 6 << 20)],
      node: [node('Backdoor', 'late', 'ai.evil')],
    }),
  );
  writeFileSync(join(dir, 'truncated.onnx'), encodeOnnx(onnxModel(BENIGN_GRAPH)).subarray(0, 60));
}

const tfNode = (name: string, op: string, attr: Record<string, object> = {}) => ({
  name,
  op,
  input: [],
  attr,
});
const text = (value: string) => ({ s: Buffer.from(value) });

const CHECKPOINT_NODES = [
  tfNode('saver_filename', 'Placeholder'),
  tfNode('save', 'SaveV2'),
  tfNode('restore', 'RestoreV2'),
  tfNode('merge', 'MergeV2Checkpoints'),
  tfNode('sharded', 'ShardedFilename'),
];

const savedModel = (nodes: object[], functions: object[] = []) => ({
  saved_model_schema_version: 1,
  meta_graphs: [{ graph_def: { node: nodes, library: { function: functions } } }],
});

const tfFunction = (name: string, nodes: object[]) => ({ signature: { name }, node_def: nodes });

const layerMetadata = (className: string, config: object) =>
  JSON.stringify({ class_name: className, name: 'layer', config, is_graph_network: false });

/** Writes SavedModel folders and graphs into `dir` (see savedmodel.test.ts). */
export function buildSavedModelFixtures(dir: string, lambdaCode: string): void {
  const folder = (name: string, files: Record<string, Buffer>) => {
    mkdirSync(join(dir, name, 'variables'), { recursive: true });
    for (const [file, data] of Object.entries(files)) writeFileSync(join(dir, name, file), data);
  };
  const variables = {
    'variables/variables.index': Buffer.from('\0\0\0\x01tf checkpoint index'),
    'variables/variables.data-00000-of-00001': Buffer.alloc(4096, 3),
    'fingerprint.pb': Buffer.from([0x08, 0x96, 0x01, 0x10, 0x2a]),
  };
  folder('benign', {
    ...variables,
    'saved_model.pb': encodeSavedModel(
      savedModel(
        [
          tfNode('x', 'Placeholder'),
          tfNode('mm', 'MatMul'),
          tfNode('call', 'StatefulPartitionedCall'),
          ...CHECKPOINT_NODES,
        ],
        [
          tfFunction('__inference_call_42', [
            tfNode('dense/MatMul', 'MatMul'),
            tfNode('dense/Relu', 'Relu'),
          ]),
        ],
      ),
    ),
    'keras_metadata.pb': encodeKerasMetadata({
      nodes: [
        {
          node_id: 1,
          node_path: 'root.layer-0',
          identifier: '_tf_keras_layer',
          metadata: layerMetadata('Dense', { units: 4 }),
        },
      ],
    }),
  });
  folder('evil', {
    ...variables,
    'saved_model.pb': encodeSavedModel(
      savedModel(
        [
          tfNode('x', 'Placeholder'),
          tfNode('read', 'ReadFile'),
          tfNode('write', 'WriteFile'),
          tfNode('log', 'PrintV2', { output_stream: text('file:///tmp/exfil.log') }),
          tfNode('print', 'PrintV2', { output_stream: text('stderr') }),
          ...CHECKPOINT_NODES,
        ],
        [
          tfFunction('__inference_serve_7', [
            tfNode('hook', 'EagerPyFunc', { token: text('pyfunc_0') }),
          ]),
        ],
      ),
    ),
  });
  folder('keras-lambda', {
    ...variables,
    'saved_model.pb': encodeSavedModel(savedModel([tfNode('x', 'Placeholder')])),
    'keras_metadata.pb': encodeKerasMetadata({
      nodes: [
        {
          node_id: 2,
          node_path: 'root.layer-1',
          identifier: '_tf_keras_layer',
          metadata: layerMetadata('Lambda', {
            name: 'lambda',
            function: [lambdaCode, null, null],
            function_type: 'lambda',
          }),
        },
      ],
    }),
  });
  // A 6 MB constant (more than the decode-whole limit) before ImmutableConst: the streaming path.
  writeFileSync(
    join(dir, 'frozen_graph.pb'),
    encodeGraphDef({
      node: [
        tfNode('weights', 'Const', { value: text('w'.repeat(6 << 20)) }),
        tfNode('mapped', 'ImmutableConst'),
      ],
    }),
  );
  writeFileSync(
    join(dir, 'saved_model.pbtxt'),
    'saved_model_schema_version: 1\nmeta_graphs {\n  meta_info_def {\n    stripped_op_list {\n      op {\n        name: "ReadFile"\n      }\n    }\n  }\n' +
      '  graph_def {\n    node {\n      name: "x"\n      op: "Placeholder"\n    }\n    node {\n      name: "hook"\n      op: "PyFunc"\n    }\n  }\n}\n',
  );
  folder('truncated', {
    'saved_model.pb': encodeSavedModel(savedModel([tfNode('x', 'Placeholder')])).subarray(0, 12),
  });
}
