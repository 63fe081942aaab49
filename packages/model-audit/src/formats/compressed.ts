import { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import { bunzip, lz4 } from '../io/decoders';
import { StreamReader } from '../io/stream-reader';
import { RULES } from '../rules';
import { checkRatio } from './archive-checks';
import type { Content, ScanContentFn } from './content';
import type { FormatKind } from './detect';

/** The name of the content inside: `model.pkl.gz` → `model.pkl`, `model.joblib` stays. */
function innerName(name: string): string {
  if (/\.(tgz)$/i.test(name)) return name.replace(/\.tgz$/i, '.tar');
  return name.replace(/\.(gz|bz2|lz4|z|zlib)$/i, '');
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

/**
 * joblib's compressed pickles (zlib, gzip, bz2, lz4) and gzip'd files in general: decompressed as
 * a stream where Node can (zlib, gzip); bz2 and lz4 decoders here need the whole compressed
 * input, bounded by the in-memory limit. lzma / xz have no decoder here: an info finding.
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
  if (kind === 'zlib' || kind === 'gzip') {
    const transform = kind === 'zlib' ? createInflate() : createGunzip();
    const source = Readable.from(reader.remaining());
    source.on('error', (error) => transform.destroy(error));
    inner = source.pipe(transform);
  } else {
    const data = await reader.rest(ctx.limits.maxBufferedMember);
    if (!data)
      return ctx.notScanned(
        'compressed',
        `${kind} content is larger than the in-memory limit; not decompressed.`,
      );
    try {
      const output = kind === 'bzip2' ? bunzip.decode(data) : Buffer.from(lz4.decompress(data));
      inner = Readable.from([output]);
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
