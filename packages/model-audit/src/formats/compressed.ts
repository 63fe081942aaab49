import { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import { bunzip, lz4, unxz } from '../io/decoders';
import { decodeLzmaAlone } from '../io/lzma';
import { StreamReader } from '../io/stream-reader';
import { RULES } from '../rules';
import { checkRatio } from './archive-checks';
import type { Content, ScanContentFn } from './content';
import type { FormatKind } from './detect';

/** The name of the content inside: `model.pkl.gz` → `model.pkl`, `model.joblib` stays. */
function innerName(name: string): string {
  if (/\.(tgz)$/i.test(name)) return name.replace(/\.tgz$/i, '.tar');
  if (/\.(txz)$/i.test(name)) return name.replace(/\.txz$/i, '.tar');
  return name.replace(/\.(gz|bz2|lz4|z|zlib|xz|lzma)$/i, '');
}

/** Counts decompressed bytes and stops a stream that grows like a bomb. */
async function* bounded(
  content: Content,
  source: AsyncIterable<Buffer>,
  compressedSize: () => number,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (checkRatio(content.ctx, 'compressed', content.name, compressedSize(), total)) return;
    yield chunk;
  }
}

/** Decompresses as a stream where a streaming decoder exists (zlib, gzip, xz). */
function streamed(content: Content, kind: FormatKind): AsyncIterable<Buffer> {
  const { reader } = content;
  if (kind === 'xz') return unxz(reader.remaining());
  const transform = kind === 'zlib' ? createInflate() : createGunzip();
  const source = Readable.from(reader.remaining());
  source.on('error', (error) => transform.destroy(error));
  return source.pipe(transform);
}

/**
 * The decoders that need the whole compressed input (bz2, lz4, LZMA-alone): it is read into
 * memory, bounded by the in-memory limit; LZMA's output still comes out in chunks.
 */
function buffered(kind: FormatKind, data: Buffer, maxDictionary: number): AsyncIterable<Buffer> {
  // The LZMA header and dictionary size are checked here, so a bad one is "cannot be decompressed".
  if (kind === 'lzma') return Readable.from(decodeLzmaAlone(data, { maxDictionary }));
  const output = kind === 'bzip2' ? bunzip.decode(data) : Buffer.from(lz4.decompress(data));
  return Readable.from([output]);
}

/**
 * joblib's compressed pickles (zlib, gzip, bz2, lz4, xz, and LZMA-alone for `.lzma`) and
 * compressed files in general: the decompressed stream is scanned like a file of its own.
 * Data that does not decompress is a finding, never a silent pass.
 */
export async function scanCompressed(
  content: Content,
  kind: FormatKind,
  scanContent: ScanContentFn,
): Promise<void> {
  const { ctx, reader } = content;
  const name = innerName(content.name);
  const child = ctx.child(name);
  const started = reader.offset;
  let inner: AsyncIterable<Buffer>;
  if (kind === 'zlib' || kind === 'gzip' || kind === 'xz') inner = streamed(content, kind);
  else {
    const data = await reader.rest(ctx.limits.maxBufferedMember);
    if (!data)
      return ctx.report('compressed', {
        rule: RULES.notScanned,
        severity: 'medium',
        message: `${kind} content is larger than the in-memory limit (${ctx.limits.maxBufferedMember} bytes); not decompressed.`,
      });
    try {
      inner = buffered(kind, data, ctx.limits.maxLzmaDictionary);
    } catch (error) {
      return ctx.report('compressed', {
        rule: RULES.notScanned,
        severity: 'medium',
        message: `The ${kind} data cannot be decompressed: ${(error as Error).message}`,
      });
    }
  }
  try {
    const stream = bounded(content, inner, () => reader.offset - started);
    await scanContent({ ctx: child, name, reader: new StreamReader(stream) });
  } catch (error) {
    ctx.report('compressed', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The ${kind} data is damaged: ${(error as Error).message}`,
    });
  }
}
