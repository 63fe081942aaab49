import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import {
  EvalConfigError,
  parseEvalConfig,
  planEval,
  readConfigText,
  resolveFileReferences,
  runEval,
} from '@crucible/engine/eval/index';
import type { Command } from 'commander';
import { readCredentials } from '../lib/credentials';
import { evalCsv, evalJson } from '../lib/eval-output';
import { formatEvalSummary, formatEvalTable } from '../lib/eval-table';
import { createProgressBar } from '../lib/progress';
import {
  allRows,
  followEval,
  formatServerEvalSummary,
  serverEvalFile,
  ServerConfigError,
  submitEval,
} from '../lib/server-eval';

type EvalOptions = {
  config: string;
  output?: string;
  maxConcurrency?: string;
  table: boolean;
  server?: boolean;
  teamId?: string;
};

/** promptfoo's exit status when a test failed, kept so CI scripts work unchanged. */
export const EXIT_TESTS_FAILED = 100;

/** The config file with its file:// references read (relative to the file, as in promptfoo). */
function readConfigFile(configPath: string): unknown {
  let text: string;
  try {
    text = readFileSync(configPath, 'utf8');
  } catch (error) {
    throw new EvalConfigError(`Cannot read ${configPath}: ${(error as Error).message}`);
  }
  const folder = dirname(resolve(configPath));
  const read = (path: string) =>
    readFileSync(isAbsolute(path) ? path : resolve(folder, path), 'utf8');
  return resolveFileReferences(readConfigText(text), read);
}

function loadPlan(configPath: string) {
  const config = parseEvalConfig(readConfigFile(configPath));
  return { config, plan: planEval(config, process.env) };
}

function concurrencyOf(option: string | undefined, fromConfig: number | undefined): number {
  if (option === undefined) return fromConfig ?? 4;
  const value = Number(option);
  if (!Number.isInteger(value) || value < 1)
    throw new Error('--max-concurrency takes a whole number ≥ 1');
  return value;
}

async function runLocalEval(options: EvalOptions): Promise<void> {
  const { config, plan } = loadPlan(options.config);
  const output = options.output ?? config.outputPath;
  if (output && !/\.(json|csv)$/i.test(output)) throw new Error('-o takes a .json or .csv file');
  const progress = createProgressBar(process.stderr, 'cells');
  let failed = 0;
  let errors = 0;
  const run = await runEval(plan, {
    maxConcurrency: concurrencyOf(options.maxConcurrency, config.evaluateOptions?.maxConcurrency),
    onResult: (cell, { completed, total }) => {
      if (cell.status === 'fail') failed++;
      if (cell.status === 'error') errors++;
      progress.update(completed, total, failed, errors);
    },
  });
  progress.done();
  if (options.table) console.log(formatEvalTable(plan, run.results));
  console.log(formatEvalSummary(run.summary));
  if (output) {
    writeFileSync(
      output,
      /\.csv$/i.test(output) ? evalCsv(plan, run.results) : evalJson(plan, run),
    );
    console.log(`Results written to ${output}`);
  }
  if (run.summary.failures > 0 || run.summary.errors > 0) process.exitCode = EXIT_TESTS_FAILED;
}

/**
 * `--server`: the config (its files read here) runs as an eval on the signed-in server; progress
 * is followed live and the exit status is the local run's (100 when a cell failed or errored).
 */
async function runServerEval(options: EvalOptions): Promise<void> {
  const credentials = readCredentials();
  if (!credentials)
    throw new Error('Not signed in: run `crucible auth login --token … --server …`');
  if (options.maxConcurrency !== undefined)
    throw new Error('--max-concurrency is for local runs: set evaluateOptions.maxConcurrency');
  if (options.output && !/\.(json|csv)$/i.test(options.output))
    throw new Error('-o takes a .json or .csv file');
  const config = readConfigFile(options.config);
  let submitted: { id: string };
  try {
    submitted = await submitEval(credentials, config, options.teamId);
  } catch (error) {
    if (error instanceof ServerConfigError) throw new EvalConfigError(error.message);
    throw error;
  }
  console.error(`Eval ${submitted.id} queued on ${credentials.server}`);
  const progress = createProgressBar(process.stderr, 'cells');
  const detail = await followEval(credentials, submitted.id, (p) =>
    progress.update(p.completed, p.total, p.failed, p.errors),
  );
  progress.done();
  console.log(formatServerEvalSummary(detail, credentials.server));
  if (options.output) {
    const rows = await allRows(credentials, submitted.id);
    writeFileSync(options.output, serverEvalFile(detail, rows, options.output));
    console.log(`Results written to ${options.output}`);
  }
  if (detail.status === 'failed' || detail.status === 'cancelled') process.exitCode = 1;
  else if (detail.summary.failures > 0 || detail.summary.errors > 0)
    process.exitCode = EXIT_TESTS_FAILED;
}

export function registerEvalCommands(program: Command): void {
  program
    .command('eval')
    .description(
      'run a promptfoo-format eval locally: tests × prompts × providers, graded by assertions',
    )
    .requiredOption(
      '-c, --config <file>',
      'eval config (promptfoo YAML or JSON)',
      'promptfooconfig.yaml',
    )
    .option('-o, --output <file>', 'write every result to a .json or .csv file')
    .option('--max-concurrency <n>', 'cells in flight at most (default 4)')
    .option('--no-table', 'print only the summary, not the results table')
    .option('--server', 'run it on the signed-in Crucible server and follow its progress')
    .option('--team-id <id>', 'with --server: the team that owns the eval (default: your first)')
    .action(async (options: EvalOptions) => {
      await (options.server ? runServerEval(options) : runLocalEval(options));
    });
}
