// Type declarations for the two decoders that ship without them (only the calls used here).

declare module 'lz4js' {
  /** Decompresses a whole LZ4 frame. */
  export function decompress(src: Uint8Array, maxSize?: number): Uint8Array;
  /** Compresses into one LZ4 frame. */
  export function compress(src: Uint8Array): Uint8Array;
  const lz4: { decompress: typeof decompress; compress: typeof compress };
  export default lz4;
}

declare module 'seek-bzip' {
  const Bunzip: {
    /** Decompresses a whole bzip2 stream. */
    decode(input: Buffer, expectedSize?: number, multistream?: boolean): Buffer;
  };
  export default Bunzip;
}
