import type { StreamReader } from '../io/stream-reader';
import { BYTES_OPCODES, HIGHEST_PROTOCOL, OPCODES, TEXT_OPCODES, type Opcode } from './opcodes';

/**
 * Walks one pickle opcode by opcode and simulates just enough of the unpickler's stack and memo
 * to name every global it imports (including STACK_GLOBAL operands built through the memo) and
 * every call it makes. Nothing is ever unpickled.
 */

type Value =
  | { t: 'str'; v: string }
  | { t: 'global'; name: string }
  | { t: 'obj'; of: string | undefined }
  | { t: 'any' };

const ANY: Value = { t: 'any' };

export type Where = { position: number; offset: number; op: string };

export type PickleEvent =
  | ({ kind: 'import'; module: string; name: string } & Where)
  | ({ kind: 'unresolved'; detail: string } & Where)
  | ({ kind: 'ext'; code: number } & Where)
  | ({ kind: 'call'; global: string | undefined } & Where)
  | ({ kind: 'string'; value: Buffer; text: boolean } & Where)
  | ({ kind: 'skipped-string'; length: number } & Where)
  | ({ kind: 'malformed'; detail: string } & Where);

/** How the walk ended: at STOP, at the end of the stream (before or inside a pickle), or at a byte that is no opcode. */
export type WalkOutcome = 'stop' | 'empty' | 'truncated' | 'invalid';

export type WalkResult = { outcome: WalkOutcome; opcodes: number };

const MAX_LINE = 64 * 1024;

class Machine {
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
}

const globalName = (value: Value): string | undefined =>
  value.t === 'global' ? value.name : value.t === 'obj' ? value.of : undefined;

/** Protocol-0 string arguments are Python literals ('abc' or "abc"): drop the quotes. */
function unquote(line: string): string {
  const quote = line[0];
  if ((quote === "'" || quote === '"') && line.endsWith(quote) && line.length >= 2)
    return line.slice(1, -1);
  return line;
}

async function readArg(
  reader: StreamReader,
  op: Opcode,
  maxString: number,
): Promise<
  | { kind: 'int'; value: number }
  | { kind: 'data'; value: Buffer }
  | { kind: 'skipped'; length: number }
  | { kind: 'lines'; values: string[] }
  | null
> {
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

/**
 * Walks one pickle from the reader's position until STOP (inclusive). `firstPosition` numbers
 * opcodes continuously across several pickles in one stream.
 */
export async function walkPickle(
  reader: StreamReader,
  onEvent: (event: PickleEvent) => void,
  options: { maxString: number; firstPosition?: number },
): Promise<WalkResult> {
  let position = options.firstPosition ?? 0;
  let count = 0;
  let where: Where = { position, offset: reader.offset, op: '' };
  const machine = new Machine((detail) => onEvent({ kind: 'malformed', detail, ...where }));

  for (;;) {
    if (!(await reader.need(1)))
      return { outcome: count === 0 ? 'empty' : 'truncated', opcodes: count };
    const offset = reader.offset;
    const code = reader.byte();
    const op = OPCODES[code];
    where = { position, offset, op: op?.name ?? `0x${code.toString(16).padStart(2, '0')}` };
    if (!op) {
      onEvent({ kind: 'malformed', detail: `byte ${where.op} is not a pickle opcode`, ...where });
      return { outcome: 'invalid', opcodes: count };
    }
    const arg = await readArg(reader, op, options.maxString);
    if (!arg) {
      onEvent({ kind: 'malformed', detail: `${op.name} argument is cut short`, ...where });
      return { outcome: 'truncated', opcodes: count };
    }
    position++;
    count++;
    const int = arg.kind === 'int' ? arg.value : 0;
    const lines = arg.kind === 'lines' ? arg.values : [];

    if (arg.kind === 'skipped') {
      onEvent({ kind: 'skipped-string', length: arg.length, ...where });
      machine.push(ANY);
      continue;
    }
    if (arg.kind === 'data' && (TEXT_OPCODES.has(op.name) || BYTES_OPCODES.has(op.name))) {
      const text = TEXT_OPCODES.has(op.name);
      onEvent({ kind: 'string', value: arg.value, text, ...where });
      machine.push(text ? { t: 'str', v: arg.value.toString('utf8') } : ANY);
      continue;
    }

    switch (op.name) {
      case 'STOP':
        machine.pop();
        return { outcome: 'stop', opcodes: count };
      case 'PROTO':
        if (int > HIGHEST_PROTOCOL)
          onEvent({ kind: 'malformed', detail: `unsupported protocol ${int}`, ...where });
        break;
      case 'MARK':
        machine.mark();
        break;
      case 'POP':
        if (machine.stack.length > 0) machine.pop();
        else machine.popMark();
        break;
      case 'POP_MARK':
        machine.popMark();
        break;
      case 'DUP':
        machine.push(machine.top());
        break;
      case 'STRING':
      case 'UNICODE': {
        const value = op.name === 'STRING' ? unquote(lines[0] ?? '') : (lines[0] ?? '');
        onEvent({ kind: 'string', value: Buffer.from(value, 'latin1'), text: true, ...where });
        machine.push({ t: 'str', v: value });
        break;
      }
      case 'FLOAT':
      case 'INT':
      case 'LONG':
      case 'BININT':
      case 'BININT1':
      case 'BININT2':
      case 'BINFLOAT':
      case 'LONG1':
      case 'LONG4':
      case 'NONE':
      case 'NEWTRUE':
      case 'NEWFALSE':
      case 'PERSID':
      case 'EMPTY_DICT':
      case 'EMPTY_LIST':
      case 'EMPTY_TUPLE':
      case 'EMPTY_SET':
      case 'NEXT_BUFFER':
        machine.push(ANY);
        break;
      case 'BINPERSID':
        machine.pop();
        machine.push(ANY);
        break;
      case 'REDUCE': {
        machine.pop();
        const callable = machine.pop();
        onEvent({ kind: 'call', global: globalName(callable), ...where });
        machine.push({ t: 'obj', of: globalName(callable) });
        break;
      }
      case 'BUILD': {
        machine.pop();
        const target = machine.top();
        // BUILD calls the object's __setstate__ (or updates its __dict__).
        if (target.t === 'obj' && target.of !== undefined)
          onEvent({ kind: 'call', global: target.of, ...where });
        break;
      }
      case 'GLOBAL':
      case 'INST': {
        const name = `${lines[0] ?? ''}.${lines[1] ?? ''}`;
        onEvent({ kind: 'import', module: lines[0] ?? '', name: lines[1] ?? '', ...where });
        if (op.name === 'INST') {
          machine.popMark();
          onEvent({ kind: 'call', global: name, ...where });
          machine.push({ t: 'obj', of: name });
        } else machine.push({ t: 'global', name });
        break;
      }
      case 'STACK_GLOBAL': {
        const name = machine.pop();
        const module = machine.pop();
        if (module.t === 'str' && name.t === 'str') {
          const full = `${module.v}.${name.v}`;
          onEvent({ kind: 'import', module: module.v, name: name.v, ...where });
          machine.push({ t: 'global', name: full });
        } else {
          onEvent({ kind: 'unresolved', detail: 'operands are not strings', ...where });
          machine.push(ANY);
        }
        break;
      }
      case 'EXT1':
      case 'EXT2':
      case 'EXT4':
        onEvent({ kind: 'ext', code: int, ...where });
        machine.push({ t: 'global', name: `copyreg extension ${int}` });
        break;
      case 'DICT':
      case 'LIST':
      case 'TUPLE':
      case 'FROZENSET':
        machine.popMark();
        machine.push(ANY);
        break;
      case 'APPENDS':
      case 'SETITEMS':
      case 'ADDITEMS':
        machine.popMark();
        break;
      case 'APPEND':
        machine.pop();
        break;
      case 'SETITEM':
        machine.pop();
        machine.pop();
        break;
      case 'TUPLE1':
      case 'TUPLE2':
      case 'TUPLE3': {
        const size = op.name === 'TUPLE1' ? 1 : op.name === 'TUPLE2' ? 2 : 3;
        for (let i = 0; i < size; i++) machine.pop();
        machine.push(ANY);
        break;
      }
      case 'OBJ': {
        const items = machine.popMark();
        const cls = items[0] ?? ANY;
        onEvent({ kind: 'call', global: globalName(cls), ...where });
        machine.push({ t: 'obj', of: globalName(cls) });
        break;
      }
      case 'NEWOBJ':
      case 'NEWOBJ_EX': {
        if (op.name === 'NEWOBJ_EX') machine.pop();
        machine.pop();
        const cls = machine.pop();
        onEvent({ kind: 'call', global: globalName(cls), ...where });
        machine.push({ t: 'obj', of: globalName(cls) });
        break;
      }
      case 'GET':
      case 'BINGET':
      case 'LONG_BINGET': {
        const index = op.name === 'GET' ? Number.parseInt(lines[0] ?? '', 10) : int;
        const value = machine.memo.get(index);
        if (value === undefined)
          onEvent({ kind: 'malformed', detail: `memo ${index} read before it is set`, ...where });
        machine.push(value ?? ANY);
        break;
      }
      case 'PUT':
      case 'BINPUT':
      case 'LONG_BINPUT': {
        const index = op.name === 'PUT' ? Number.parseInt(lines[0] ?? '', 10) : int;
        machine.memo.set(index, machine.top());
        break;
      }
      case 'MEMOIZE':
        machine.memo.set(machine.memo.size, machine.top());
        break;
      case 'FRAME':
      case 'READONLY_BUFFER':
        break;
      default:
        onEvent({ kind: 'malformed', detail: `unhandled opcode ${op.name}`, ...where });
    }
  }
}
