/**
 * Child process of bench/model-audit.ts: scans one path (or only reads it, for the baseline)
 * and prints its peak resident memory (VmHWM) as JSON. Run: npx tsx bench/model-audit-child.ts scan|read PATH
 */
import { createReadStream, readFileSync } from 'node:fs';
import { scanPaths } from '../packages/model-audit/src/index';

function peakRssMb(): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
}

const [mode, path] = process.argv.slice(2);
if (!path || (mode !== 'scan' && mode !== 'read')) throw new Error('usage: scan|read PATH');
const started = performance.now();
let detail: unknown;
if (mode === 'scan') {
  const report = await scanPaths([path]);
  detail = {
    verdict: report.summary.verdict,
    findings: report.findings.length,
    errors: report.errors,
  };
} else {
  let bytes = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }))
    bytes += (chunk as Buffer).length;
  detail = { bytes };
}
process.stdout.write(
  JSON.stringify({ peakRssMb: peakRssMb(), ms: performance.now() - started, detail }),
);
