import type protobuf from 'protobufjs';
import { KerasConfigChecker } from '../keras/config-check';
import { KERAS_METADATA_PROTO, TENSORFLOW_PROTO } from '../protobuf/tensorflow-schema';
import { loadSchema, ProtobufError, walkMessage, type ProtobufEvents } from '../protobuf/walk';
import { RULES } from '../rules';
import type { Severity } from '../types';
import type { Content } from './content';
import { loadTensorflowOps, type OpRule } from './tensorflow-ops';

const OPS = loadTensorflowOps();

let schemas: { tensorflow: protobuf.Root; keras: protobuf.Root } | undefined;
const roots = () =>
  (schemas ??= {
    tensorflow: loadSchema(TENSORFLOW_PROTO),
    keras: loadSchema(KERAS_METADATA_PROTO),
  });

const CONTAINERS = new Set(
  ['SavedModel', 'MetaGraphDef', 'GraphDef', 'FunctionDefLibrary', 'FunctionDef', 'NodeDef'].map(
    (name) => `.tensorflow.${name}`,
  ),
);
const WANTED = new Set(['NodeDef.name', 'NodeDef.op', 'NodeDef.attr', 'FunctionDef.signature']);

type AttrValue = { s?: Uint8Array };
type Use = {
  rule: OpRule;
  nodes: string[];
  functions: Set<string>;
  offset: number;
  detail?: string;
};

/** Collects the operations of every graph and function; reports each flagged op once. */
class GraphOps implements ProtobufEvents {
  private readonly uses = new Map<string, Use>();
  private node:
    { name: string; op: string; attrs: Map<string, AttrValue>; offset: number } | undefined;
  private functionName: string | undefined;

  enter(type: protobuf.Type, offset: number): void {
    if (type.name === 'NodeDef') this.node = { name: '', op: '', attrs: new Map(), offset };
  }

  value(field: protobuf.Field, value: unknown): void {
    if (field.name === 'signature') this.functionName = (value as { name?: string }).name;
    if (!this.node) return;
    if (field.name === 'name') this.node.name = String(value);
    else if (field.name === 'op') this.node.op = String(value);
    else if (field.name === 'attr') {
      const entry = value as { key: string; value: AttrValue };
      this.node.attrs.set(entry.key, entry.value);
    }
  }

  leave(type: protobuf.Type): void {
    if (type.name === 'FunctionDef') this.functionName = undefined;
    if (type.name !== 'NodeDef' || !this.node) return;
    this.record(this.node);
    this.node = undefined;
  }

  /** Notes one node; flagged operations are grouped by op. */
  record(node: { name: string; op: string; attrs: Map<string, AttrValue>; offset: number }): void {
    const rule = this.ruleFor(node.op, node.attrs);
    if (!rule) return;
    const use = this.uses.get(node.op) ?? {
      rule,
      nodes: [],
      functions: new Set(),
      offset: node.offset,
    };
    use.nodes.push(node.name);
    if (this.functionName) use.functions.add(this.functionName);
    const token = attrText(node.attrs.get('token'));
    if (token && !use.detail) use.detail = `registered function token "${token}"`;
    this.uses.set(node.op, use);
  }

  private ruleFor(op: string, attrs: Map<string, AttrValue>): OpRule | undefined {
    if (OPS.printToFile.ops.includes(op)) {
      const stream = attrText(attrs.get('output_stream'));
      return stream?.startsWith('file://') ? OPS.printToFile : undefined;
    }
    return OPS.ops[op];
  }

  report(content: Content, where: string): void {
    for (const [op, use] of this.uses) {
      const names = use.nodes
        .filter(Boolean)
        .slice(0, 3)
        .map((name) => `"${name}"`)
        .join(', ');
      const functions = [...use.functions]
        .slice(0, 3)
        .map((name) => `"${name}"`)
        .join(', ');
      content.ctx.report('tensorflow', {
        rule: RULES.tensorflowOp,
        severity: use.rule.severity,
        operator: op,
        offset: use.offset,
        message:
          `${where} runs ${op} (${use.nodes.length} node(s)${names ? `: ${names}` : ''}` +
          `${functions ? `, in function(s) ${functions}` : ''}${use.detail ? `, ${use.detail}` : ''}), which ${use.rule.does}.`,
      });
    }
  }
}

function attrText(value: AttrValue | undefined): string | undefined {
  return value?.s ? Buffer.from(value.s).toString('utf8') : undefined;
}

function unparsable(
  content: Content,
  what: string,
  error: ProtobufError,
  severity: Severity,
): void {
  content.ctx.report('tensorflow', {
    rule: RULES.notScanned,
    severity,
    message: `The ${what} cannot be parsed: ${error.message}.`,
  });
}

/**
 * TensorFlow SavedModel (`saved_model.pb`) and frozen graphs (other `.pb` files): every node of
 * every MetaGraphDef's GraphDef and of its function library, walked off the stream (constant
 * tensors are skipped, never held), checked against tensorflow-ops.json.
 */
export async function scanSavedModel(content: Content): Promise<void> {
  const savedModel = /(^|\/)saved_model\.pb$/i.test(content.name);
  const root = roots().tensorflow.lookupType(
    savedModel ? 'tensorflow.SavedModel' : 'tensorflow.GraphDef',
  );
  const ops = new GraphOps();
  try {
    await walkMessage(content.reader, root, Infinity, ops, {
      containers: CONTAINERS,
      wanted: (field) => WANTED.has(`${field.parent?.name ?? ''}.${field.name}`),
      maxDecoded: content.ctx.limits.maxProtobufMessage,
      maxField: content.ctx.limits.maxProtobufMessage,
      maxDepth: 32,
    });
  } catch (error) {
    if (!(error instanceof ProtobufError)) throw error;
    // Any `.pb` may be some other protobuf: only a SavedModel that does not parse is a warning.
    unparsable(content, savedModel ? 'SavedModel' : 'graph', error, savedModel ? 'medium' : 'info');
  }
  ops.report(content, savedModel ? 'The SavedModel' : 'The graph');
}

/** `saved_model.pbtxt`: the text format; op names are read line by line. */
export async function scanSavedModelText(content: Content): Promise<void> {
  const { ctx, reader } = content;
  const data = await reader.rest(ctx.limits.maxJson);
  if (!data)
    return ctx.report('tensorflow', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The SavedModel text is larger than ${ctx.limits.maxJson} bytes; it is not checked.`,
    });
  const ops = new GraphOps();
  // Node ops are `op: "Name"` fields (the stripped op list writes `op { name: … }` blocks instead).
  const nodes = /(?:\bname:\s*"([^"]*)"\s*)?\bop:\s*"([^"]*)"/g;
  for (const match of data.toString('utf8').matchAll(nodes))
    ops.record({ name: match[1] ?? '', op: match[2] ?? '', attrs: new Map(), offset: match.index });
  ops.report(content, 'The SavedModel');
}

/**
 * `keras_metadata.pb` beside a Keras SavedModel: each saved object's metadata is the JSON
 * config of a layer or model, checked like any Keras config (Lambda layers, modules…).
 */
export async function scanKerasMetadata(content: Content): Promise<void> {
  const { ctx } = content;
  const checker = new KerasConfigChecker(ctx, 'keras');
  const type = roots().keras.lookupType('keras.SavedMetadata');
  const events: ProtobufEvents = {
    enter: () => undefined,
    leave: () => undefined,
    value: (_field, value) => {
      const node = value as { node_path?: string; metadata?: string };
      try {
        checker.check(
          JSON.parse(node.metadata ?? 'null'),
          `keras_metadata.pb ${node.node_path ?? ''}`.trim(),
        );
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        ctx.notScanned('keras', `The metadata of ${node.node_path ?? 'a node'} is not JSON.`);
      }
    },
  };
  try {
    await walkMessage(content.reader, type, Infinity, events, {
      containers: new Set(['.keras.SavedMetadata']),
      wanted: (field) => field.name === 'nodes',
      maxDecoded: ctx.limits.maxJson,
      maxField: ctx.limits.maxJson,
      maxDepth: 4,
    });
  } catch (error) {
    if (!(error instanceof ProtobufError)) throw error;
    unparsable(content, 'Keras metadata', error, 'medium');
  }
}
