import { RULES } from '../rules';
import type { Content } from './content';
import { scanMetadataText } from './metadata';

/** Bytes per element of each safetensors dtype (sub-byte float types: size checks skipped). */
const DTYPE_BYTES: Record<string, number | undefined> = {
  BOOL: 1,
  U8: 1,
  I8: 1,
  F8_E5M2: 1,
  F8_E4M3: 1,
  F8_E8M0: 1,
  I16: 2,
  U16: 2,
  F16: 2,
  BF16: 2,
  I32: 4,
  U32: 4,
  F32: 4,
  I64: 8,
  U64: 8,
  F64: 8,
  C64: 8,
  F4: undefined,
  F6_E2M3: undefined,
  F6_E3M2: undefined,
};

type Tensor = { name: string; begin: number; end: number };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Reads only the header (8-byte length + JSON) and validates it the way the reference loader
 * does: known dtypes, shapes, offsets inside the data, sizes matching shape × dtype, no overlaps
 * or holes; metadata values must be strings and are checked for secrets and URLs.
 */
export async function scanSafetensors(content: Content): Promise<void> {
  const { ctx, reader } = content;
  const problems: string[] = [];
  const lengthField = await reader.read(8);
  if (!lengthField) return invalid(content, ['the file is shorter than the 8-byte header length']);
  const length = Number(lengthField.readBigUInt64LE(0));
  if (length > ctx.limits.maxSafetensorsHeader)
    return invalid(content, [
      `the header claims ${length} bytes (limit ${ctx.limits.maxSafetensorsHeader})`,
    ]);
  const raw = await reader.read(length);
  if (!raw) return invalid(content, [`the header claims ${length} bytes but the file ends first`]);
  let header: unknown;
  try {
    header = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    return invalid(content, [`the header is not JSON (${(error as Error).message})`]);
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header))
    return invalid(content, ['the header is not a JSON object']);

  const tensors: Tensor[] = [];
  for (const [name, value] of Object.entries(header)) {
    if (name === '__metadata__') {
      checkMetadata(content, value, problems);
      continue;
    }
    const tensor = value as { dtype?: unknown; shape?: unknown; data_offsets?: unknown };
    const offsets = tensor.data_offsets;
    if (!Array.isArray(offsets) || offsets.length !== 2 || !offsets.every(isCount)) {
      problems.push(`tensor "${name}" has no valid data_offsets`);
      continue;
    }
    const [begin, end] = offsets as [number, number];
    if (begin > end) problems.push(`tensor "${name}" ends (${end}) before it begins (${begin})`);
    tensors.push({ name, begin, end });
    const dtype = typeof tensor.dtype === 'string' ? tensor.dtype : '';
    if (!(dtype in DTYPE_BYTES))
      problems.push(`tensor "${name}" has unknown dtype ${JSON.stringify(tensor.dtype)}`);
    if (!Array.isArray(tensor.shape) || !tensor.shape.every(isCount)) {
      problems.push(`tensor "${name}" has an invalid shape`);
      continue;
    }
    const itemSize = DTYPE_BYTES[dtype];
    const elements = (tensor.shape as number[]).reduce((product, dim) => product * dim, 1);
    if (itemSize !== undefined && elements * itemSize !== end - begin)
      problems.push(
        `tensor "${name}" holds ${end - begin} bytes but ${dtype}${JSON.stringify(tensor.shape)} needs ${elements * itemSize}`,
      );
  }

  tensors.sort((a, b) => a.begin - b.begin || a.end - b.end);
  let cursor = 0;
  for (const tensor of tensors) {
    if (tensor.begin < cursor)
      problems.push(`tensor "${tensor.name}" overlaps the tensor before it`);
    else if (tensor.begin > cursor)
      problems.push(`${tensor.begin - cursor} unused bytes before tensor "${tensor.name}"`);
    cursor = Math.max(cursor, tensor.end);
  }
  const dataSize =
    content.size !== undefined ? content.size - 8 - length : await countRest(content);
  if (cursor > dataSize)
    problems.push(`tensors need ${cursor} bytes of data but the file holds ${dataSize}`);
  else if (cursor < dataSize) problems.push(`${dataSize - cursor} bytes after the last tensor`);
  if (problems.length > 0) invalid(content, problems);
}

async function countRest(content: Content): Promise<number> {
  let total = 0;
  for await (const chunk of content.reader.remaining()) total += chunk.length;
  return total;
}

function checkMetadata(content: Content, metadata: unknown, problems: string[]): void {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    problems.push('__metadata__ is not an object');
    return;
  }
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value !== 'string') {
      problems.push(`__metadata__.${key} is not a string`);
      continue;
    }
    scanMetadataText(content.ctx, 'safetensors', `__metadata__.${key}`, value);
  }
}

function invalid(content: Content, problems: string[]): void {
  const shown = problems.slice(0, 5).join('; ');
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
  content.ctx.report('safetensors', {
    rule: RULES.invalidSafetensors,
    message: `Invalid safetensors header: ${shown}${more}.`,
    offset: 0,
  });
}
