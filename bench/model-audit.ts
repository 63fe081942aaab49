/**
 * Model audit figures (issue #16):
 *
 *   1. Detection over the corpus the tests build (testing/corpus.ts): every malicious sample
 *      (a pickle per dangerous callable and per evasion, archives, Keras, SavedModel, ONNX…)
 *      flagged at high or critical; nothing at medium or above on the benign ones.
 *   2. Throughput: ≥ 200 MB/s on a 1 GB safetensors file, ≥ 50 MB/s on a 200 MB pickle-based
 *      PyTorch file (zip and legacy layouts), each against reading the same file in the same
 *      process (the baseline); other formats shown without a goal.
 *   3. Peak memory (VmHWM) of a child process scanning a 2 GB file of each streamed format:
 *      < 250 MB, against a child that only reads the file.
 *
 *   npx tsx bench/model-audit.ts [--skip-detection] [--skip-throughput] [--skip-memory]
 *   (needs python3; writes ≈ 15 GB to the temp folder over the run, deleting as it goes)
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { scanPaths } from '../packages/model-audit/src/index';
import { buildCorpus, type Label } from '../packages/model-audit/src/testing/corpus';
import { evaluate, type Outcome } from '../packages/model-audit/src/testing/detection';
import {
  writeHdf5,
  writeNumberPickle,
  writeOnnx,
  writeSafetensors,
  writeTorch,
} from './model-audit-files';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const work = mkdtempSync(join(tmpdir(), 'crucible-bench-model-audit-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)} %`;

async function detection(): Promise<boolean> {
  const outcomes = await evaluate(await buildCorpus(join(work, 'corpus')));
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))];
  const of = (rows: Outcome[], label: Label) => rows.filter((row) => row.label === label);
  const cell = (rows: Outcome[]) =>
    rows.length === 0 ? '–' : `${rows.filter((r) => r.met).length}/${rows.length}`;
  console.log('\n## Detection (malicious ≥ high, suspicious = medium, benign < medium)\n');
  console.log('| kind | malicious flagged | suspicious at medium | benign clean |');
  console.log('|---|---:|---:|---:|');
  for (const kind of kinds) {
    const rows = outcomes.filter((outcome) => outcome.kind === kind);
    console.log(
      `| ${kind} | ${cell(of(rows, 'malicious'))} | ${cell(of(rows, 'suspicious'))} | ${cell(of(rows, 'benign'))} |`,
    );
  }
  const met = outcomes.filter((outcome) => outcome.met).length;
  console.log(
    `| **all** | ${cell(of(outcomes, 'malicious'))} | ${cell(of(outcomes, 'suspicious'))} | ${cell(of(outcomes, 'benign'))} |`,
  );
  const misses = outcomes.filter((outcome) => !outcome.met);
  for (const miss of misses)
    console.log(`MISS ${miss.label} ${miss.kind}: ${miss.name} → ${miss.worst ?? 'no finding'}`);
  console.log(
    `\n${met}/${outcomes.length} samples as expected (${percent(met, outcomes.length)}).`,
  );
  return misses.length === 0;
}

async function readMbPerSecond(path: string): Promise<number> {
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: MB }))
    bytes += (chunk as Buffer).length;
  return bytes / MB / ((performance.now() - started) / 1000);
}

async function scanMbPerSecond(path: string): Promise<{ rate: number; verdict: string }> {
  const started = performance.now();
  const report = await scanPaths([path]);
  if (report.errors.length > 0) throw new Error(report.errors[0]?.message);
  const seconds = (performance.now() - started) / 1000;
  return { rate: statSync(path).size / MB / seconds, verdict: report.summary.verdict };
}

type Subject = {
  name: string;
  file: string;
  bytes: number;
  goal?: number;
  write: (path: string) => unknown;
};

const THROUGHPUT: Subject[] = [
  {
    name: 'safetensors',
    file: 'model.safetensors',
    bytes: GB,
    goal: 200,
    write: (p) => writeSafetensors(p, GB),
  },
  {
    name: 'PyTorch zip (torch.save)',
    file: 'model.pt',
    bytes: 200 * MB,
    goal: 50,
    write: (p) => writeTorch(p, 'zip', 200 * MB),
  },
  {
    name: 'PyTorch legacy',
    file: 'legacy.pt',
    bytes: 200 * MB,
    goal: 50,
    write: (p) => writeTorch(p, 'legacy', 200 * MB),
  },
  {
    name: 'pickle of numbers (all opcodes)',
    file: 'numbers.pkl',
    bytes: 200 * MB,
    write: (p) => writeNumberPickle(p, 200 * MB),
  },
  { name: 'ONNX', file: 'model.onnx', bytes: GB, write: (p) => writeOnnx(p, GB) },
  { name: 'Keras HDF5', file: 'model.h5', bytes: GB, write: (p) => writeHdf5(p, GB) },
];

async function throughput(): Promise<boolean> {
  console.log('\n## Throughput (best of 3 scans; baseline: reading the file in this process)\n');
  console.log('| file | size | read MB/s | scan MB/s | scan / read | goal | verdict |');
  console.log('|---|---:|---:|---:|---:|---|---|');
  let ok = true;
  for (const subject of THROUGHPUT) {
    const path = join(work, subject.file);
    await subject.write(path);
    const read = Math.max(await readMbPerSecond(path), await readMbPerSecond(path));
    const runs = [
      await scanMbPerSecond(path),
      await scanMbPerSecond(path),
      await scanMbPerSecond(path),
    ];
    const best = runs.reduce((a, b) => (b.rate > a.rate ? b : a));
    const met = subject.goal === undefined || best.rate >= subject.goal;
    ok &&= met;
    const goal = subject.goal === undefined ? '' : `${met ? '✓' : '✗'} ≥ ${subject.goal} MB/s`;
    console.log(
      `| ${subject.name} | ${(statSync(path).size / MB).toFixed(0)} MB | ${read.toFixed(0)} | ${best.rate.toFixed(0)} | ${percent(best.rate, read)} | ${goal} | ${best.verdict} |`,
    );
    rmSync(path);
  }
  return ok;
}

/**
 * The child runs as deployed: bundled like the CLI (npm packages external, loaded as they are)
 * and run by plain Node. Under tsx, loading h5wasm alone costs ≈ 650 MB: tsx transforms its
 * 4 MB module on the fly, which the built CLI and server never do.
 */
const CHILD = join(import.meta.dirname, 'dist', 'model-audit-child.mjs');

async function bundleChild(): Promise<void> {
  await build({
    entryPoints: [join(import.meta.dirname, 'model-audit-child.ts')],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
}

function child(mode: 'scan' | 'read', path: string): { peakRssMb: number; ms: number } {
  const result = spawnSync(process.execPath, [CHILD, mode, path], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`child failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { peakRssMb: number; ms: number };
}

const MEMORY: Subject[] = [
  {
    name: 'safetensors',
    file: 'big.safetensors',
    bytes: 2 * GB,
    write: (p) => writeSafetensors(p, 2 * GB),
  },
  {
    name: 'PyTorch zip',
    file: 'big.pt',
    bytes: 2 * GB,
    write: (p) => writeTorch(p, 'zip', 2 * GB),
  },
  {
    name: 'PyTorch legacy',
    file: 'big-legacy.pt',
    bytes: 2 * GB,
    write: (p) => writeTorch(p, 'legacy', 2 * GB),
  },
  {
    name: 'pickle of numbers',
    file: 'big.pkl',
    bytes: 2 * GB,
    write: (p) => writeNumberPickle(p, 2 * GB),
  },
  { name: 'ONNX', file: 'big.onnx', bytes: 2 * GB, write: (p) => writeOnnx(p, 2 * GB) },
  { name: 'Keras HDF5', file: 'big.h5', bytes: 2 * GB, write: (p) => writeHdf5(p, 2 * GB) },
];

async function memory(): Promise<boolean> {
  await bundleChild();
  console.log('\n## Peak memory of a child process on a 2 GB file (goal < 250 MB)\n');
  console.log('| file | size | read only: peak RSS | scan: peak RSS | scan time | goal |');
  console.log('|---|---:|---:|---:|---:|---|');
  let ok = true;
  for (const subject of MEMORY) {
    const path = join(work, subject.file);
    await subject.write(path);
    const read = child('read', path);
    const scan = child('scan', path);
    const met = scan.peakRssMb < 250;
    ok &&= met;
    console.log(
      `| ${subject.name} | ${(statSync(path).size / GB).toFixed(2)} GB | ${read.peakRssMb.toFixed(0)} MB | ${scan.peakRssMb.toFixed(0)} MB | ${(scan.ms / 1000).toFixed(1)} s | ${met ? '✓' : '✗'} |`,
    );
    rmSync(path);
  }
  return ok;
}

console.log(`# Model audit bench, ${new Date().toISOString().slice(0, 10)}`);
const skip = (part: string) => process.argv.includes(`--skip-${part}`);
const results: boolean[] = [];
if (!skip('detection')) results.push(await detection());
if (!skip('throughput')) results.push(await throughput());
if (!skip('memory')) results.push(await memory());
console.log(results.every(Boolean) ? '\nAll goals met.' : '\nSome goals NOT met.');
process.exitCode = results.every(Boolean) ? 0 : 1;
