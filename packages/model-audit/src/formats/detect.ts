import { OPCODES } from '../pickle/opcodes';

/** What a file's bytes are, judged by its magic bytes (and, for protocol 0/1 pickles, its name). */
export type FormatKind =
  | 'zip'
  | 'tar'
  | 'pickle'
  | 'numpy'
  | 'safetensors'
  | 'gguf'
  | 'zlib'
  | 'gzip'
  | 'bzip2'
  | 'lz4'
  | 'xz'
  | 'lzma'
  | 'hdf5'
  | 'onnx'
  | 'savedmodel'
  | 'savedmodel-text'
  | 'keras-metadata'
  | 'tf-graph'
  | 'keras-json'
  | 'executable'
  | 'script'
  | 'unknown';

/** Bytes `detectFormat` needs (a tar header's `ustar` magic sits at 257). */
export const DETECT_BYTES = 512;

const PICKLE_NAMES = /\.(pkl|pickle|pt|pth|bin|ckpt|joblib|dat|data|p)$|(^|\/)data\.pkl$/i;

const startsWith = (head: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return (
    head.length >= at + expected.length && head.subarray(at, at + expected.length).equals(expected)
  );
};

function isSafetensors(head: Buffer): boolean {
  if (head.length < 10) return false;
  const length = head.readBigUInt64LE(0);
  return length > 1n && length < 100_000_000n && head[8] === 0x7b; // '{'
}

/** LZMA-alone has no magic: a valid properties byte and a plausible uncompressed size. */
function isLzmaAlone(head: Buffer): boolean {
  if (head.length < 13 || (head[0] ?? 255) >= 225) return false;
  const unknownSize = head.subarray(5, 13).every((byte) => byte === 0xff);
  return unknownSize || (head[11] === 0 && head[12] === 0);
}

function isZlib(head: Buffer): boolean {
  const [cmf, flg] = [head[0] ?? 0, head[1] ?? 0];
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && (cmf * 256 + flg) % 31 === 0;
}

/** Protocol 0/1 pickles have no header: accept them by name when they start with an opcode. */
function isOldPickle(head: Buffer, name: string): boolean {
  const first = head[0];
  return first !== undefined && OPCODES[first] !== undefined && PICKLE_NAMES.test(name);
}

/**
 * Keras configs: `config.json` (what a `.keras` archive's loader reads, whatever its first
 * bytes) and any JSON whose first bytes name a `class_name` (`model.to_json()` files).
 */
function isKerasJson(head: Buffer, name: string): boolean {
  if (/(^|\/)config\.json$/i.test(name)) return true;
  return /\.json$/i.test(name) && /"class_name"\s*:/.test(head.toString('latin1'));
}

/** PyTorch zips keep raw tensor storage in `<archive>/data/<n>`: never unpickled, never opened. */
const TORCH_STORAGE = /(^|\/)data\/\d+$/;

export function detectFormat(head: Buffer, name: string): FormatKind {
  // Storage bytes can start like anything (a float's bytes read as PROTO 2, gzip's 1f 8b…).
  if (TORCH_STORAGE.test(name)) return 'unknown';
  if (startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06')) return 'zip';
  if (startsWith(head, 'ustar', 257)) return 'tar';
  if (startsWith(head, '\x93NUMPY')) return 'numpy';
  if (startsWith(head, 'GGUF')) return 'gguf';
  if (startsWith(head, '\x89HDF\r\n\x1a\n')) return 'hdf5';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, 'BZh') && (head[3] ?? 0) >= 0x31 && (head[3] ?? 0) <= 0x39) return 'bzip2';
  if (startsWith(head, [0x04, 0x22, 0x4d, 0x18])) return 'lz4';
  if (startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(head, 'MZ')) return 'executable';
  if (
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xce, 0xfa, 0xed, 0xfe],
    ].some((magic) => startsWith(head, magic))
  )
    return 'executable';
  if (startsWith(head, '#!')) return 'script';
  // Before pickle: a safetensors header length can start with 0x80 too.
  if (isSafetensors(head)) return 'safetensors';
  if (head[0] === 0x80 && (head[1] ?? 9) <= 5) return 'pickle';
  if (/\.(joblib|lzma|pkl|pickle)$/i.test(name) && isLzmaAlone(head)) return 'lzma';
  if (/\.(joblib|z|zlib)$/i.test(name) && isZlib(head)) return 'zlib';
  if (/\.onnx$/i.test(name)) return 'onnx';
  if (/(^|\/)saved_model\.pb$/i.test(name)) return 'savedmodel';
  if (/(^|\/)saved_model\.pbtxt$/i.test(name)) return 'savedmodel-text';
  if (/(^|\/)keras_metadata\.pb$/i.test(name)) return 'keras-metadata';
  // Other .pb files may be frozen TensorFlow graphs (a SavedModel's fingerprint.pb is not).
  if (/\.pb$/i.test(name) && !/(^|\/)fingerprint\.pb$/i.test(name)) return 'tf-graph';
  if (isOldPickle(head, name)) return 'pickle';
  if (isKerasJson(head, name)) return 'keras-json';
  if (/\.(sh|bash|bat|cmd|ps1|py|pyc|js|vbs|rb|pl)$/i.test(name)) return 'script';
  if (/\.(exe|dll|so|dylib|jar|msi|com|scr)$/i.test(name)) return 'executable';
  return 'unknown';
}

/** The formats a file with this name may hold; undefined when the name says nothing. */
export function expectedFormats(name: string): FormatKind[] | undefined {
  const lower = name.toLowerCase();
  const rules: [RegExp, FormatKind[]][] = [
    [/\.(tar\.gz|tgz)$/, ['gzip']],
    [/\.(pt|pth|ckpt)$/, ['zip', 'pickle', 'tar']],
    // .bin is generic (raw weights, tokenizers): only say something when it is no archive/pickle.
    [/\.bin$/, ['zip', 'pickle', 'tar', 'unknown']],
    [/\.(pkl|pickle)$/, ['pickle', 'zlib', 'gzip', 'bzip2', 'lz4', 'xz', 'lzma']],
    [/\.joblib$/, ['pickle', 'zlib', 'gzip', 'bzip2', 'lz4', 'xz', 'lzma']],
    [/\.npy$/, ['numpy']],
    [/\.(npz|zip|keras)$/, ['zip']],
    [/\.safetensors$/, ['safetensors']],
    [/\.gguf$/, ['gguf']],
    [/\.tar$/, ['tar']],
    [/\.gz$/, ['gzip']],
    [/\.bz2$/, ['bzip2']],
    [/\.(h5|hdf5)$/, ['hdf5']],
    [/\.onnx$/, ['onnx']],
  ];
  return rules.find(([pattern]) => pattern.test(lower))?.[1];
}
