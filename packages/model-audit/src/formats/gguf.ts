import type { StreamReader } from '../io/stream-reader';
import { RULES } from '../rules';
import type { Content } from './content';
import { checkChatTemplate } from './jinja';
import { scanMetadataText } from './metadata';

/** Value types of GGUF metadata (ggml's gguf_type). */
const FIXED_SIZES: Record<number, number> = {
  0: 1,
  1: 1,
  2: 2,
  3: 2,
  4: 4,
  5: 4,
  6: 4,
  7: 1,
  10: 8,
  11: 8,
  12: 8,
};
const STRING = 8;
const ARRAY = 9;
const MAX_KEY = 64 * 1024;
/** Strings longer than this are skipped (and reported) rather than read into memory. */
const MAX_STRING = 16 * 1024 * 1024;
const MAX_COUNT = 2 ** 40;

class GgufError extends Error {}

async function u32(reader: StreamReader): Promise<number> {
  const data = await reader.read(4);
  if (!data) throw new GgufError('the file ends inside the header');
  return data.readUInt32LE(0);
}

async function u64(reader: StreamReader): Promise<number> {
  const data = await reader.read(8);
  if (!data) throw new GgufError('the file ends inside the header');
  const value = data.readBigUInt64LE(0);
  if (value > BigInt(MAX_COUNT)) throw new GgufError(`implausible count or length ${value}`);
  return Number(value);
}

/** A string; undefined when longer than `keep` (skipped without buffering). */
async function string(reader: StreamReader, keep: number): Promise<string | undefined> {
  const length = await u64(reader);
  if (length > keep) {
    if ((await reader.skip(length)) !== length)
      throw new GgufError('the file ends inside a string');
    return undefined;
  }
  const data = await reader.read(length);
  if (!data) throw new GgufError('the file ends inside a string');
  return data.toString('utf8');
}

async function skipValue(reader: StreamReader, type: number): Promise<void> {
  const size = FIXED_SIZES[type];
  if (size !== undefined) {
    if ((await reader.skip(size)) !== size) throw new GgufError('the file ends inside a value');
  } else if (type === STRING) await string(reader, 0);
  else throw new GgufError(`unknown value type ${type}`);
}

/**
 * Reads the GGUF header and metadata (never the tensor data): validates magic, version and
 * value types; checks chat templates for Jinja template injection and every string for
 * secrets and URLs. Token arrays are streamed past.
 */
export async function scanGguf(content: Content): Promise<void> {
  const { ctx, reader } = content;
  try {
    await reader.skip(4); // "GGUF", checked by detectFormat
    const version = await u32(reader);
    if (version < 1 || version > 3) throw new GgufError(`unsupported version ${version}`);
    const wide = version >= 2; // version 1 used 32-bit counts and lengths
    const count = async () => (wide ? u64(reader) : u32(reader));
    const tensors = await count();
    const pairs = await count();
    if (!wide) throw new GgufError('version 1 files are not supported; convert the model');
    for (let i = 0; i < pairs; i++) {
      const key = await string(reader, MAX_KEY);
      if (key === undefined) throw new GgufError('a metadata key is implausibly long');
      const type = await u32(reader);
      if (type === ARRAY) {
        const itemType = await u32(reader);
        const items = await u64(reader);
        const size = FIXED_SIZES[itemType];
        if (size !== undefined) {
          if ((await reader.skip(items * size)) !== items * size)
            throw new GgufError('the file ends inside an array');
        } else for (let j = 0; j < items; j++) await skipValue(reader, itemType);
      } else if (type === STRING) {
        const offset = reader.offset;
        const value = await string(reader, MAX_STRING);
        if (value === undefined) {
          ctx.notScanned(
            'gguf',
            `Metadata "${key}" is longer than ${MAX_STRING} bytes; not read.`,
            offset,
          );
          continue;
        }
        if (key === 'tokenizer.chat_template' || key.startsWith('tokenizer.chat_template.'))
          checkChatTemplate(ctx, key, value, offset);
        scanMetadataText(ctx, 'gguf', key, value);
      } else await skipValue(reader, type);
    }
    if (tensors > 1_000_000) throw new GgufError(`implausible tensor count ${tensors}`);
  } catch (error) {
    if (!(error instanceof GgufError)) throw error;
    ctx.report('gguf', {
      rule: RULES.invalidGguf,
      message: `Invalid GGUF header: ${error.message}.`,
      offset: reader.offset,
    });
  }
}
