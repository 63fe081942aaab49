import type protobuf from 'protobufjs';
import { ONNX_PROTO } from '../protobuf/onnx-schema';
import { loadSchema, ProtobufError, walkMessage, type ProtobufEvents } from '../protobuf/walk';
import { RULES } from '../rules';
import type { Severity } from '../types';
import type { Content } from './content';
import { scanMetadataText } from './metadata';
import policyData from './onnx-policy.json' with { type: 'json' };

type OnnxPolicy = { standardDomains: ReadonlySet<string>; sensitivePaths: RegExp[] };

function loadOnnxPolicy(raw: unknown): OnnxPolicy {
  const { standardDomains, sensitivePaths } = raw as Record<string, unknown>;
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (!strings(standardDomains) || !strings(sensitivePaths))
    throw new Error(
      'onnx-policy.json: expected { standardDomains: string[], sensitivePaths: string[] }',
    );
  return {
    standardDomains: new Set(standardDomains),
    sensitivePaths: sensitivePaths.map((pattern) => new RegExp(pattern, 'i')),
  };
}

const POLICY = loadOnnxPolicy(policyData);

let schema: protobuf.Root | undefined;
const onnxSchema = () => (schema ??= loadSchema(ONNX_PROTO));

const CONTAINERS = new Set(
  [
    'ModelProto',
    'GraphProto',
    'NodeProto',
    'AttributeProto',
    'TensorProto',
    'SparseTensorProto',
    'TrainingInfoProto',
    'FunctionProto',
  ].map((name) => `.onnx.${name}`),
);

/** The leaf fields the scanner reads, as `Message.field`; everything else is skipped unread. */
const WANTED = new Set([
  'ModelProto.metadata_props',
  'ModelProto.doc_string',
  'NodeProto.name',
  'NodeProto.op_type',
  'NodeProto.domain',
  'TensorProto.name',
  'TensorProto.external_data',
  'TensorProto.data_location',
  'FunctionProto.name',
  'FunctionProto.domain',
]);

const EXTERNAL = 1;

/** Where an external-data location points, relative to the model's folder. */
export function externalDataRisk(location: string): Severity | undefined {
  const path = location.replace(/\\/g, '/');
  const absolute =
    /^\//.test(path) || /^[a-z]:/i.test(path) || /^[a-z][a-z0-9+.-]*:\/\//i.test(path);
  let depth = 0;
  let escapes = false;
  for (const segment of path.split('/')) {
    if (segment === '..') depth--;
    else if (segment !== '' && segment !== '.') depth++;
    if (depth < 0) escapes = true;
  }
  if (!absolute && !escapes) return undefined;
  return POLICY.sensitivePaths.some((pattern) => pattern.test(path)) ? 'critical' : 'high';
}

type Frame = { type: string; offset: number; values: Map<string, unknown[]> };
type CustomOperator = { domain: string; op: string; nodes: string[]; offset: number };

const first = (frame: Frame, field: string): unknown => frame.values.get(field)?.[0];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Follows the walk's events: one frame per open message, findings when a node or tensor ends. */
class OnnxFindings implements ProtobufEvents {
  private readonly stack: Frame[] = [];
  private readonly custom = new Map<string, CustomOperator>();
  private readonly localFunctions = new Set<string>();

  constructor(private readonly content: Content) {}

  enter(type: protobuf.Type, offset: number): void {
    this.stack.push({ type: type.name, offset, values: new Map() });
  }

  value(field: protobuf.Field, value: unknown): void {
    const frame = this.stack.at(-1);
    if (!frame) return;
    if (frame.type === 'ModelProto') return this.modelField(field.name, value);
    const list = frame.values.get(field.name) ?? [];
    list.push(value);
    frame.values.set(field.name, list);
  }

  leave(): void {
    const frame = this.stack.pop();
    if (frame?.type === 'NodeProto') this.node(frame);
    else if (frame?.type === 'TensorProto') this.tensor(frame);
    else if (frame?.type === 'FunctionProto')
      this.localFunctions.add(`${text(first(frame, 'domain'))}::${text(first(frame, 'name'))}`);
  }

  private modelField(name: string, value: unknown): void {
    const { ctx } = this.content;
    if (name === 'doc_string') scanMetadataText(ctx, 'onnx', 'doc_string', text(value));
    if (name === 'metadata_props') {
      const entry = value as { key?: string; value?: string };
      scanMetadataText(ctx, 'onnx', `metadata_props[${entry.key ?? ''}]`, entry.value ?? '');
    }
  }

  private node(frame: Frame): void {
    const domain = text(first(frame, 'domain'));
    if (POLICY.standardDomains.has(domain)) return;
    const op = text(first(frame, 'op_type'));
    const key = `${domain}::${op}`;
    const entry = this.custom.get(key) ?? { domain, op, nodes: [], offset: frame.offset };
    entry.nodes.push(text(first(frame, 'name')));
    this.custom.set(key, entry);
  }

  private tensor(frame: Frame): void {
    const entries = (frame.values.get('external_data') ?? []) as { key?: string; value?: string }[];
    const location = entries.find((entry) => entry.key === 'location')?.value;
    // Runtimes read `location` only for tensors marked EXTERNAL.
    if (first(frame, 'data_location') !== EXTERNAL || location === undefined) return;
    const severity = externalDataRisk(location);
    if (!severity) return;
    const name = text(first(frame, 'name'));
    this.content.ctx.report('onnx', {
      rule: RULES.onnxExternalData,
      severity,
      offset: frame.offset,
      message:
        `Tensor "${name}" reads its data from ${JSON.stringify(location)}, outside the model's folder: ` +
        'loading the model reads that file into the tensor (and the model can expose it in its outputs).',
    });
  }

  /** Custom-domain operators, once per operator, unless the model defines them as functions. */
  finish(): void {
    for (const entry of this.custom.values()) {
      if (this.localFunctions.has(`${entry.domain}::${entry.op}`)) continue;
      const named = entry.nodes
        .filter(Boolean)
        .slice(0, 3)
        .map((name) => `"${name}"`);
      this.content.ctx.report('onnx', {
        rule: RULES.onnxCustomOperator,
        operator: `${entry.domain}.${entry.op}`,
        offset: entry.offset,
        message:
          `${entry.nodes.length} node(s)${named.length > 0 ? ` (${named.join(', ')})` : ''} use operator ` +
          `${entry.op} of domain "${entry.domain}", which is not a standard ONNX domain: the runtime ` +
          'needs a custom operator library for it.',
      });
    }
  }
}

/**
 * ONNX models (`.onnx`): the ModelProto is walked off the stream (initializers' raw data is
 * skipped, never held), nodes in non-standard domains are reported unless the model defines them
 * as local functions, tensors whose external data lies outside the model's folder are reported,
 * and the model's doc string and metadata properties are checked for secrets and URLs.
 */
export async function scanOnnx(content: Content): Promise<void> {
  const { ctx } = content;
  const model = onnxSchema().lookupType('onnx.ModelProto');
  const findings = new OnnxFindings(content);
  try {
    await walkMessage(content.reader, model, Infinity, findings, {
      containers: CONTAINERS,
      wanted: (field) => WANTED.has(`${field.parent?.name ?? ''}.${field.name}`),
      maxDecoded: ctx.limits.maxProtobufMessage,
      maxField: ctx.limits.maxProtobufMessage,
      maxDepth: 64,
    });
  } catch (error) {
    if (!(error instanceof ProtobufError)) throw error;
    ctx.report('onnx', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The ONNX model cannot be parsed: ${error.message}.`,
    });
  }
  findings.finish();
}
