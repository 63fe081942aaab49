import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lz4 } from '../io/decoders';
import { pk, runPythonFile } from './fixtures';
import { buildKerasFixtures } from './keras-fixtures';
import { BENIGN_PICKLE, dangerousCallables, EVASIONS, pickleCalling } from './pickles';
import { buildOnnxFixtures, buildSavedModelFixtures } from './proto-fixtures';

/**
 * The detection corpus: every fixture builder's output, labelled. `malicious` samples must be
 * flagged at high or critical, `benign` ones must have nothing at medium or above, and
 * `suspicious` ones (custom operators and objects: code the user must supply) at most medium.
 * Broken files (truncated, damaged) are left out: their tests are about robustness.
 */
export type Label = 'malicious' | 'suspicious' | 'benign';
export type Sample = { path: string; name: string; kind: string; label: Label };

type Group = {
  kind: string;
  folder: string;
  malicious?: string[];
  suspicious?: string[];
  benign?: string[];
};

const GROUPS: Group[] = [
  {
    kind: 'PyTorch / archives',
    folder: 'archives',
    malicious: [
      'torch-evil.pt',
      'legacy-tar.pt',
      'nested.zip',
      'damaged-member.zip',
      'disguised.safetensors',
      'unsafe.zip',
      'unsafe.tar',
      'bomb.zip',
    ],
    suspicious: ['deep.zip'],
    benign: ['torch-benign.pt', 'legacy-benign.pt', 'scripted.pt', 'loop'],
  },
  {
    kind: 'NumPy / joblib',
    folder: 'data',
    malicious: [
      'objects.npy',
      'arrays.npz',
      'raw.joblib',
      'zlib.joblib',
      'gzip.joblib',
      'bz2.joblib',
      'lz4.joblib',
      'xz.joblib',
      'lzma.joblib',
      'model.pkl.lzma',
    ],
    benign: ['numeric.npy', 'benign-zlib.joblib', 'benign.joblib.xz'],
  },
  {
    kind: 'NumPy / joblib',
    folder: 'joblib',
    malicious: ['object-array.joblib'],
    benign: ['arrays-p2.joblib', 'arrays-p4.joblib'],
  },
  {
    kind: 'safetensors / GGUF',
    folder: 'data',
    malicious: ['injected.gguf', 'metadata.gguf', 'secret.safetensors'],
    suspicious: ['overlap.safetensors'],
    benign: ['valid.safetensors', 'benign.gguf'],
  },
  {
    kind: 'Keras (.h5, .keras, JSON)',
    folder: 'keras',
    malicious: [
      'lambda.h5',
      'h5-in-zip.zip',
      'lambda.keras',
      'unsafe-module.keras',
      'gadget.keras',
      'pickle-inside.keras',
      'to-json.json',
      'tf-op.json',
    ],
    suspicious: ['custom.h5'],
    benign: ['benign.h5', 'benign-fixed.h5', 'weights.h5', 'benign.keras'],
  },
  {
    kind: 'TensorFlow SavedModel',
    folder: 'savedmodel',
    malicious: ['evil', 'keras-lambda', 'frozen_graph.pb', 'saved_model.pbtxt'],
    benign: ['benign'],
  },
  {
    kind: 'ONNX',
    folder: 'onnx',
    malicious: ['external-escape.onnx', 'external-absolute.onnx', 'secret.onnx'],
    suspicious: ['custom-op.onnx', 'subgraph-op.onnx', 'large.onnx'],
    benign: ['benign.onnx', 'external-ok.onnx'],
  },
];

/** Pickles written opcode by opcode: one per dangerous callable, one per evasion. */
function writePickles(dir: string): Sample[] {
  const samples: Sample[] = [];
  const write = (name: string, data: Buffer, kind: string, label: Label) => {
    writeFileSync(join(dir, name), data);
    samples.push({ path: join(dir, name), name, kind, label });
  };
  for (const [module, name] of dangerousCallables())
    write(
      `call-${module}.${name}.pkl`,
      pickleCalling(module, name),
      'pickle: dangerous callables',
      'malicious',
    );
  for (const [name, build] of Object.entries(EVASIONS))
    write(`evasion-${name}.pkl`, build(), 'pickle: evasions', 'malicious');
  write('benign-dict.pkl', BENIGN_PICKLE, 'pickle: benign', 'benign');
  write(
    'benign-ordered-dict.pkl',
    Buffer.concat([
      pk.proto(2),
      pk.global('collections', 'OrderedDict'),
      pk.op(pk.EMPTY_TUPLE, pk.REDUCE, pk.STOP),
    ]),
    'pickle: benign',
    'benign',
  );
  return samples;
}

/** Builds the corpus under `dir` (Python 3 with the standard library, and h5wasm). */
export async function buildCorpus(dir: string): Promise<Sample[]> {
  const folder = (name: string) => {
    const path = join(dir, name);
    mkdirSync(path, { recursive: true });
    return path;
  };
  runPythonFile(folder('archives'), 'make_archives.py');
  const data = folder('data');
  runPythonFile(data, 'make_data_formats.py');
  writeFileSync(
    join(data, 'lz4.joblib'),
    Buffer.from(lz4.compress(readFileSync(join(data, 'raw.joblib')))),
  );
  runPythonFile(folder('joblib'), 'make_joblib.py');
  const { lambdas } = await buildKerasFixtures(folder('keras'));
  buildSavedModelFixtures(folder('savedmodel'), lambdas.system);
  buildOnnxFixtures(folder('onnx'));
  const samples = writePickles(folder('pickles'));
  for (const group of GROUPS) {
    for (const label of ['malicious', 'suspicious', 'benign'] as const)
      for (const name of group[label] ?? [])
        samples.push({ path: join(dir, group.folder, name), name, kind: group.kind, label });
  }
  return samples;
}
