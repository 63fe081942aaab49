import type { TargetInput } from '../targets/types';
import { renderTemplate } from '../util/template';
import type { EvalConfigInput } from './config/schema';
import { expandTests, normalisePrompts } from './expand';
import { gradeOutput, outputText } from './grade';
import type { EvalGradingOptions } from './grading/types';
import { createEvalProviders } from './providers/registry';
import type { Env, EvalProvider } from './providers/types';
import { createSummaryBuilder } from './summary';
import type { EvalCellResult, EvalPrompt, EvalSummary, EvalTest } from './types';

export type EvalPlan = {
  description?: string;
  prompts: EvalPrompt[];
  providers: EvalProvider[];
  tests: EvalTest[];
  /** tests × prompts × providers. */
  cells: number;
};

/** Builds the matrix of a parsed config: prompts, providers (config errors thrown here), tests. */
export function planEval(config: EvalConfigInput, env: Env = {}): EvalPlan {
  const prompts = normalisePrompts(config.prompts);
  const providers = createEvalProviders(config.providers, env);
  const tests = expandTests(config);
  return {
    description: config.description,
    prompts,
    providers,
    tests,
    cells: tests.length * prompts.length * providers.length,
  };
}

export type RunEvalOptions = {
  /** Cells in flight at most (default 4). */
  maxConcurrency?: number;
  /** Called as each cell completes, in completion order, so a caller can store it at once. */
  onResult?: (cell: EvalCellResult, progress: { completed: number; total: number }) => void;
  signal?: AbortSignal;
  /**
   * The models model-graded assertions use when the config names none (the server passes the
   * organization's model settings). A config's `defaultTest.options.provider` or an assertion's
   * `provider` wins over these.
   */
  grading?: EvalGradingOptions;
  /**
   * Only these cells (indexes in matrix order: test × prompts × providers + prompt × providers +
   * provider), in this order: a server resuming an eval runs the cells it has not stored yet.
   */
  cellIndexes?: readonly number[];
};

export type EvalRun = { results: EvalCellResult[]; summary: EvalSummary };

function renderPrompt(prompt: EvalPrompt, test: EvalTest): TargetInput {
  const vars = test.vars;
  if (typeof prompt.template !== 'string') {
    return prompt.template.map((message) => ({
      ...message,
      content: renderTemplate(message.content, vars),
    }));
  }
  const prefix = typeof test.options?.prefix === 'string' ? test.options.prefix : '';
  const suffix = typeof test.options?.suffix === 'string' ? test.options.suffix : '';
  return `${prefix}${renderTemplate(prompt.template, vars)}${suffix}`;
}

async function runCell(
  plan: EvalPlan,
  testIndex: number,
  promptIndex: number,
  providerIndex: number,
): Promise<EvalCellResult> {
  const test = plan.tests[testIndex] as EvalTest;
  const prompt = plan.prompts[promptIndex] as EvalPrompt;
  const provider = plan.providers[providerIndex] as EvalProvider;
  const base = {
    testIndex,
    promptIndex,
    providerIndex,
    description: test.description,
    vars: test.vars,
    provider: { id: provider.id, label: provider.label },
    metadata: test.metadata,
  };
  let rendered: TargetInput;
  try {
    rendered = renderPrompt(prompt, test);
  } catch (error) {
    const message = `Cannot render the prompt: ${(error as Error).message}`;
    return {
      ...base,
      prompt: { label: prompt.label, rendered: '' },
      output: '',
      status: 'error',
      score: 0,
      reason: message,
      assertions: [],
      namedScores: {},
      latencyMs: 0,
      error: message,
    };
  }
  const promptInfo = {
    label: prompt.label,
    rendered: typeof rendered === 'string' ? rendered : JSON.stringify(rendered),
  };
  const response = await provider.call(rendered, test.vars);
  const cell = {
    ...base,
    prompt: promptInfo,
    output: outputText(response.output),
    latencyMs: response.latencyMs,
    tokens: response.tokens,
    cost: response.cost,
    finishReason: response.finishReason,
  };
  if (response.error !== undefined) {
    return {
      ...cell,
      status: 'error',
      score: 0,
      reason: response.error,
      assertions: [],
      namedScores: {},
      error: response.error,
    };
  }
  const grade = await gradeOutput({
    assertions: test.assert,
    threshold: test.threshold,
    response,
    vars: test.vars,
    prompt: promptInfo.rendered,
    providerConfig: provider.config,
  });
  return {
    ...cell,
    status: grade.pass ? 'pass' : 'fail',
    score: grade.score,
    reason: grade.reason,
    assertions: grade.assertions,
    namedScores: grade.namedScores,
  };
}

/**
 * Runs every cell (test × prompt × provider) with at most `maxConcurrency` in flight, streaming
 * each result through `onResult` as it completes. Results come back in matrix order.
 */
export async function runEval(plan: EvalPlan, options: RunEvalOptions = {}): Promise<EvalRun> {
  const order = options.cellIndexes;
  const total = order ? order.length : plan.cells;
  const perTest = plan.prompts.length * plan.providers.length;
  const results: EvalCellResult[] = new Array<EvalCellResult>(order ? 0 : total);
  const summary = createSummaryBuilder(
    plan.prompts.map((prompt) =>
      plan.providers.map((provider) => ({ prompt: prompt.label, provider: provider.label })),
    ),
    plan.tests.length,
  );
  let next = 0;
  let completed = 0;
  // A fixed pool of workers pulling the next cell index: memory stays flat however big the
  // matrix is, and a slow cell never holds back the others.
  async function worker(): Promise<void> {
    while (next < total && !options.signal?.aborted) {
      const index = order ? (order[next++] as number) : next++;
      const testIndex = Math.floor(index / perTest);
      const promptIndex = Math.floor((index % perTest) / plan.providers.length);
      const providerIndex = index % plan.providers.length;
      const cell = await runCell(plan, testIndex, promptIndex, providerIndex);
      results[index] = cell;
      summary.add(cell);
      completed++;
      options.onResult?.(cell, { completed, total });
    }
  }
  const workers = Math.max(1, Math.min(options.maxConcurrency ?? 4, total));
  await Promise.all(Array.from({ length: workers }, worker));
  return { results: results.filter(Boolean), summary: summary.build() };
}

/**
 * The same run as an async iterator: cells in completion order, for a caller that stores each
 * as it arrives (`for await (const cell of streamEval(plan))`). Breaking out of the loop stops
 * the run after the cells in flight.
 */
export async function* streamEval(
  plan: EvalPlan,
  options: Omit<RunEvalOptions, 'onResult' | 'signal'> = {},
): AsyncGenerator<EvalCellResult, EvalSummary> {
  const ready: EvalCellResult[] = [];
  let wake: (() => void) | undefined;
  const stop = new AbortController();
  const run = runEval(plan, {
    ...options,
    signal: stop.signal,
    onResult: (cell) => {
      ready.push(cell);
      wake?.();
    },
  });
  let finished = false;
  const done = run.finally(() => {
    finished = true;
    wake?.();
  });
  try {
    for (;;) {
      const next = ready.shift();
      if (next) {
        yield next;
        continue;
      }
      if (finished) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
    return (await done).summary;
  } finally {
    stop.abort();
  }
}
