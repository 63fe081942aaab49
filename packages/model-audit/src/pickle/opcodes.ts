/**
 * The pickle opcodes of protocols 0–5 (CPython's Lib/pickletools.py), with how their argument
 * is encoded in the stream. The walker never executes them; it only simulates the stack.
 */
export type ArgKind =
  | 'none'
  | 'u1'
  | 'u2'
  | 'i4'
  | 'u4'
  | 'u8'
  | 'f8'
  /** One `\n`-terminated line (protocol 0 text arguments). */
  | 'line'
  /** Two lines: module then name (GLOBAL, INST). */
  | 'line2'
  /** Length-prefixed data: 1, 4 (unsigned), 4 (signed) or 8 bytes of little-endian length. */
  | 'len1'
  | 'len4'
  | 'len4s'
  | 'len8';

export type Opcode = { name: string; arg: ArgKind };

const table: [string, string, ArgKind][] = [
  ['(', 'MARK', 'none'],
  ['.', 'STOP', 'none'],
  ['0', 'POP', 'none'],
  ['1', 'POP_MARK', 'none'],
  ['2', 'DUP', 'none'],
  ['F', 'FLOAT', 'line'],
  ['I', 'INT', 'line'],
  ['J', 'BININT', 'i4'],
  ['K', 'BININT1', 'u1'],
  ['L', 'LONG', 'line'],
  ['M', 'BININT2', 'u2'],
  ['N', 'NONE', 'none'],
  ['P', 'PERSID', 'line'],
  ['Q', 'BINPERSID', 'none'],
  ['R', 'REDUCE', 'none'],
  ['S', 'STRING', 'line'],
  ['T', 'BINSTRING', 'len4s'],
  ['U', 'SHORT_BINSTRING', 'len1'],
  ['V', 'UNICODE', 'line'],
  ['X', 'BINUNICODE', 'len4'],
  ['a', 'APPEND', 'none'],
  ['b', 'BUILD', 'none'],
  ['c', 'GLOBAL', 'line2'],
  ['d', 'DICT', 'none'],
  ['}', 'EMPTY_DICT', 'none'],
  ['e', 'APPENDS', 'none'],
  ['g', 'GET', 'line'],
  ['h', 'BINGET', 'u1'],
  ['i', 'INST', 'line2'],
  ['j', 'LONG_BINGET', 'u4'],
  ['l', 'LIST', 'none'],
  [']', 'EMPTY_LIST', 'none'],
  ['o', 'OBJ', 'none'],
  ['p', 'PUT', 'line'],
  ['q', 'BINPUT', 'u1'],
  ['r', 'LONG_BINPUT', 'u4'],
  ['s', 'SETITEM', 'none'],
  ['t', 'TUPLE', 'none'],
  [')', 'EMPTY_TUPLE', 'none'],
  ['u', 'SETITEMS', 'none'],
  ['G', 'BINFLOAT', 'f8'],
  // Protocol 2
  ['\x80', 'PROTO', 'u1'],
  ['\x81', 'NEWOBJ', 'none'],
  ['\x82', 'EXT1', 'u1'],
  ['\x83', 'EXT2', 'u2'],
  ['\x84', 'EXT4', 'i4'],
  ['\x85', 'TUPLE1', 'none'],
  ['\x86', 'TUPLE2', 'none'],
  ['\x87', 'TUPLE3', 'none'],
  ['\x88', 'NEWTRUE', 'none'],
  ['\x89', 'NEWFALSE', 'none'],
  ['\x8a', 'LONG1', 'len1'],
  ['\x8b', 'LONG4', 'len4s'],
  // Protocol 3
  ['B', 'BINBYTES', 'len4'],
  ['C', 'SHORT_BINBYTES', 'len1'],
  // Protocol 4
  ['\x8c', 'SHORT_BINUNICODE', 'len1'],
  ['\x8d', 'BINUNICODE8', 'len8'],
  ['\x8e', 'BINBYTES8', 'len8'],
  ['\x8f', 'EMPTY_SET', 'none'],
  ['\x90', 'ADDITEMS', 'none'],
  ['\x91', 'FROZENSET', 'none'],
  ['\x92', 'NEWOBJ_EX', 'none'],
  ['\x93', 'STACK_GLOBAL', 'none'],
  ['\x94', 'MEMOIZE', 'none'],
  ['\x95', 'FRAME', 'u8'],
  // Protocol 5
  ['\x96', 'BYTEARRAY8', 'len8'],
  ['\x97', 'NEXT_BUFFER', 'none'],
  ['\x98', 'READONLY_BUFFER', 'none'],
];

/** Opcodes by their byte; `undefined` for a byte that is no opcode. */
export const OPCODES: (Opcode | undefined)[] = new Array<Opcode | undefined>(256);
for (const [code, name, arg] of table) OPCODES[code.charCodeAt(0)] = { name, arg };

export const HIGHEST_PROTOCOL = 5;

/** Opcodes whose argument is text (str) rather than bytes. */
export const TEXT_OPCODES = new Set([
  'STRING',
  'BINSTRING',
  'SHORT_BINSTRING',
  'UNICODE',
  'BINUNICODE',
  'SHORT_BINUNICODE',
  'BINUNICODE8',
]);

export const BYTES_OPCODES = new Set(['BINBYTES', 'SHORT_BINBYTES', 'BINBYTES8', 'BYTEARRAY8']);
