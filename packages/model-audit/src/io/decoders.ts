import { createRequire } from 'node:module';

// The bzip2 and LZ4 decoders ship without type declarations: loaded through `require` and
// typed here with only the calls this package makes.
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

export const lz4 = require('lz4js') as Lz4;
export const bunzip = require('seek-bzip') as Bunzip;
