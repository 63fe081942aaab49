import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanPaths } from '../scan';
import type { Finding, Severity } from '../types';

/** A temp folder for one test file's fixtures. */
export function fixtureDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `model-audit-${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs a Python 3 script (standard library only) with the fixture folder as its working
 * directory, so tests build real pickles, zips and tars the way Python writes them.
 */
export function runPython(dir: string, script: string): void {
  const path = join(dir, `make-${Math.random().toString(36).slice(2)}.py`);
  writeFileSync(path, script);
  const result = spawnSync('python3', [path], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
}

/** Runs one of the fixture builders beside this file (`make_*.py`) in the fixture folder. */
export function runPythonFile(dir: string, file: string, args: string[] = []): void {
  const result = spawnSync('python3', [join(import.meta.dirname, file), ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`python3 ${file} failed: ${result.stderr}`);
}

/** Scans one file and answers its findings. */
export async function scanFile(path: string): Promise<Finding[]> {
  const report = await scanPaths([path]);
  if (report.errors.length > 0) throw new Error(report.errors.map((e) => e.message).join('; '));
  return report.findings;
}

const RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

/** Findings at or above a severity. */
export const atLeast = (findings: Finding[], severity: Severity): Finding[] =>
  findings.filter((finding) => RANK[finding.severity] >= RANK[severity]);

/** Builds pickles opcode by opcode (for evasions Python's pickler never writes). */
export const pk = {
  proto: (version: number) => Buffer.from([0x80, version]),
  shortUnicode: (text: string) => {
    const data = Buffer.from(text, 'utf8');
    return Buffer.concat([Buffer.from([0x8c, data.length]), data]);
  },
  binUnicode: (text: string) => {
    const data = Buffer.from(text, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(data.length);
    return Buffer.concat([Buffer.from('X'), length, data]);
  },
  global: (module: string, name: string) => Buffer.from(`c${module}\n${name}\n`, 'latin1'),
  inst: (module: string, name: string) => Buffer.from(`i${module}\n${name}\n`, 'latin1'),
  binput: (index: number) => Buffer.from([0x71, index]),
  binget: (index: number) => Buffer.from([0x68, index]),
  op: (...codes: string[]) => Buffer.from(codes.join(''), 'latin1'),
  /** Opcode bytes by name. */
  MARK: '(',
  STOP: '.',
  POP: '0',
  REDUCE: 'R',
  BUILD: 'b',
  TUPLE: 't',
  TUPLE1: '\x85',
  EMPTY_TUPLE: ')',
  EMPTY_DICT: '}',
  OBJ: 'o',
  NEWOBJ: '\x81',
  STACK_GLOBAL: '\x93',
  MEMOIZE: '\x94',
};
