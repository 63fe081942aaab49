import type { StreamReader } from '../io/stream-reader';
import type { Opcode } from './opcodes';

/**
 * The walker's model of the unpickler: a stack of symbolic values, the mark stack and the memo.
 * Values keep only what the scanner needs: strings (for STACK_GLOBAL), globals, ints, tuples
 * and string-keyed dicts (for joblib's array headers), and which global built an object.
 */
export type Value =
  | { t: 'str'; v: string }
  | { t: 'global'; name: string }
  | { t: 'obj'; of: string | undefined; args?: Value }
  | { t: 'int'; v: number }
  | { t: 'none' }
  | { t: 'tuple'; items: Value[] }
  | { t: 'dict'; entries: Map<string, Value> }
  | { t: 'any' };

export const ANY: Value = { t: 'any' };

const MAX_LINE = 64 * 1024;

export class Machine {
  stack: Value[] = [];
  marks: Value[][] = [];
  memo = new Map<number, Value>();

  constructor(private readonly malformed: (detail: string) => void) {}

  push(value: Value): void {
    this.stack.push(value);
  }

  pop(): Value {
    const value = this.stack.pop();
    if (value === undefined) {
      this.malformed('stack underflow');
      return ANY;
    }
    return value;
  }

  /** The last `count` values, in stack order. */
  popMany(count: number): Value[] {
    const items: Value[] = [];
    for (let i = 0; i < count; i++) items.unshift(this.pop());
    return items;
  }

  top(): Value {
    const value = this.stack[this.stack.length - 1];
    if (value === undefined) this.malformed('stack underflow');
    return value ?? ANY;
  }

  mark(): void {
    this.marks.push(this.stack);
    this.stack = [];
  }

  popMark(): Value[] {
    const items = this.stack;
    const previous = this.marks.pop();
    if (previous === undefined) {
      this.malformed('no MARK on the stack');
      this.stack = [];
    } else this.stack = previous;
    return items;
  }

  /** SETITEM(S): string keys are kept on dicts the walker tracks; other targets are ignored. */
  setItems(items: Value[]): void {
    const target = this.top();
    if (target.t !== 'dict') return;
    for (let i = 0; i + 1 < items.length; i += 2) {
      const key = items[i];
      if (key?.t === 'str') target.entries.set(key.v, items[i + 1] ?? ANY);
    }
  }
}

export const globalName = (value: Value): string | undefined =>
  value.t === 'global' ? value.name : value.t === 'obj' ? value.of : undefined;

/** Protocol-0 string arguments are Python literals ('abc' or "abc"): drop the quotes. */
export function unquote(line: string): string {
  const quote = line[0];
  if ((quote === "'" || quote === '"') && line.endsWith(quote) && line.length >= 2)
    return line.slice(1, -1);
  return line;
}

/** LONG1 / LONG4 payloads: little-endian two's complement (exact up to 2^53). */
export function decodeLong(data: Buffer): number {
  if (data.length === 0) return 0;
  // Only small ints matter (shapes, sizes); decoding a huge one would cost quadratic time.
  if (data.length > 8) return Number.NaN;
  let value = 0n;
  for (let i = data.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(data[i] ?? 0);
  if ((data[data.length - 1] ?? 0) & 0x80) value -= 1n << BigInt(data.length * 8);
  return Number(value);
}

export type Arg =
  | { kind: 'int'; value: number }
  | { kind: 'data'; value: Buffer }
  | { kind: 'skipped'; length: number }
  | { kind: 'lines'; values: string[] };

/** The argument of opcodes that have none (or one the walker ignores, like BINFLOAT's). */
const NO_ARG: Arg = { kind: 'int', value: 0 };

const FIXED_WIDTH: Partial<Record<Opcode['arg'], number>> = {
  none: 0,
  u1: 1,
  u2: 2,
  i4: 4,
  u4: 4,
  u8: 8,
  f8: 8,
};
const LENGTH_WIDTH: Partial<Record<Opcode['arg'], number>> = {
  len1: 1,
  len4: 4,
  len4s: 4,
  len8: 8,
};

/**
 * The fast path of `readArg`: decodes the argument when it is already buffered (almost always),
 * without awaiting; undefined (nothing consumed) when the reader must fetch more first.
 */
export function readArgSync(reader: StreamReader, op: Opcode, maxString: number): Arg | undefined {
  const fixed = FIXED_WIDTH[op.arg];
  if (fixed !== undefined) {
    if (reader.available < fixed) return undefined;
    // Read in place: these run once per opcode, and a view per opcode costs more than the walk.
    switch (op.arg) {
      case 'u1':
        return { kind: 'int', value: reader.int(1) };
      case 'u2':
        return { kind: 'int', value: reader.int(2) };
      case 'i4':
        return { kind: 'int', value: reader.int(4, true) };
      case 'u4':
        return { kind: 'int', value: reader.int(4) };
      case 'u8':
        return { kind: 'int', value: reader.int(8) };
      default:
        reader.advance(fixed);
        return NO_ARG;
    }
  }
  const width = LENGTH_WIDTH[op.arg];
  if (width !== undefined) {
    if (reader.available < width) return undefined;
    const head = reader.peekBuffered(width);
    const length =
      width === 1
        ? head.readUInt8(0)
        : width === 8
          ? Number(head.readBigUInt64LE(0))
          : op.arg === 'len4s'
            ? head.readInt32LE(0)
            : head.readUInt32LE(0);
    if (length < 0 || length > maxString || reader.available < width + length) return undefined;
    reader.take(width);
    return { kind: 'data', value: Buffer.from(reader.take(length)) };
  }
  const lines = op.arg === 'line2' ? 2 : 1;
  if (reader.newlineAt(lines) < 0) return undefined;
  const values: string[] = [];
  for (let i = 0; i < lines; i++) {
    const end = reader.newlineAt(1);
    const line = reader.take(end).toString('latin1');
    values.push(op.arg === 'line' ? line.replace(/\r$/, '') : line);
    reader.take(1);
  }
  return { kind: 'lines', values };
}

/** Reads an opcode's argument; null when the stream ends inside it. */
export async function readArg(
  reader: StreamReader,
  op: Opcode,
  maxString: number,
): Promise<Arg | null> {
  const fixed = async (size: number) => ((await reader.need(size)) ? reader.take(size) : null);
  switch (op.arg) {
    case 'none':
      return { kind: 'int', value: 0 };
    case 'u1': {
      const data = await fixed(1);
      return data && { kind: 'int', value: data.readUInt8(0) };
    }
    case 'u2': {
      const data = await fixed(2);
      return data && { kind: 'int', value: data.readUInt16LE(0) };
    }
    case 'i4': {
      const data = await fixed(4);
      return data && { kind: 'int', value: data.readInt32LE(0) };
    }
    case 'u4': {
      const data = await fixed(4);
      return data && { kind: 'int', value: data.readUInt32LE(0) };
    }
    case 'u8': {
      const data = await fixed(8);
      return data && { kind: 'int', value: Number(data.readBigUInt64LE(0)) };
    }
    case 'f8': {
      const data = await fixed(8);
      return data && { kind: 'int', value: 0 };
    }
    case 'line': {
      const line = await reader.line(MAX_LINE);
      return line && { kind: 'lines', values: [line.toString('latin1').replace(/\r$/, '')] };
    }
    case 'line2': {
      const first = await reader.line(MAX_LINE);
      const second = first && (await reader.line(MAX_LINE));
      if (!first || !second) return null;
      return { kind: 'lines', values: [first.toString('latin1'), second.toString('latin1')] };
    }
    case 'len1':
    case 'len4':
    case 'len4s':
    case 'len8': {
      const width = op.arg === 'len1' ? 1 : op.arg === 'len8' ? 8 : 4;
      const head = await fixed(width);
      if (!head) return null;
      const length =
        width === 1
          ? head.readUInt8(0)
          : width === 8
            ? Number(head.readBigUInt64LE(0))
            : op.arg === 'len4s'
              ? head.readInt32LE(0)
              : head.readUInt32LE(0);
      if (length < 0) return null;
      if (length > maxString) {
        const skipped = await reader.skip(length);
        return skipped === length ? { kind: 'skipped', length } : null;
      }
      const data = await fixed(length);
      return data && { kind: 'data', value: Buffer.from(data) };
    }
  }
}
