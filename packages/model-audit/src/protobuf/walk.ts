import protobuf from 'protobufjs';
import type { StreamReader } from '../io/stream-reader';

/**
 * Walks a protobuf message straight off a stream, against a protobufjs schema, without holding
 * it whole: ONNX files and SavedModels reach gigabytes, nearly all of it tensor bytes. Messages
 * of the "container" types (graphs, nodes, tensors) are walked field by field and reported as
 * enter / value / leave events; any other field is decoded with protobufjs when it is small
 * and skipped when it is large (raw tensor data). A small container is decoded whole and then
 * replayed as the same events, so scanners see one shape either way.
 */

export class ProtobufError extends Error {}

export type ProtobufEvents = {
  enter(type: protobuf.Type, offset: number): void;
  /** A field of the innermost container: a string, Buffer, number, decoded message, or `{ key, value }` of a map. */
  value(field: protobuf.Field, value: unknown, offset: number): void;
  leave(type: protobuf.Type, offset: number): void;
};

export type WalkOptions = {
  /** Full names (`.onnx.GraphProto`) of the types walked field by field. */
  containers: ReadonlySet<string>;
  /** Fields worth decoding; the rest are skipped unread. */
  wanted: (field: protobuf.Field) => boolean;
  /** Containers up to this size are decoded whole and replayed; larger ones are streamed. */
  maxDecoded: number;
  /** Other fields up to this size are decoded; larger ones (tensor bytes) are skipped unread. */
  maxField: number;
  maxDepth: number;
};

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_BYTES = 2;
const WIRE_FIXED32 = 5;

/** Parses .proto text once; field names kept as written (snake_case). */
export function loadSchema(text: string): protobuf.Root {
  const root = protobuf.parse(text, { keepCase: true }).root;
  root.resolveAll();
  return root;
}

async function varint(reader: StreamReader): Promise<number> {
  let result = 0;
  for (let shift = 0; shift < 70; shift += 7) {
    if (reader.available < 1 && !(await reader.need(1)))
      throw new ProtobufError(`the data ends inside a number at byte ${reader.offset}`);
    const byte = reader.byte();
    result += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return result;
  }
  throw new ProtobufError(`a number longer than 10 bytes at byte ${reader.offset}`);
}

const isContainer = (options: WalkOptions, type: protobuf.Type) =>
  options.containers.has(type.fullName);

/** Decodes a map entry (`key = 1`, `value = 2`) of a map field. */
function decodeMapEntry(
  field: protobuf.MapField,
  bytes: Uint8Array,
): { key: unknown; value: unknown } {
  const reader = protobuf.Reader.create(bytes);
  let key: unknown;
  let value: unknown;
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    if (tag >>> 3 === 1 && field.keyType === 'string') key = reader.string();
    else if (tag >>> 3 === 2 && field.resolvedType instanceof protobuf.Type)
      value = field.resolvedType.decode(reader, reader.uint32());
    else if (tag >>> 3 === 2 && field.type === 'string') value = reader.string();
    else reader.skipType(tag & 7);
  }
  return { key, value };
}

/** Replays a message decoded whole as enter / value / leave events. */
function replay(
  type: protobuf.Type,
  message: protobuf.Message,
  offset: number,
  events: ProtobufEvents,
  options: WalkOptions,
  depth: number,
): void {
  if (depth > options.maxDepth)
    throw new ProtobufError(`messages nested deeper than ${options.maxDepth}`);
  events.enter(type, offset);
  const values = message as unknown as Record<string, unknown>;
  for (const field of type.fieldsArray) {
    if (!Object.prototype.hasOwnProperty.call(message, field.name)) continue;
    const value = values[field.name];
    const items = field.map
      ? Object.entries(value as object).map(([key, item]) => ({ key, value: item as unknown }))
      : field.repeated
        ? (value as unknown[])
        : [value];
    for (const item of items) {
      const resolved = field.map ? undefined : field.resolvedType;
      if (resolved instanceof protobuf.Type && isContainer(options, resolved))
        replay(resolved, item as protobuf.Message, offset, events, options, depth + 1);
      else if (options.wanted(field)) events.value(field, item, offset);
    }
  }
  events.leave(type, offset);
}

async function lengthDelimited(
  reader: StreamReader,
  field: protobuf.Field | undefined,
  length: number,
  offset: number,
  events: ProtobufEvents,
  options: WalkOptions,
  depth: number,
): Promise<void> {
  const resolved = field && !field.map ? field.resolvedType : null;
  const container = resolved instanceof protobuf.Type && isContainer(options, resolved);
  if (
    !field ||
    (!container && !options.wanted(field)) ||
    (!container && length > options.maxField)
  ) {
    if ((await reader.skip(length)) < length)
      throw new ProtobufError(`the data ends inside a field at byte ${offset}`);
    return;
  }
  if (container && length > options.maxDecoded)
    return walkMessage(reader, resolved, reader.offset + length, events, options, depth + 1);
  const bytes = await reader.read(length);
  if (!bytes) throw new ProtobufError(`the data ends inside a field at byte ${offset}`);
  try {
    if (container)
      return replay(resolved, resolved.decode(bytes), offset, events, options, depth + 1);
    if (field instanceof protobuf.MapField)
      events.value(field, decodeMapEntry(field, bytes), offset);
    else if (resolved instanceof protobuf.Type) events.value(field, resolved.decode(bytes), offset);
    else if (field.type === 'string') events.value(field, bytes.toString('utf8'), offset);
    else if (field.type === 'bytes') events.value(field, Buffer.from(bytes), offset);
  } catch (error) {
    if (error instanceof ProtobufError) throw error;
    throw new ProtobufError(`field ${field.name} at byte ${offset}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Walks one message of `type` from the reader's position up to `end` (an absolute offset;
 * `Infinity` for the top-level message, which runs to the end of the stream).
 */
export async function walkMessage(
  reader: StreamReader,
  type: protobuf.Type,
  end: number,
  events: ProtobufEvents,
  options: WalkOptions,
  depth = 0,
): Promise<void> {
  if (depth > options.maxDepth)
    throw new ProtobufError(`messages nested deeper than ${options.maxDepth}`);
  const start = reader.offset;
  events.enter(type, start);
  while (reader.offset < end) {
    if (end === Infinity && (await reader.atEnd())) break;
    const offset = reader.offset;
    const tag = await varint(reader);
    const field = type.fieldsById[Math.floor(tag / 8)];
    switch (tag % 8) {
      case WIRE_VARINT: {
        const value = await varint(reader);
        if (field && options.wanted(field)) events.value(field, value, offset);
        break;
      }
      case WIRE_FIXED64:
      case WIRE_FIXED32: {
        const size = tag % 8 === WIRE_FIXED64 ? 8 : 4;
        if ((await reader.skip(size)) < size)
          throw new ProtobufError(`the data ends at byte ${offset}`);
        break;
      }
      case WIRE_BYTES: {
        const length = await varint(reader);
        if (reader.offset + length > end)
          throw new ProtobufError(`a field at byte ${offset} runs past the end of its message`);
        await lengthDelimited(reader, field, length, offset, events, options, depth);
        break;
      }
      default:
        throw new ProtobufError(`unsupported wire type ${tag % 8} at byte ${offset}`);
    }
  }
  if (end !== Infinity && reader.offset !== end)
    throw new ProtobufError(`the message from byte ${start} does not end at byte ${end}`);
  events.leave(type, start);
}
