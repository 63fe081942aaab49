import type { StreamReader } from '../io/stream-reader';
import { joblibArrayLayout, NUMPY_ARRAY_WRAPPER } from './joblib-arrays';
import {
  ANY,
  decodeLong,
  globalName,
  Machine,
  readArg,
  readArgSync,
  unquote,
  type Value,
} from './machine';
import { BYTES_OPCODES, HIGHEST_PROTOCOL, OPCODES, TEXT_OPCODES } from './opcodes';

/**
 * Walks one pickle opcode by opcode and simulates just enough of the unpickler's stack and memo
 * to name every global it imports (including STACK_GLOBAL operands built through the memo) and
 * every call it makes. Nothing is ever unpickled.
 */

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
  // Where the current opcode is; an object is made only when an event needs one.
  let [atPosition, atOffset, atOp] = [position, reader.offset, ''];
  const here = (): Where => ({ position: atPosition, offset: atOffset, op: atOp });
  const machine = new Machine((detail) => onEvent({ kind: 'malformed', detail, ...here() }));

  for (;;) {
    if (reader.available < 1 && !(await reader.need(1)))
      return { outcome: count === 0 ? 'empty' : 'truncated', opcodes: count };
    atPosition = position;
    atOffset = reader.offset;
    const code = reader.byte();
    const op = OPCODES[code];
    atOp = op ? op.name : `0x${code.toString(16).padStart(2, '0')}`;
    if (!op) {
      onEvent({ kind: 'malformed', detail: `byte ${atOp} is not a pickle opcode`, ...here() });
      return { outcome: 'invalid', opcodes: count };
    }
    const arg =
      readArgSync(reader, op, options.maxString) ?? (await readArg(reader, op, options.maxString));
    if (!arg) {
      onEvent({ kind: 'malformed', detail: `${op.name} argument is cut short`, ...here() });
      return { outcome: 'truncated', opcodes: count };
    }
    position++;
    count++;
    const int = arg.kind === 'int' ? arg.value : 0;
    const lines = arg.kind === 'lines' ? arg.values : [];

    if (arg.kind === 'skipped') {
      onEvent({ kind: 'skipped-string', length: arg.length, ...here() });
      machine.push(ANY);
      continue;
    }
    if (arg.kind === 'data' && (TEXT_OPCODES.has(op.name) || BYTES_OPCODES.has(op.name))) {
      const text = TEXT_OPCODES.has(op.name);
      onEvent({ kind: 'string', value: arg.value, text, ...here() });
      machine.push(text ? { t: 'str', v: arg.value.toString('utf8') } : ANY);
      continue;
    }

    switch (op.name) {
      case 'STOP':
        machine.pop();
        return { outcome: 'stop', opcodes: count };
      case 'PROTO':
        if (int > HIGHEST_PROTOCOL)
          onEvent({ kind: 'malformed', detail: `unsupported protocol ${int}`, ...here() });
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
        onEvent({ kind: 'string', value: Buffer.from(value, 'latin1'), text: true, ...here() });
        machine.push({ t: 'str', v: value });
        break;
      }
      case 'BININT':
      case 'BININT1':
      case 'BININT2':
        machine.push({ t: 'int', v: int });
        break;
      case 'INT':
      case 'LONG': {
        const value = Number.parseInt((lines[0] ?? '').replace(/L$/, ''), 10);
        machine.push(Number.isSafeInteger(value) ? { t: 'int', v: value } : ANY);
        break;
      }
      case 'LONG1':
      case 'LONG4':
        machine.push({ t: 'int', v: arg.kind === 'data' ? decodeLong(arg.value) : 0 });
        break;
      case 'NONE':
        machine.push({ t: 'none' });
        break;
      case 'EMPTY_DICT':
        machine.push({ t: 'dict', entries: new Map() });
        break;
      case 'EMPTY_TUPLE':
        machine.push({ t: 'tuple', items: [] });
        break;
      case 'FLOAT':
      case 'BINFLOAT':
      case 'NEWTRUE':
      case 'NEWFALSE':
      case 'PERSID':
      case 'EMPTY_LIST':
      case 'EMPTY_SET':
      case 'NEXT_BUFFER':
        machine.push(ANY);
        break;
      case 'BINPERSID':
        machine.pop();
        machine.push(ANY);
        break;
      case 'REDUCE': {
        const args = machine.pop();
        const callable = machine.pop();
        onEvent({ kind: 'call', global: globalName(callable), ...here() });
        machine.push({ t: 'obj', of: globalName(callable), args });
        break;
      }
      case 'BUILD': {
        const state = machine.pop();
        const target = machine.top();
        // BUILD calls the object's __setstate__ (or updates its __dict__).
        if (target.t === 'obj' && target.of !== undefined)
          onEvent({ kind: 'call', global: target.of, ...here() });
        if (target.t === 'obj' && target.of === NUMPY_ARRAY_WRAPPER) {
          const inline = await stepOverJoblibArray(reader, state, onEvent, options, here());
          position += inline.opcodes;
          count += inline.opcodes;
          if (inline.outcome !== 'stop') return { outcome: inline.outcome, opcodes: count };
        }
        break;
      }
      case 'GLOBAL':
      case 'INST': {
        const name = `${lines[0] ?? ''}.${lines[1] ?? ''}`;
        onEvent({ kind: 'import', module: lines[0] ?? '', name: lines[1] ?? '', ...here() });
        if (op.name === 'INST') {
          machine.popMark();
          onEvent({ kind: 'call', global: name, ...here() });
          machine.push({ t: 'obj', of: name });
        } else machine.push({ t: 'global', name });
        break;
      }
      case 'STACK_GLOBAL': {
        const name = machine.pop();
        const module = machine.pop();
        if (module.t === 'str' && name.t === 'str') {
          const full = `${module.v}.${name.v}`;
          onEvent({ kind: 'import', module: module.v, name: name.v, ...here() });
          machine.push({ t: 'global', name: full });
        } else {
          onEvent({ kind: 'unresolved', detail: 'operands are not strings', ...here() });
          machine.push(ANY);
        }
        break;
      }
      case 'EXT1':
      case 'EXT2':
      case 'EXT4':
        onEvent({ kind: 'ext', code: int, ...here() });
        machine.push({ t: 'global', name: `copyreg extension ${int}` });
        break;
      case 'DICT': {
        const items = machine.popMark();
        machine.push({ t: 'dict', entries: new Map() });
        machine.setItems(items);
        break;
      }
      case 'TUPLE':
        machine.push({ t: 'tuple', items: machine.popMark() });
        break;
      case 'LIST':
      case 'FROZENSET':
        machine.popMark();
        machine.push(ANY);
        break;
      case 'SETITEMS':
        machine.setItems(machine.popMark());
        break;
      case 'APPENDS':
      case 'ADDITEMS':
        machine.popMark();
        break;
      case 'APPEND':
        machine.pop();
        break;
      case 'SETITEM':
        machine.setItems(machine.popMany(2));
        break;
      case 'TUPLE1':
      case 'TUPLE2':
      case 'TUPLE3':
        machine.push({ t: 'tuple', items: machine.popMany(Number(op.name.slice(-1))) });
        break;
      case 'OBJ': {
        const items = machine.popMark();
        const cls = items[0] ?? ANY;
        onEvent({ kind: 'call', global: globalName(cls), ...here() });
        machine.push({ t: 'obj', of: globalName(cls) });
        break;
      }
      case 'NEWOBJ':
      case 'NEWOBJ_EX': {
        if (op.name === 'NEWOBJ_EX') machine.pop();
        machine.pop();
        const cls = machine.pop();
        onEvent({ kind: 'call', global: globalName(cls), ...here() });
        machine.push({ t: 'obj', of: globalName(cls) });
        break;
      }
      case 'GET':
      case 'BINGET':
      case 'LONG_BINGET': {
        const index = op.name === 'GET' ? Number.parseInt(lines[0] ?? '', 10) : int;
        const value = machine.memo.get(index);
        if (value === undefined)
          onEvent({ kind: 'malformed', detail: `memo ${index} read before it is set`, ...here() });
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
        onEvent({ kind: 'malformed', detail: `unhandled opcode ${op.name}`, ...here() });
    }
  }
}

/**
 * After the BUILD of a joblib NumpyArrayWrapper: walks the nested pickle of an object array, or
 * skips the raw bytes of a numeric one (with joblib's alignment padding), so the walk resumes
 * at the next opcode. Outcome 'stop' means "carry on".
 */
async function stepOverJoblibArray(
  reader: StreamReader,
  state: Value,
  onEvent: (event: PickleEvent) => void,
  options: { maxString: number; firstPosition?: number },
  where: Where,
): Promise<WalkResult> {
  const layout = joblibArrayLayout(state);
  switch (layout.kind) {
    case 'pickle': {
      const nested = await walkPickle(reader, onEvent, {
        ...options,
        firstPosition: where.position + 1,
      });
      return {
        outcome: nested.outcome === 'empty' ? 'truncated' : nested.outcome,
        opcodes: nested.opcodes,
      };
    }
    case 'bytes': {
      let length = layout.length;
      if (layout.aligned) {
        const padding = await reader.read(1);
        length += padding?.[0] ?? 0;
      }
      if ((await reader.skip(length)) === length) return { outcome: 'stop', opcodes: 0 };
      onEvent({ kind: 'malformed', detail: 'joblib array data is cut short', ...where });
      return { outcome: 'truncated', opcodes: 0 };
    }
    case 'unknown':
      onEvent({
        kind: 'malformed',
        detail: `joblib array data cannot be sized (${layout.reason})`,
        ...where,
      });
      return { outcome: 'invalid', opcodes: 0 };
  }
}
