/**
 * A decoder for the LZMA-alone format (`.lzma`, what joblib writes for `compress='lzma'`):
 * a 13-byte header (properties, dictionary size, uncompressed size) and one LZMA1 stream.
 * Follows the LZMA specification's reference decoder (LzmaSpec). The compressed input is in
 * memory (bounded by the caller); the output comes out in chunks, so only the dictionary window
 * is held, never the whole result.
 */

export class LzmaError extends Error {}

const TOP = 2 ** 24;
const PROB_INIT = 1024;
const MOVE_BITS = 5;
const MATCH_MIN_LEN = 2;
const LEN_TO_POS_STATES = 4;
const END_POS_MODEL_INDEX = 14;
const ALIGN_BITS = 4;

export type LzmaHeader = {
  lc: number;
  lp: number;
  pb: number;
  dictionarySize: number;
  /** Undefined when the header says "unknown" (the stream then ends with an end marker). */
  uncompressedSize?: number;
};

export function readLzmaHeader(data: Uint8Array): LzmaHeader {
  if (data.length < 13) throw new LzmaError('the header is cut short');
  let props = data[0] ?? 0;
  if (props >= 9 * 5 * 5) throw new LzmaError(`invalid properties byte ${props}`);
  const lc = props % 9;
  props = Math.floor(props / 9);
  const lp = props % 5;
  const pb = Math.floor(props / 5);
  const view = new DataView(data.buffer, data.byteOffset, 13);
  const dictionarySize = view.getUint32(1, true);
  const low = view.getUint32(5, true);
  const high = view.getUint32(9, true);
  const unknown = low === 0xffffffff && high === 0xffffffff;
  return {
    lc,
    lp,
    pb,
    dictionarySize,
    uncompressedSize: unknown ? undefined : high * 2 ** 32 + low,
  };
}

class RangeDecoder {
  private range = 0xffffffff;
  private code = 0;
  private position: number;

  constructor(
    private readonly input: Uint8Array,
    start: number,
  ) {
    if (input[start] !== 0) throw new LzmaError('the stream does not start with a zero byte');
    this.position = start + 1;
    for (let i = 0; i < 4; i++) this.code = (this.code * 256 + this.next()) >>> 0;
    if (this.code === this.range) throw new LzmaError('corrupted range coder state');
  }

  private next(): number {
    const value = this.input[this.position++];
    if (value === undefined) throw new LzmaError('the compressed data ends early');
    return value;
  }

  get finishedOk(): boolean {
    return this.code === 0;
  }

  private normalize(): void {
    if (this.range < TOP) {
      this.range = (this.range * 256) >>> 0;
      this.code = ((this.code * 256) >>> 0) + this.next();
      this.code >>>= 0;
    }
  }

  bit(probs: Uint16Array, index: number): number {
    const prob = probs[index] ?? PROB_INIT;
    const bound = (this.range >>> 11) * prob;
    let bit: number;
    if (this.code < bound) {
      probs[index] = prob + ((2048 - prob) >>> MOVE_BITS);
      this.range = bound;
      bit = 0;
    } else {
      probs[index] = prob - (prob >>> MOVE_BITS);
      this.code = (this.code - bound) >>> 0;
      this.range = (this.range - bound) >>> 0;
      bit = 1;
    }
    this.normalize();
    return bit;
  }

  direct(count: number): number {
    let result = 0;
    for (let i = 0; i < count; i++) {
      this.range >>>= 1;
      let bit = 0;
      if (this.code >= this.range) {
        this.code = (this.code - this.range) >>> 0;
        bit = 1;
      }
      result = ((result << 1) | bit) >>> 0;
      this.normalize();
    }
    return result;
  }

  tree(probs: Uint16Array, base: number, bits: number): number {
    let m = 1;
    for (let i = 0; i < bits; i++) m = (m << 1) + this.bit(probs, base + m);
    return m - (1 << bits);
  }

  reverseTree(probs: Uint16Array, base: number, bits: number): number {
    let m = 1;
    let symbol = 0;
    for (let i = 0; i < bits; i++) {
      const bit = this.bit(probs, base + m);
      m = (m << 1) + bit;
      symbol |= bit << i;
    }
    return symbol;
  }
}

/** Length decoder: choice bits, then 8 low, 8 middle or 256 high lengths. */
class LengthDecoder {
  private readonly choice = new Uint16Array(2).fill(PROB_INIT);
  private readonly low: Uint16Array;
  private readonly mid: Uint16Array;
  private readonly high = new Uint16Array(256).fill(PROB_INIT);

  constructor(posStates: number) {
    this.low = new Uint16Array(posStates << 3).fill(PROB_INIT);
    this.mid = new Uint16Array(posStates << 3).fill(PROB_INIT);
  }

  decode(rc: RangeDecoder, posState: number): number {
    if (rc.bit(this.choice, 0) === 0) return rc.tree(this.low, posState << 3, 3);
    if (rc.bit(this.choice, 1) === 0) return 8 + rc.tree(this.mid, posState << 3, 3);
    return 16 + rc.tree(this.high, 0, 8);
  }
}

/** Longest match LZMA encodes (2 + 16 + 255): a chunk never overflows by more than this. */
const MAX_MATCH = 273;

/** The sliding window (the last `size` bytes written) and the output chunk being filled. */
class Window {
  private readonly buffer: Uint8Array;
  private position = 0;
  private full = false;
  total = 0;
  private readonly out: Uint8Array;
  outLength = 0;

  constructor(
    readonly size: number,
    chunkSize: number,
  ) {
    this.buffer = new Uint8Array(size);
    this.out = new Uint8Array(chunkSize + MAX_MATCH);
  }

  put(byte: number): void {
    this.buffer[this.position++] = byte;
    if (this.position === this.size) {
      this.position = 0;
      this.full = true;
    }
    this.total++;
    this.out[this.outLength++] = byte;
  }

  /** The byte `distance` back (1 = the last one written). */
  get(distance: number): number {
    const index = this.position - distance;
    return this.buffer[index < 0 ? index + this.size : index] ?? 0;
  }

  canReach(distance: number): boolean {
    return distance <= (this.full ? this.size : this.position);
  }

  get isEmpty(): boolean {
    return this.total === 0;
  }

  takeChunk(): Buffer {
    const chunk = Buffer.from(this.out.subarray(0, this.outLength));
    this.outLength = 0;
    return chunk;
  }
}

export type LzmaOptions = {
  /** Largest dictionary the decoder allocates (a header can ask for 4 GB). */
  maxDictionary: number;
  /** Output chunk size. */
  chunkSize?: number;
};

/**
 * Decodes an LZMA-alone stream, yielding the output in chunks. The header and the dictionary
 * size are checked at once; damaged data throws `LzmaError` while iterating.
 */
export function decodeLzmaAlone(data: Uint8Array, options: LzmaOptions): Generator<Buffer> {
  const header = readLzmaHeader(data);
  const known = header.uncompressedSize;
  let dictionary = Math.max(header.dictionarySize, 4096);
  if (known !== undefined) dictionary = Math.max(Math.min(dictionary, known), 1);
  if (dictionary > options.maxDictionary)
    throw new LzmaError(
      `the dictionary of ${header.dictionarySize} bytes exceeds the ${options.maxDictionary}-byte limit`,
    );
  return decodeStream(data, header, dictionary, options.chunkSize ?? 1 << 20);
}

function* decodeStream(
  data: Uint8Array,
  header: LzmaHeader,
  dictionary: number,
  chunkSize: number,
): Generator<Buffer> {
  const { lc, lp, pb } = header;
  const known = header.uncompressedSize;
  const window = new Window(dictionary, chunkSize);
  const rc = new RangeDecoder(data, 13);

  const literal = new Uint16Array(0x300 << (lc + lp)).fill(PROB_INIT);
  const posSlot = new Uint16Array(LEN_TO_POS_STATES << 6).fill(PROB_INIT);
  const posDecoders = new Uint16Array(1 + 114).fill(PROB_INIT);
  const align = new Uint16Array(1 << ALIGN_BITS).fill(PROB_INIT);
  const isMatch = new Uint16Array(12 << 4).fill(PROB_INIT);
  const isRep = new Uint16Array(12).fill(PROB_INIT);
  const isRepG0 = new Uint16Array(12).fill(PROB_INIT);
  const isRepG1 = new Uint16Array(12).fill(PROB_INIT);
  const isRepG2 = new Uint16Array(12).fill(PROB_INIT);
  const isRep0Long = new Uint16Array(12 << 4).fill(PROB_INIT);
  const lengths = new LengthDecoder(1 << pb);
  const repLengths = new LengthDecoder(1 << pb);

  const decodeLiteral = (state: number, rep0: number) => {
    const prev = window.isEmpty ? 0 : window.get(1);
    const litState = ((window.total & ((1 << lp) - 1)) << lc) + (prev >>> (8 - lc));
    const base = 0x300 * litState;
    let symbol = 1;
    if (state >= 7) {
      let matchByte = window.get(rep0 + 1);
      do {
        const matchBit = (matchByte >>> 7) & 1;
        matchByte <<= 1;
        const bit = rc.bit(literal, base + ((1 + matchBit) << 8) + symbol);
        symbol = (symbol << 1) | bit;
        if (matchBit !== bit) break;
      } while (symbol < 0x100);
    }
    while (symbol < 0x100) symbol = (symbol << 1) | rc.bit(literal, base + symbol);
    window.put(symbol - 0x100);
  };

  const decodeDistance = (length: number) => {
    const lenState = Math.min(length, LEN_TO_POS_STATES - 1);
    const slot = rc.tree(posSlot, lenState << 6, 6);
    if (slot < 4) return slot;
    const directBits = (slot >>> 1) - 1;
    let distance = ((2 | (slot & 1)) << directBits) >>> 0;
    if (slot < END_POS_MODEL_INDEX)
      return distance + rc.reverseTree(posDecoders, distance - slot, directBits);
    distance = (distance + rc.direct(directBits - ALIGN_BITS) * 16) >>> 0;
    return (distance + rc.reverseTree(align, 0, ALIGN_BITS)) >>> 0;
  };

  let state = 0;
  let [rep0, rep1, rep2, rep3] = [0, 0, 0, 0];
  for (;;) {
    if (window.outLength >= chunkSize) yield window.takeChunk();
    if (known !== undefined && window.total >= known) break;
    const posState = window.total & ((1 << pb) - 1);
    if (rc.bit(isMatch, (state << 4) + posState) === 0) {
      decodeLiteral(state, rep0);
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let length: number;
    if (rc.bit(isRep, state) !== 0) {
      if (window.isEmpty) throw new LzmaError('a repeated match before any data');
      if (rc.bit(isRepG0, state) === 0) {
        if (rc.bit(isRep0Long, (state << 4) + posState) === 0) {
          state = state < 7 ? 9 : 11;
          window.put(window.get(rep0 + 1));
          continue;
        }
      } else {
        let distance: number;
        if (rc.bit(isRepG1, state) === 0) distance = rep1;
        else {
          if (rc.bit(isRepG2, state) === 0) distance = rep2;
          else {
            distance = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = distance;
      }
      length = repLengths.decode(rc, posState);
      state = state < 7 ? 8 : 11;
    } else {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      length = lengths.decode(rc, posState);
      state = state < 7 ? 7 : 10;
      rep0 = decodeDistance(length);
      if (rep0 === 0xffffffff) {
        if (!rc.finishedOk) throw new LzmaError('the end marker is followed by damaged data');
        break;
      }
      if (rep0 >= dictionary || !window.canReach(rep0 + 1))
        throw new LzmaError(`a match reaches ${rep0 + 1} bytes back, before the data`);
    }
    length += MATCH_MIN_LEN;
    if (known !== undefined) length = Math.min(length, known - window.total);
    for (let i = 0; i < length; i++) window.put(window.get(rep0 + 1));
  }
  if (window.outLength > 0) yield window.takeChunk();
}
