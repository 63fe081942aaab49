/**
 * Sequential reads over a stream of chunks, keeping only a bounded window in memory: scanners
 * ask for a few bytes at a time (`need`, `take`) or skip large runs (`skip`) without buffering.
 */
export class StreamReader {
  private buffer: Buffer = Buffer.alloc(0);
  private position = 0;
  /** Absolute offset of `buffer[0]` in the stream. */
  private base = 0;
  private ended = false;
  private readonly iterator: AsyncIterator<Buffer | Uint8Array | string>;

  constructor(source: AsyncIterable<Buffer | Uint8Array | string>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  static fromBuffer(data: Buffer): StreamReader {
    return new StreamReader(
      (async function* () {
        yield data;
      })(),
    );
  }

  /** Absolute offset of the next unread byte. */
  get offset(): number {
    return this.base + this.position;
  }

  get available(): number {
    return this.buffer.length - this.position;
  }

  private async pull(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    // Drop what was read already so the window stays bounded by what callers ask for.
    const rest = this.buffer.subarray(this.position);
    this.base += this.position;
    this.position = 0;
    this.buffer = rest.length === 0 ? Buffer.from(chunk) : Buffer.concat([rest, chunk]);
    return true;
  }

  /** Makes `count` bytes available; false at the end of the stream (fewer remain). */
  async need(count: number): Promise<boolean> {
    while (this.available < count) {
      if (!(await this.pull())) return false;
    }
    return true;
  }

  /** Up to `count` next bytes, without consuming them. */
  async peek(count: number): Promise<Buffer> {
    await this.need(count);
    return this.buffer.subarray(this.position, this.position + count);
  }

  /** The next `count` buffered bytes without consuming them (callers check `available`). */
  peekBuffered(count: number): Buffer {
    return this.buffer.subarray(this.position, this.position + count);
  }

  /** The next byte, already made available by `need`. */
  byte(): number {
    const value = this.buffer[this.position];
    if (value === undefined) throw new RangeError('read past the available bytes');
    this.position += 1;
    return value;
  }

  /**
   * A little-endian integer of `width` bytes (1, 2, 4 or 8; `signed` for 4), already made
   * available by `need`: read in place, without the view `take` would allocate.
   */
  int(width: 1 | 2 | 4 | 8, signed = false): number {
    if (this.available < width) throw new RangeError('read past the available bytes');
    const at = this.position;
    this.position += width;
    if (width === 1) return this.buffer[at] ?? 0;
    if (width === 2) return this.buffer.readUInt16LE(at);
    if (width === 4) return signed ? this.buffer.readInt32LE(at) : this.buffer.readUInt32LE(at);
    return Number(this.buffer.readBigUInt64LE(at));
  }

  /** Moves past `count` bytes already made available by `need`. */
  advance(count: number): void {
    if (this.available < count) throw new RangeError('read past the available bytes');
    this.position += count;
  }

  /** The next `count` bytes, already made available by `need` (a view, copy to keep). */
  take(count: number): Buffer {
    if (this.available < count) throw new RangeError('read past the available bytes');
    const slice = this.buffer.subarray(this.position, this.position + count);
    this.position += count;
    return slice;
  }

  /** Reads `count` bytes; null when the stream ends first. */
  async read(count: number): Promise<Buffer | null> {
    return (await this.need(count)) ? this.take(count) : null;
  }

  /** Skips `count` bytes without keeping them; answers how many were skipped. */
  async skip(count: number): Promise<number> {
    let left = count;
    while (left > 0) {
      if (this.available === 0 && !(await this.pull())) break;
      const step = Math.min(left, this.available);
      this.position += step;
      left -= step;
    }
    return count - left;
  }

  /** Reads and drops everything left (so an archive stream moves on to its next member). */
  async drain(): Promise<void> {
    this.position = this.buffer.length;
    while (await this.pull()) this.position = this.buffer.length;
  }

  /** Offset of the `nth` (1-based) `\n` in the available bytes, relative to the read position; -1 when not buffered. */
  newlineAt(nth: number): number {
    let index = this.position - 1;
    for (let i = 0; i < nth; i++) {
      index = this.buffer.indexOf(0x0a, index + 1);
      if (index < 0) return -1;
    }
    return index - this.position;
  }

  /** A line ending in `\n` (without it), at most `max` bytes; null at the end or when longer. */
  async line(max: number): Promise<Buffer | null> {
    let searchFrom = 0;
    for (;;) {
      const index = this.buffer.indexOf(0x0a, this.position + searchFrom);
      if (index >= 0) {
        const line = this.buffer.subarray(this.position, index);
        this.position = index + 1;
        return line;
      }
      searchFrom = this.available;
      if (searchFrom > max || !(await this.pull())) return null;
    }
  }

  /** True when no byte is left. */
  async atEnd(): Promise<boolean> {
    return !(await this.need(1));
  }

  /** Reads everything left, up to `max` bytes; null when there is more than that. */
  async rest(max: number): Promise<Buffer | null> {
    while (!this.ended) {
      if (this.available > max) return null;
      await this.pull();
    }
    if (this.available > max) return null;
    return this.take(this.available);
  }

  /** The remaining bytes as a stream (for handing the rest to another scanner or parser). */
  async *remaining(): AsyncGenerator<Buffer> {
    if (this.available > 0) yield this.take(this.available);
    for (;;) {
      if (!(await this.pull())) return;
      yield this.take(this.available);
    }
  }
}
