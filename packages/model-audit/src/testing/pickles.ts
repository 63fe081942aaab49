import { DEFAULT_POLICY } from '../pickle/policy';
import { pk } from './fixtures';

/**
 * Pickles written opcode by opcode: one call of any global, and the evasions a scanner must see
 * through (names built through the memo, STACK_GLOBAL, INST / OBJ / NEWOBJ, pickles nested in
 * bytes or base64, a second pickle after a harmless one). Python's pickler writes none of these
 * shapes on its own.
 */

/** `module.name('echo owned')` with GLOBAL and REDUCE, protocol 2. */
export function pickleCalling(module: string, name: string, argument = 'echo owned'): Buffer {
  return Buffer.concat([
    pk.proto(2),
    pk.global(module, name),
    pk.binUnicode(argument),
    pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
  ]);
}

/** A harmless pickle: `{"coef": [1, 2]}` as protocol 4. */
export const BENIGN_PICKLE = Buffer.concat([
  pk.proto(4),
  pk.op(pk.EMPTY_DICT),
  pk.shortUnicode('coef'),
  Buffer.from([0x5d, 0x28, 0x4b, 1, 0x4b, 2, 0x65]), // EMPTY_LIST, MARK, BININT1 1, BININT1 2, APPENDS
  pk.op('s', pk.STOP),
]);

/** One dangerous callable per module (or builtin) of the policy, `*` modules as `module.system`. */
export function dangerousCallables(): [string, string][] {
  const calls: [string, string][] = [];
  for (const [module, names] of Object.entries(DEFAULT_POLICY.dangerous)) {
    if (names.includes('*')) calls.push([module, 'system']);
    else for (const name of names) calls.push([module, name]);
  }
  return calls;
}

const shortBytes = (data: Buffer) => Buffer.concat([Buffer.from([0x43, data.length]), data]);

/** Each evasion of `os.system('echo owned')`, by name. */
export const EVASIONS: Record<string, () => Buffer> = {
  'stack-global': () =>
    Buffer.concat([
      pk.proto(4),
      pk.shortUnicode('os'),
      pk.shortUnicode('system'),
      pk.op(pk.STACK_GLOBAL),
      pk.shortUnicode('echo owned'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    ]),
  'memo-built-names': () =>
    Buffer.concat([
      pk.proto(4),
      pk.shortUnicode('os'),
      pk.binput(0),
      pk.shortUnicode('system'),
      pk.binput(1),
      pk.op(pk.POP, pk.POP),
      pk.binget(0),
      pk.binget(1),
      pk.op(pk.STACK_GLOBAL),
      pk.shortUnicode('echo owned'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    ]),
  'memoize-stack-global': () =>
    Buffer.concat([
      pk.proto(4),
      pk.shortUnicode('posix'),
      pk.op(pk.MEMOIZE),
      pk.shortUnicode('system'),
      pk.op(pk.MEMOIZE, pk.STACK_GLOBAL, pk.MEMOIZE),
      pk.shortUnicode('echo owned'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    ]),
  inst: () =>
    Buffer.concat([
      pk.op(pk.MARK),
      pk.binUnicode('echo owned'),
      pk.inst('os', 'system'),
      pk.op(pk.STOP),
    ]),
  obj: () =>
    Buffer.concat([
      pk.op(pk.MARK),
      pk.global('subprocess', 'Popen'),
      pk.binUnicode('id'),
      pk.op(pk.OBJ, pk.STOP),
    ]),
  newobj: () =>
    Buffer.concat([
      pk.proto(2),
      pk.global('subprocess', 'Popen'),
      pk.binUnicode('id'),
      pk.op(pk.TUPLE1, pk.NEWOBJ, pk.STOP),
    ]),
  'protocol-0-text': () => Buffer.from("cos\nsystem\n(S'echo owned'\ntR.", 'latin1'),
  'nested-in-bytes': () =>
    Buffer.concat([pk.proto(4), shortBytes(pickleCalling('os', 'system')), pk.op(pk.STOP)]),
  'nested-in-base64': () =>
    Buffer.concat([
      pk.proto(4),
      pk.binUnicode(pickleCalling('os', 'system').toString('base64')),
      pk.op(pk.STOP),
    ]),
  'second-pickle': () => Buffer.concat([BENIGN_PICKLE, pickleCalling('os', 'system')]),
  'dotted-name': () =>
    Buffer.concat([
      pk.proto(4),
      pk.shortUnicode('posixpath'),
      pk.shortUnicode('os.system'),
      pk.op(pk.STACK_GLOBAL),
      pk.shortUnicode('echo owned'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    ]),
  'getattr-chain': () =>
    Buffer.concat([
      pk.proto(2),
      pk.global('builtins', 'getattr'),
      pk.global('builtins', '__import__'),
      pk.binUnicode('os'),
      pk.op(pk.TUPLE1, pk.REDUCE),
      pk.binUnicode('system'),
      pk.op('\x86', pk.REDUCE),
      pk.binUnicode('echo owned'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    ]),
};
