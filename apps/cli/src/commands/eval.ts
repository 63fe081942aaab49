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
import { evalCsv, evalJson } from '../lib/eval-output';
import { formatEvalSummary, formatEvalTable } from '../lib/eval-table';
import { createProgressBar } from '../lib/progress';

type EvalOptions = { config: string; output?: string; maxConcurrency?: string; table: boolean };

/** promptfoo's exit status when a test failed, kept so CI scripts work unchanged. */
export const EXIT_TESTS_FAILED = 100;

function loadPlan(configPath: string) {
  let text: string;
  try {
    text = readFileSync(configPath, 'utf8');
  } catch (error) {
    throw new EvalConfigError(`Cannot read ${configPath}: ${(error as Error).message}`);
  }
  const folder = dirname(resolve(configPath));
  // file:// paths are relative to the config file, as in promptfoo.
  const read = (path: string) =>
    readFileSync(isAbsolute(path) ? path : resolve(folder, path), 'utf8');
  const config = parseEvalConfig(resolveFileReferences(readConfigText(text), read));
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
    .action(async (options: EvalOptions) => {
      await runLocalEval(options);
    });
}
