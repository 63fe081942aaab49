/**
 * `crucible redteam run`: loaded on demand by redteam.ts, so other commands never load the
 * red-team engine (plugins, strategies, graders).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  createProvider,
  createTarget,
  envReader,
  formatConfigIssues,
  getPlugin,
  importRedteamConfig,
  runScan,
  type ScanResult,
} from '@crucible/engine';
import { ScanReportSchema } from '@crucible/shared';
import { readCredentials } from '../lib/credentials';
import {
  FAIL_ON_VALUES,
  gateVerdict,
  isFailOn,
  type GateFinding,
  type Graded,
} from '../lib/fail-on';
import { createProgressBar } from '../lib/progress';
import { callServer } from '../lib/server-client';
import { followScan, formatServerSummary, resolveTarget, toRedteamBlock } from '../lib/server-scan';
import { formatSummary } from '../lib/summary';

export type RunOptions = {
  config: string;
  output: string;
  concurrency: string;
  failOn?: string;
  server?: boolean;
  targetId?: string;
  teamId?: string;
};

/** Reads the files a config names (intent CSV/JSON) beside it. */
function besideConfig(path: string) {
  const base = dirname(resolve(path));
  return (file: string) => {
    try {
      return readFileSync(resolve(base, file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new Error(`cannot read ${file} beside the config (${code})`, { cause: error });
    }
  };
}

/** `--fail-on`: prints why the gate does not pass and sets the exit code (lib/fail-on.ts). */
function checkFailOn(failOn: string | undefined, findings: GateFinding[], graded: Graded): void {
  if (!failOn || !isFailOn(failOn)) return;
  const { code, reason } = gateVerdict(failOn, findings, graded);
  if (reason) console.error(reason);
  if (code !== 0) process.exitCode = code;
}

/**
 * Reads the config file: every problem at once (each with its path) ends the command; what is
 * read differently or not at all is printed to stderr before anything runs. `{{env.X}}` comes
 * from this shell's environment, and so do model keys of a local run; intent files are read
 * beside the config.
 */
function readConfig(file: string, where: 'local' | 'server') {
  const result = importRedteamConfig(readFileSync(file, 'utf8'), {
    env: envReader(process.env),
    readFile: besideConfig(file),
    // On the server, a named model is called with the server's keys: it is the server's to say.
    ...(where === 'local' ? { modelEnv: process.env } : {}),
  });
  for (const line of formatConfigIssues(result.warnings)) console.error(`warning: ${line}`);
  if (!result.ok) {
    const lines = formatConfigIssues(result.errors);
    throw new Error(
      `${file} has ${lines.length === 1 ? 'a problem' : `${lines.length} problems`}:\n${lines.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return result;
}

/** `--server`: submit the scan to the signed-in server and follow its progress. */
async function runOnServer(options: RunOptions): Promise<void> {
  const credentials = readCredentials();
  if (!credentials)
    throw new Error('Not signed in: run `crucible auth login --token … --server …`');
  const { config, targets } = readConfig(options.config, 'server');
  const targetId = await resolveTarget(credentials, targets, options);
  const { id } = (await callServer(credentials, '/scans', {
    method: 'POST',
    body: JSON.stringify({ targetId, config: toRedteamBlock(config) }),
  })) as { id: string };
  console.error(`Scan ${id} queued on ${credentials.server}`);
  const progress = createProgressBar();
  const scan = await followScan(credentials, id, (p) =>
    progress.update(p.completed, p.total, p.failed, p.errors),
  );
  progress.done();
  console.log(formatServerSummary(scan, credentials.server));
  if (scan.status === 'failed') process.exitCode = 1;
  else if (options.failOn) {
    // The report's vulnerabilities are at each plugin's effective severity on the target.
    const report = ScanReportSchema.parse(await callServer(credentials, `/reports/${id}`));
    const findings = report.vulnerabilities
      .filter((vulnerability) => vulnerability.change !== 'fixed')
      .map((vulnerability) => ({
        name: vulnerability.pluginName,
        severity: vulnerability.severity,
        failed: vulnerability.asr.failed,
        graded: vulnerability.asr.graded,
      }));
    checkFailOn(options.failOn, findings, scan.progress);
  }
}

/** What the JSON results file holds: the summary, the risk report and every probe. */
function resultsDocument(result: ScanResult) {
  return {
    summary: result.summary,
    risk: result.risk,
    unavailable: result.unavailable,
    warnings: result.warnings,
    probes: result.results.map((probe) => ({
      pluginId: probe.testCase.pluginId,
      strategyId: probe.testCase.strategyId,
      prompt: probe.prompt,
      messages: probe.messages,
      output: probe.response.output,
      error: probe.response.error,
      latencyMs: probe.response.latencyMs,
      outcome: probe.grade.outcome,
      grader: probe.grade.grader,
      reason: probe.grade.reason,
      turns: probe.turns,
    })),
  };
}

async function runLocally(options: RunOptions): Promise<void> {
  const { config, targets, models } = readConfig(options.config, 'local');
  const [targetConfig, ...others] = targets;
  if (!targetConfig) throw new Error('The config names no target (targets: [...])');
  if (others.length > 0) console.error(`note: scanning the first of ${others.length + 1} targets`);
  const target = createTarget(targetConfig);
  const generator = models.generator ? createProvider(models.generator) : undefined;
  const grader = models.judge ? createProvider(models.judge) : undefined;

  const progress = createProgressBar();
  let failed = 0;
  let errors = 0;
  const result = await runScan(config, target, {
    concurrency: Number(options.concurrency),
    generator,
    attacker: generator,
    judge: grader,
    onProgress: ({ completed, total, last }) => {
      if (last.grade.outcome === 'fail') failed++;
      if (last.grade.outcome === 'error') errors++;
      progress.update(completed, total, failed, errors);
    },
  });
  progress.done();
  writeFileSync(options.output, `${JSON.stringify(resultsDocument(result), null, 2)}\n`);
  console.log(formatSummary(result));
  console.log(`\nResults written to ${options.output}`);
  const findings = result.vulnerabilities.map((vulnerability) => ({
    name: getPlugin(vulnerability.pluginId)?.name ?? vulnerability.pluginId,
    ...vulnerability,
  }));
  checkFailOn(options.failOn, findings, result.summary);
}

/** `crucible redteam run`: locally with the engine, or on the signed-in server. */
export async function runRedteam(options: RunOptions): Promise<void> {
  if (options.failOn !== undefined && !isFailOn(options.failOn)) {
    throw new Error(`--fail-on takes ${FAIL_ON_VALUES.join(', ')}`);
  }
  await (options.server ? runOnServer(options) : runLocally(options));
}
