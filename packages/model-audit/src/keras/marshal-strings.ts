import { DEFAULT_POLICY } from '../pickle/policy';

/**
 * Reads the strings out of a marshalled Python code object (what Keras stores for a Lambda
 * layer: `marshal.dumps(fn.__code__)`, base64-encoded) without running it: the names the code
 * uses (`co_names`: `os`, `system`, `__import__`…) and its string constants. The code object's
 * layout changed across Python versions; each known layout is tried in turn.
 */

class MarshalError extends Error {}

/** Fields of a code object after its leading integers: 'o' = an object, 'i' = a 32-bit int. */
const CODE_LAYOUTS: { ints: number; fields: string }[] = [
  { ints: 5, fields: 'oooooooo' + 'i' + 'oo' }, // 3.11+: …, qualname, firstlineno, linetable, exceptiontable
  { ints: 6, fields: 'oooooooo' + 'i' + 'o' }, // 3.8–3.10: posonlyargcount added
  { ints: 5, fields: 'oooooooo' + 'i' + 'o' }, // 3.0–3.7
];

const MAX_DEPTH = 64;
const MAX_OBJECTS = 100_000;

/** Returned for marshal's NULL, which ends a dict. */
const NULL = Symbol('null');
type Value = string | null | typeof NULL;

class Reader {
  private position = 0;
  private objects = 0;
  readonly refs: (string | null)[] = [];
  readonly strings: string[] = [];

  constructor(private readonly data: Buffer) {}

  get atEnd(): boolean {
    return this.position >= this.data.length;
  }

  private byte(): number {
    const value = this.data[this.position++];
    if (value === undefined) throw new MarshalError('cut short');
    return value;
  }

  private int(): number {
    if (this.position + 4 > this.data.length) throw new MarshalError('cut short');
    const value = this.data.readInt32LE(this.position);
    this.position += 4;
    return value;
  }

  private skip(count: number): void {
    if (count < 0 || this.position + count > this.data.length) throw new MarshalError('cut short');
    this.position += count;
  }

  private text(length: number, encoding: 'utf8' | 'latin1'): string {
    const start = this.position;
    this.skip(length);
    const value = this.data.toString(encoding, start, start + length);
    this.strings.push(value);
    return value;
  }

  object(depth = 0): Value {
    if (depth > MAX_DEPTH || ++this.objects > MAX_OBJECTS) throw new MarshalError('too deep');
    const code = this.byte();
    const type = String.fromCharCode(code & 0x7f);
    const refIndex = code & 0x80 ? this.refs.push(null) - 1 : -1;
    const value = this.value(type, depth);
    if (refIndex >= 0 && typeof value === 'string') this.refs[refIndex] = value;
    return value;
  }

  private items(count: number, depth: number): void {
    if (count < 0) throw new MarshalError('negative size');
    for (let i = 0; i < count; i++) this.object(depth + 1);
  }

  private value(type: string, depth: number): Value {
    switch (type) {
      case '0':
        return NULL;
      case 'N':
      case 'F':
      case 'T':
      case 'S':
      case '.':
        return null;
      case 'i':
        return (this.skip(4), null);
      case 'I':
      case 'g':
        return (this.skip(8), null);
      case 'y':
        return (this.skip(16), null);
      case 'l':
        return (this.skip(Math.abs(this.int()) * 2), null);
      case 'f':
        return (this.skip(this.byte()), null);
      case 'x':
        this.skip(this.byte());
        return (this.skip(this.byte()), null);
      case 's':
        return (this.skip(this.int()), null);
      case 't':
      case 'u':
        return this.text(this.int(), 'utf8');
      case 'a':
      case 'A':
        return this.text(this.int(), 'latin1');
      case 'z':
      case 'Z':
        return this.text(this.byte(), 'latin1');
      case '(':
      case '[':
      case '<':
      case '>':
        return (this.items(this.int(), depth), null);
      case ')':
        return (this.items(this.byte(), depth), null);
      case '{':
        while (this.object(depth + 1) !== NULL) this.object(depth + 1);
        return null;
      case 'r':
        return this.refs[this.int()] ?? null;
      case 'c':
        return (this.codeObject(depth), null);
      default:
        throw new MarshalError(`unknown type ${JSON.stringify(type)}`);
    }
  }

  /** Tries each layout; a wrong guess is rolled back (position, refs and strings). */
  private codeObject(depth: number): void {
    const start = this.position;
    const [refs, strings] = [this.refs.length, this.strings.length];
    for (const layout of CODE_LAYOUTS) {
      try {
        this.skip(4 * layout.ints);
        // The first field is the bytecode, always a bytes object.
        if (((this.data[this.position] ?? 0) & 0x7f) !== 0x73)
          throw new MarshalError('no bytecode');
        for (const field of layout.fields) {
          if (field === 'i') this.skip(4);
          else this.object(depth + 1);
        }
        return;
      } catch (error) {
        if (!(error instanceof MarshalError)) throw error;
        this.position = start;
        this.refs.length = refs;
        this.strings.length = strings;
      }
    }
    throw new MarshalError('unknown code object layout');
  }
}

/** Printable runs of 3+ characters, when the structure cannot be read (an unknown version). */
function printableRuns(data: Buffer): string[] {
  return [...data.toString('latin1').matchAll(/[\x20-\x7e]{3,}/g)].map((match) => match[0]);
}

export type MarshalledCode = {
  /** Every string in the code object, once each, in order of appearance. */
  strings: string[];
  /** False when the structure could not be read and `strings` are printable runs instead. */
  parsed: boolean;
};

export function marshalStrings(data: Buffer): MarshalledCode {
  const reader = new Reader(data);
  try {
    reader.object();
    return { strings: [...new Set(reader.strings)], parsed: true };
  } catch (error) {
    if (!(error instanceof MarshalError)) throw error;
    return { strings: [...new Set(printableRuns(data))], parsed: false };
  }
}

const BUILTINS = new Set(DEFAULT_POLICY.dangerous.builtins ?? []);

/** Names among the strings that reach code execution: dangerous modules, builtins, attributes. */
export function dangerousNames(strings: string[]): string[] {
  return strings.filter(
    (name) =>
      DEFAULT_POLICY.dangerous[name] !== undefined ||
      DEFAULT_POLICY.dangerousNames.includes(name) ||
      BUILTINS.has(name),
  );
}
