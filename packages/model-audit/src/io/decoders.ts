import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

// The bzip2, LZ4 and XZ decoders ship without usable type declarations for Node: loaded through
// `require` and typed here with only the calls this package makes.
const require = createRequire(import.meta.url);

type Lz4 = {
  /** Decompresses a whole LZ4 frame. */
  decompress(src: Uint8Array, maxSize?: number): Uint8Array;
  /** Compresses into one LZ4 frame (tests build fixtures with it). */
  compress(src: Uint8Array): Uint8Array;
};

type Bunzip = {
  /** Decompresses a whole bzip2 stream. */
  decode(input: Buffer, expectedSize?: number, multistream?: boolean): Buffer;
};

type XzModule = {
  /** Wraps a compressed web stream into a decompressed one (xz-embedded in WebAssembly). */
  XzReadableStream: new (
    compressed: WebReadableStream<Uint8Array>,
  ) => WebReadableStream<Uint8Array>;
};

export const lz4 = require('lz4js') as Lz4;
export const bunzip = require('seek-bzip') as Bunzip;

/** xz-embedded's return codes, as xz-decompress reports them ("… error code N"). */
const XZ_ERRORS: Record<string, string> = {
  '2': 'unsupported integrity check',
  '3': 'out of memory',
  '4': 'dictionary larger than the memory limit',
  '5': 'not an XZ stream',
  '6': 'unsupported XZ options',
  '7': 'the compressed data is damaged',
  '8': 'the compressed data ends early',
};

/** Decompresses an XZ stream as it is read: only xz's own buffers are held. */
export async function* unxz(compressed: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const { XzReadableStream } = require('xz-decompress') as XzModule;
  const source = Readable.toWeb(Readable.from(compressed)) as WebReadableStream<Uint8Array>;
  try {
    for await (const chunk of Readable.fromWeb(new XzReadableStream(source))) yield chunk as Buffer;
  } catch (error) {
    const code = /error code (\d+)/.exec((error as Error).message)?.[1];
    throw new Error(`xz: ${(code && XZ_ERRORS[code]) ?? (error as Error).message}`, {
      cause: error,
    });
  }
}
