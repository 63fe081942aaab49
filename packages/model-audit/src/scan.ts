import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DEFAULT_LIMITS, ScanContext, type ScanLimits } from './context';
import { scanContent } from './formats/registry';
import { StreamReader } from './io/stream-reader';
import { summarize } from './summary';
import type { Finding, ScanError, ScanReport } from './types';

export type ScanOptions = { limits?: Partial<ScanLimits> };

/** Files under the given paths (folders recursively, in name order); errors for missing paths. */
async function listFiles(paths: string[], errors: ScanError[]): Promise<string[]> {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = async (path: string): Promise<void> => {
    let info;
    try {
      info = await stat(path);
      // A symlinked folder can point back up the tree: visit every real folder once.
      const real = await realpath(path);
      if (info.isDirectory() && seen.has(real)) return;
      seen.add(real);
    } catch (error) {
      errors.push({ file: path, message: `Cannot read ${path}: ${(error as Error).message}` });
      return;
    }
    if (info.isDirectory()) {
      const entries = (await readdir(path)).sort();
      for (const entry of entries) await visit(join(path, entry));
    } else if (info.isFile()) files.push(path);
  };
  for (const path of paths) await visit(path);
  return files;
}

/** Scans one file on disk; findings go to `sink`. Answers the file's size. */
export async function scanOneFile(
  path: string,
  sink: (finding: Finding) => void,
  limits: ScanLimits = DEFAULT_LIMITS,
): Promise<number> {
  const { size } = await stat(path);
  const stream = createReadStream(path, { highWaterMark: 1024 * 1024 });
  try {
    await scanContent({
      ctx: new ScanContext(path, sink, limits),
      name: basename(path),
      size,
      reader: new StreamReader(stream),
      filePath: path,
    });
  } finally {
    stream.destroy();
  }
  return size;
}

/**
 * Scans files and folders (recursively). Problems in files are findings; only files that
 * cannot be read at all are errors.
 */
export async function scanPaths(paths: string[], options: ScanOptions = {}): Promise<ScanReport> {
  const started = Date.now();
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const errors: ScanError[] = [];
  const findings: Finding[] = [];
  const files = await listFiles(paths, errors);
  let bytes = 0;
  for (const file of files) {
    try {
      bytes += await scanOneFile(file, (finding) => findings.push(finding), limits);
    } catch (error) {
      errors.push({ file, message: `Scan of ${file} failed: ${(error as Error).message}` });
    }
  }
  return {
    startedAt: new Date(started).toISOString(),
    findings,
    errors,
    summary: summarize(findings, errors, files.length, bytes, Date.now() - started),
  };
}
