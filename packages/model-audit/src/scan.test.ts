import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanPaths, type ScanProgress } from './scan';

describe('scanPaths progress', () => {
  const folder = mkdtempSync(join(tmpdir(), 'model-audit-progress-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reports files and bytes from none to all, with the findings counted as they come', async () => {
    mkdirSync(join(folder, 'nested'));
    // protocol 2: PROTO 2, GLOBAL 'os system', STOP — a dangerous import.
    const pickle = Buffer.from('\x80\x02cos\nsystem\n.', 'latin1');
    writeFileSync(join(folder, 'evil.pkl'), pickle);
    writeFileSync(join(folder, 'nested', 'notes.txt'), 'x'.repeat(3000));
    const seen: ScanProgress[] = [];
    const report = await scanPaths([folder], { onProgress: (progress) => seen.push(progress) });

    const total = 3000 + pickle.length;
    expect(seen[0]).toEqual({
      files: 2,
      filesDone: 0,
      bytes: total,
      bytesDone: 0,
      findings: 0,
      errors: 0,
    });
    expect(seen.at(-1)).toEqual({
      files: 2,
      filesDone: 2,
      bytes: total,
      bytesDone: total,
      findings: report.findings.length,
      errors: 0,
    });
    expect(report.findings.length).toBeGreaterThan(0);
    const done = seen.map((progress) => progress.bytesDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it('counts an unreadable path as an error, not a file', async () => {
    const seen: ScanProgress[] = [];
    await scanPaths([join(folder, 'missing.bin')], { onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { files: 0, filesDone: 0, bytes: 0, bytesDone: 0, findings: 0, errors: 1 },
    ]);
  });
});
