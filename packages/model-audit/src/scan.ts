import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DEFAULT_LIMITS, ScanContext, type ScanLimits } from './context';
import { scanContent } from './formats/registry';
import { StreamReader } from './io/stream-reader';
import { summarize } from './summary';
import type { Finding, ScanError, ScanReport } from './types';

/** Where a scan of several files is: files and bytes done of the total, findings so far. */
export type ScanProgress = {
  files: number;
  filesDone: number;
  bytes: number;
  bytesDone: number;
  findings: number;
  errors: number;
};

export type ScanOptions = {
  limits?: Partial<ScanLimits>;
  /** Called when a file starts and ends, and every `progressIntervalMs` while one is read. */
  onProgress?: (progress: ScanProgress) => void;
  progressIntervalMs?: number;
};

type ListedFile = { path: string; size: number };

/** Files under the given paths (folders recursively, in name order); errors for missing paths. */
async function listFiles(paths: string[], errors: ScanError[]): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
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
    } else if (info.isFile()) files.push({ path, size: info.size });
  };
  for (const path of paths) await visit(path);
  return files;
}

/** Scans one file on disk; findings go to `sink`. Answers the file's size. */
export async function scanOneFile(
  path: string,
  sink: (finding: Finding) => void,
  limits: ScanLimits = DEFAULT_LIMITS,
  onRead?: (bytesRead: number) => void,
  readIntervalMs = 200,
): Promise<number> {
  const { size } = await stat(path);
  const stream = createReadStream(path, { highWaterMark: 1024 * 1024 });
  // The scanners pull from the stream at their own pace: its byte count is sampled, not hooked.
  const sampler = onRead ? setInterval(() => onRead(stream.bytesRead), readIntervalMs) : undefined;
  try {
    await scanContent({
      ctx: new ScanContext(path, sink, limits),
      name: basename(path),
      size,
      reader: new StreamReader(stream),
      filePath: path,
    });
  } finally {
    clearInterval(sampler);
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
  const total = files.reduce((sum, file) => sum + file.size, 0);
  let bytes = 0;
  /** The listed sizes of the files finished, scanned or not: what progress counts. */
  let passed = 0;
  let filesDone = 0;
  const report = (bytesDone: number) =>
    options.onProgress?.({
      files: files.length,
      filesDone,
      bytes: total,
      // A file may grow while it is read: never past the total.
      bytesDone: Math.min(bytesDone, total),
      findings: findings.length,
      errors: errors.length,
    });
  const onRead = options.onProgress ? (read: number) => report(passed + read) : undefined;
  report(0);
  for (const { path, size } of files) {
    try {
      bytes += await scanOneFile(
        path,
        (finding) => findings.push(finding),
        limits,
        onRead,
        options.progressIntervalMs,
      );
    } catch (error) {
      errors.push({ file: path, message: `Scan of ${path} failed: ${(error as Error).message}` });
    }
    filesDone += 1;
    passed += size;
    report(passed);
  }
  return {
    startedAt: new Date(started).toISOString(),
    findings,
    errors,
    summary: summarize(findings, errors, files.length, bytes, Date.now() - started),
  };
}
