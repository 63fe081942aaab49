import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StreamReader } from './stream-reader';

export class SpoolLimitError extends Error {}

/**
 * Copies a stream to a temporary file, for readers that need a path and random access (HDF5
 * through h5wasm), calls `use` with the path and deletes the file afterwards. The copy streams:
 * nothing is held in memory. More than `limit` bytes throws `SpoolLimitError`.
 */
export async function withSpooledFile<T>(
  reader: StreamReader,
  name: string,
  limit: number,
  use: (path: string) => Promise<T> | T,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'crucible-model-audit-'));
  try {
    const path = join(dir, name.replace(/[^\w.-]+/g, '_').slice(-100) || 'member');
    let total = 0;
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.length;
        if (total > limit) done(new SpoolLimitError(`more than ${limit} bytes`));
        else done(null, chunk);
      },
    });
    await pipeline(Readable.from(reader.remaining()), limiter, createWriteStream(path));
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
