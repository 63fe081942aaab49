import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir, runPython } from '../testing/fixtures';
import { decodeLzmaAlone, LzmaError, readLzmaHeader } from './lzma';

const { dir, cleanup } = fixtureDir('lzma');

// Python's lzma module (liblzma) writes the streams: text, random bytes, long repeats, and the
// lc/lp/pb and dictionary variants, each with the SHA-256 of what it compressed.
beforeAll(() =>
  runPython(
    dir,
    `
import hashlib, json, lzma, random
random.seed(7)
text = b"".join(b"line %d of a model card, weights and biases\\n" % (i % 500) for i in range(40000))
noise = bytes(random.getrandbits(8) for _ in range(300000))
repeats = b"ab" * 200000 + b"\\x00" * 100000 + noise[:5000] * 30
cases = {
    "text": (text, None),
    "noise": (noise, None),
    "repeats": (repeats, None),
    "lc0-lp2-pb0": (text + noise[:20000], [{"id": lzma.FILTER_LZMA1, "lc": 0, "lp": 2, "pb": 0, "dict_size": 65536}]),
    "lc4-pb4": (repeats, [{"id": lzma.FILTER_LZMA1, "lc": 4, "lp": 0, "pb": 4, "dict_size": 1 << 16}]),
    "small-dict": (text, [{"id": lzma.FILTER_LZMA1, "dict_size": 4096}]),
    "empty": (b"", None),
}
index = {}
for name, (data, filters) in cases.items():
    packed = lzma.compress(data, format=lzma.FORMAT_ALONE, filters=filters)
    open(name + ".lzma", "wb").write(packed)
    index[name] = hashlib.sha256(data).hexdigest()
json.dump(index, open("index.json", "w"))
`,
  ),
);
afterAll(cleanup);

const read = (name: string) => readFileSync(join(dir, name));

function decode(data: Buffer, chunkSize?: number): Buffer[] {
  return [...decodeLzmaAlone(data, { maxDictionary: 64 << 20, chunkSize })];
}

describe('LZMA-alone decoder', () => {
  it.each(['text', 'noise', 'repeats', 'lc0-lp2-pb0', 'lc4-pb4', 'small-dict', 'empty'])(
    'decodes the %s stream liblzma wrote',
    (name) => {
      const expected = (JSON.parse(read('index.json').toString()) as Record<string, string>)[name];
      const output = Buffer.concat(decode(read(`${name}.lzma`)));
      expect(createHash('sha256').update(output).digest('hex')).toBe(expected);
    },
  );

  it('yields bounded chunks', () => {
    const chunks = decode(read('text.lzma'), 4096);
    expect(chunks.length).toBeGreaterThan(100);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(4096 + 274);
  });

  it('reads the header: properties, dictionary, unknown size', () => {
    expect(readLzmaHeader(read('text.lzma'))).toEqual({
      lc: 3,
      lp: 0,
      pb: 2,
      dictionarySize: 8 << 20,
      uncompressedSize: undefined,
    });
  });

  it('rejects a dictionary over the limit and damaged data', () => {
    const data = read('text.lzma');
    expect(() => [...decodeLzmaAlone(data, { maxDictionary: 1 << 20 })]).toThrow(
      'the dictionary of 8388608 bytes exceeds the 1048576-byte limit',
    );
    expect(() => decode(data.subarray(0, 200))).toThrow(LzmaError);
    const flipped = Buffer.from(data);
    flipped[13] = 1;
    expect(() => decode(flipped)).toThrow('the stream does not start with a zero byte');
  });
});
