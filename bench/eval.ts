/**
 * Eval throughput and memory of `crucible eval` (the built CLI, one process, as users run it)
 * on promptfoo's benchmark workload: 2,000 tests, each with a `contains` and a `regex`
 * assertion, one prompt, a local HTTP provider (in its own process, answering after L ms),
 * concurrency 32, no cache (Crucible has none yet).
 *
 *   1. L = 0: tests/s, engine overhead (goal ≥ 1,500 tests/s; promptfoo 0.123.1: ≈ 133).
 *   2. L = 50 ms: tests/s as a share of the limit C / L = 640/s (goal ≥ 90 %; promptfoo: 18 %).
 *   3. Peak RSS of the CLI process over each run (goal < 200 MB; promptfoo: 460 MB).
 *
 * The same process also measures a baseline: the same 2,000 requests sent with the engine's
 * HTTP transport and nothing else, so the eval's own cost shows as a ratio.
 *
 *   npx tsx bench/eval.ts        (BENCH_TESTS=2000 BENCH_RUNS=3 to change the size and repeats)
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sendHttp } from '../packages/engine/src/targets/transport';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const TESTS = Number(process.env.BENCH_TESTS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = 32;
/** promptfoo 0.123.1 on this machine, same workload (issue 15). */
const PROMPTFOO = { testsPerSecond: 133, shareOfLimit: 0.18, rssMb: 460 };

async function startTarget(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'scan-target.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { baseUrl: `http://127.0.0.1:${line.toString().trim()}`, child };
}

function writeConfig(dir: string, url: string): string {
  const tests = Array.from({ length: TESTS }, (_, i) => [
    `  - vars: { question: 'Question number ${i}: how do I reset my password?' }`,
    '    assert:',
    '      - type: contains',
    '        value: sorry',
    '      - type: regex',
    "        value: 'cannot\\s+help'",
  ]).flat();
  const config = [
    'description: bench',
    "prompts: ['Answer briefly: {{question}}']",
    'providers:',
    '  - id: http',
    '    config:',
    `      url: ${url}`,
    '      body: { message: "{{prompt}}" }',
    '      transformResponse: json.reply',
    'tests:',
    ...tests,
  ].join('\n');
  const path = join(dir, `eval-${url.split('/').pop()}.yaml`);
  writeFileSync(path, config);
  return path;
}

type Measured = { testsPerSecond: number; wallSeconds: number; rssMb: number; passes: number };

/** One CLI run under GNU time: tests/s over the run itself (from the results file), peak RSS. */
async function runCli(config: string, output: string): Promise<Measured> {
  const bundle = join(root, 'apps/cli/bin/crucible.js');
  const started = performance.now();
  const { stderr } = await run(
    '/usr/bin/time',
    [
      '-f',
      'maxrss=%M',
      process.execPath,
      bundle,
      'eval',
      '-c',
      config,
      '--no-table',
      '-o',
      output,
      '--max-concurrency',
      String(CONCURRENCY),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr: string; code: number }) => {
    if (error.code !== 100) throw error;
    return error;
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const summary = (
    JSON.parse(readFileSync(output, 'utf8')) as { summary: { durationMs: number; passes: number } }
  ).summary;
  const rssKb = Number(/maxrss=(\d+)/.exec(stderr)?.[1] ?? 0);
  return {
    testsPerSecond: TESTS / (summary.durationMs / 1000),
    wallSeconds,
    rssMb: rssKb / 1024,
    passes: summary.passes,
  };
}

/** The same requests with the engine's transport alone, 32 in flight: the ceiling of this box. */
async function baseline(url: string): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < TESTS) {
      next++;
      await sendHttp({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Answer briefly: how do I reset my password?' }),
        timeoutMs: 30_000,
        rejectUnauthorized: true,
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return TESTS / ((performance.now() - started) / 1000);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const best = (runs: Measured[]) => ({
  testsPerSecond: median(runs.map((r) => r.testsPerSecond)),
  wallSeconds: median(runs.map((r) => r.wallSeconds)),
  rssMb: Math.max(...runs.map((r) => r.rssMb)),
  passes: Math.min(...runs.map((r) => r.passes)),
});

async function main() {
  await run(process.execPath, [join(root, 'apps/cli/build.mjs')]);
  const dir = mkdtempSync(join(tmpdir(), 'crucible-bench-eval-'));
  const { baseUrl, child } = await startTarget();
  try {
    const lines: string[] = [];
    for (const latency of [0, 50]) {
      const url = `${baseUrl}/chat/${latency}`;
      const config = writeConfig(dir, url);
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await runCli(config, join(dir, `out-${latency}.json`)));
      const result = best(runs);
      const raw = await baseline(url);
      const check = result.passes === TESTS ? '' : ` (only ${result.passes} of ${TESTS} passed!)`;
      if (latency === 0) {
        lines.push(
          `L=0, C=${CONCURRENCY}: ${result.testsPerSecond.toFixed(0)} tests/s (goal ≥ 1,500; ${(result.testsPerSecond / PROMPTFOO.testsPerSecond).toFixed(1)}× promptfoo's ${PROMPTFOO.testsPerSecond}; ` +
            `${((result.testsPerSecond / raw) * 100).toFixed(0)} % of the bare transport's ${raw.toFixed(0)} req/s), ` +
            `whole command ${result.wallSeconds.toFixed(2)} s${check}`,
        );
      } else {
        const limit = CONCURRENCY / (latency / 1000);
        lines.push(
          `L=${latency}ms, C=${CONCURRENCY}: ${result.testsPerSecond.toFixed(0)} tests/s = ${((result.testsPerSecond / limit) * 100).toFixed(1)} % of C/L = ${limit} (goal ≥ 90 %; promptfoo ${PROMPTFOO.shareOfLimit * 100} %; bare transport ${((raw / limit) * 100).toFixed(1)} %)${check}`,
        );
      }
      lines.push(
        `  peak RSS of the CLI process at L=${latency}: ${result.rssMb.toFixed(0)} MB (goal < 200 MB; promptfoo ${PROMPTFOO.rssMb} MB)`,
      );
    }
    console.log(`${TESTS} tests × contains + regex, median of ${RUNS} runs:\n${lines.join('\n')}`);
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
