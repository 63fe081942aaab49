/**
 * SPA figures: the production bundle's initial JavaScript (gzip) and the time until /login is
 * usable in Chromium, against the built server (`npm run build` first).
 *
 *   npx tsx bench/web.ts [--runs 10]
 *
 * "Initial JS" is the entry chunk plus every chunk index.html preloads: what any first visit
 * downloads before a page chunk. "/login JS" is every script the browser actually fetched to
 * show /login. Time to interactive is measured from navigation start until the login form's
 * submit button is in the DOM with React's handlers attached (React commits both at once),
 * on a cold cache; the median of the runs is reported. Goal: initial JS ≤ 250 kB gzip.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const BUDGET_KB = 250;

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const round = (value: number) => Math.round(value * 10) / 10;

function initialChunks(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...scripts, ...preloads])];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crucible-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/cli/bin/crucible.js', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CRUCIBLE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start');
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const initial = initialChunks();
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
const allJsKb = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipKb(`assets/${file}`), 0);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const interactive: number[] = [];
const domContentLoaded: number[] = [];
let loginScripts: string[] = [];
try {
  for (let run = 0; run < runs + 1; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path.slice(1));
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        now: performance.now(),
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
      };
    });
    // The first run warms the server, not the browser (each run has a fresh cache).
    if (run > 0) {
      interactive.push(timing.now);
      domContentLoaded.push(timing.domContentLoaded);
    }
    loginScripts = [...scripts];
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const loginKb = loginScripts.reduce((sum, file) => sum + gzipKb(file), 0);
const result = {
  initialJsGzipKb: round(initialKb),
  initialJsChunks: initial.length,
  budgetKb: BUDGET_KB,
  withinBudget: initialKb <= BUDGET_KB,
  loginRouteJsGzipKb: round(loginKb),
  loginRouteJsChunks: loginScripts.length,
  allJsGzipKb: round(allJsKb),
  loginTimeToInteractiveMs: { median: round(median(interactive)), runs: interactive.map(round) },
  loginDomContentLoadedMs: round(median(domContentLoaded)),
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/web.json'), `${JSON.stringify(result, null, 2)}\n`);
