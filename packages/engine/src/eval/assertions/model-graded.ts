import {
  ANSWER_RELEVANCE_PROMPT,
  ATTRIBUTED,
  CLOSED_QA_PROMPT,
  CONTEXT_RECALL_PROMPT,
  CONTEXT_RELEVANCE_PROMPT,
  FACTUALITY_PROMPT,
  FAITHFULNESS_STATEMENTS_PROMPT,
  FAITHFULNESS_VERDICTS_PROMPT,
  FINAL_VERDICT,
  GEVAL_EVALUATE_PROMPT,
  GEVAL_STEPS_PROMPT,
  INSUFFICIENT_INFORMATION,
  LLM_RUBRIC_PROMPT,
  NOT_ATTRIBUTED,
} from '../grading/prompts';
import {
  cosineSimilarity,
  dotProduct,
  euclideanDistance,
  extractJsonObjects,
  GradingError,
  renderGradingPrompt,
  rubricPromptText,
  splitLines,
  splitSentences,
  tryParse,
} from '../grading/session';
import { runSandboxed } from '../sandbox';
import { functionBody } from './javascript';
import {
  AssertionConfigError,
  type AssertionContext,
  type AssertionHandler,
  type AssertionVerdict,
} from './types';

/*
 * promptfoo's model-graded assertions: each asks the run's grading model (ctx.grading) with a
 * grading prompt (`rubricPrompt` replaces it), parses the verdict as promptfoo does, and scores
 * it the same way. A judge answer out of format, a missing var or no grading model is a
 * GradingError: the assertion fails with that reason, and a `not-` form does not turn it into
 * a pass.
 */

/** Small epsilon so a score equal to the threshold passes despite float rounding. */
const EPSILON = Number.EPSILON;

function stringValue(ctx: AssertionContext, what: string): string {
  if (typeof ctx.value === 'string' && ctx.value.trim() !== '') return ctx.value;
  throw new AssertionConfigError(`"${ctx.type}" needs a string value (${what})`);
}

function requirePrompt(ctx: AssertionContext): string {
  if (ctx.prompt === undefined || ctx.prompt === '')
    throw new GradingError(`"${ctx.type}" needs the prompt sent to the provider`);
  return ctx.prompt;
}

/** llm-rubric's verdict: the first JSON object's pass (default true), score and reason. */
function readRubricVerdict(answer: string, threshold: number | undefined): AssertionVerdict {
  const [verdict] = extractJsonObjects(answer);
  if (!verdict) {
    throw new GradingError(
      `Could not extract JSON from the llm-rubric response: ${answer.slice(0, 300)}`,
    );
  }
  let pass: unknown = verdict.pass ?? true;
  if (typeof pass !== 'boolean') pass = /^(true|yes|pass|y)$/i.test(String(pass));
  let score = verdict.score;
  if (typeof score !== 'number') {
    const number = Number(score);
    score =
      score !== undefined && score !== null && score !== '' && Number.isFinite(number)
        ? number
        : Number(pass);
  }
  let passed = pass as boolean;
  if (threshold !== undefined) passed = passed && (score as number) >= threshold;
  const reason =
    typeof verdict.reason === 'string' && verdict.reason !== ''
      ? verdict.reason
      : passed
        ? 'Grading passed'
        : `Score ${String(score)} below threshold ${String(threshold)}`;
  return { pass: passed, score: score as number, reason };
}

/** The `not-` form of a graded verdict: pass flipped, score 1 − score (clamped). */
function invert(verdict: AssertionVerdict, inverse: boolean): AssertionVerdict {
  if (!inverse) return verdict;
  const score = Number.isFinite(verdict.score) ? (verdict.score as number) : 0;
  return { ...verdict, pass: !verdict.pass, score: Math.min(1, Math.max(0, 1 - score)) };
}

export const llmRubric: AssertionHandler = {
  type: 'llm-rubric',
  async evaluate(ctx) {
    const rubric =
      ctx.value === undefined || typeof ctx.value === 'string' ? (ctx.value ?? '') : ctx.value;
    if (typeof rubric === 'string' && rubric === '' && ctx.options.rubricPrompt === undefined)
      throw new AssertionConfigError('"llm-rubric" needs a value: the rubric');
    const prompt = renderGradingPrompt(
      rubricPromptText(ctx.options.rubricPrompt, LLM_RUBRIC_PROMPT),
      // Test vars come last: promptfoo lets a var named `output` or `rubric` win.
      { output: tryParse(ctx.text), rubric, ...ctx.vars },
    );
    const answer = await ctx.grading.complete(prompt);
    return invert(readRubricVerdict(answer, ctx.threshold), ctx.inverse);
  },
};

const GEVAL_MAX_SCORE = 10;

async function gEvalOne(ctx: AssertionContext, criteria: string, input: string, threshold: number) {
  const custom = ctx.options.rubricPrompt;
  const prompts =
    custom && typeof custom === 'object' && !Array.isArray(custom)
      ? (custom as { steps?: unknown; evaluate?: unknown })
      : {};
  const stepsAnswer = await ctx.grading.complete(
    renderGradingPrompt(rubricPromptText(prompts.steps, GEVAL_STEPS_PROMPT), { criteria }),
  );
  const stepsJson = /\{\s*"steps"[\s\S]*\}/.exec(stepsAnswer)?.[0];
  let steps: unknown;
  try {
    steps = stepsJson ? (JSON.parse(stepsJson) as { steps?: unknown }).steps : undefined;
  } catch {
    steps = undefined;
  }
  if (stepsJson === undefined || steps === undefined)
    throw new GradingError(
      `G-Eval evaluation steps are not in JSON format: ${stepsAnswer.slice(0, 300)}`,
    );
  if (!Array.isArray(steps) || steps.length === 0)
    throw new GradingError('G-Eval: the grader proposed no evaluation steps');
  if (!steps.every((step) => typeof step === 'string' && step.trim() !== ''))
    throw new GradingError(
      `G-Eval steps response contains invalid steps: ${JSON.stringify(steps)}`,
    );
  const answer = await ctx.grading.complete(
    renderGradingPrompt(rubricPromptText(prompts.evaluate, GEVAL_EVALUATE_PROMPT), {
      criteria,
      steps: steps.join('\n- '),
      maxScore: String(GEVAL_MAX_SCORE),
      input: tryParse(input),
      output: tryParse(ctx.text),
    }),
  );
  const [result] = extractJsonObjects(answer);
  if (!result)
    throw new GradingError(`G-Eval result is not in JSON format: ${answer.slice(0, 300)}`);
  const raw =
    typeof result.score === 'number'
      ? result.score
      : typeof result.score === 'string' && result.score.trim() !== ''
        ? Number(result.score)
        : Number.NaN;
  if (!Number.isFinite(raw))
    throw new GradingError(
      `G-Eval result has an invalid or missing score: ${JSON.stringify(result.score)}`,
    );
  if (raw < 0 || raw > GEVAL_MAX_SCORE)
    throw new GradingError(
      `G-Eval result score ${raw} is outside the expected 0-${GEVAL_MAX_SCORE} range`,
    );
  if (typeof result.reason !== 'string' || result.reason.trim() === '')
    throw new GradingError(
      `G-Eval result has an invalid or missing reason: ${JSON.stringify(result.reason)}`,
    );
  const score = raw / GEVAL_MAX_SCORE;
  return { pass: score >= threshold, score, reason: result.reason };
}

export const gEval: AssertionHandler = {
  type: 'g-eval',
  async evaluate(ctx) {
    const criteria = Array.isArray(ctx.value) ? ctx.value : [ctx.value];
    if (criteria.length === 0 || !criteria.every((c) => typeof c === 'string' && c.trim() !== ''))
      throw new AssertionConfigError(
        '"g-eval" needs a string value or a list of strings: the criteria',
      );
    const input = ctx.prompt ?? '';
    if (input === '')
      throw new GradingError('G-Eval: no source text (prompt) to rate the reply against');
    // promptfoo's default is 0.7; a threshold of 0 is read as unset, as its `||` does.
    const threshold = ctx.threshold || 0.7;
    const results = [];
    for (const one of criteria as string[])
      results.push(await gEvalOne(ctx, one, input, threshold));
    const score = results.reduce((sum, r) => sum + r.score, 0) / results.length;
    const verdict = {
      pass: score >= threshold,
      score,
      reason: results.map((r) => r.reason).join('\n\n'),
    };
    return invert(verdict, ctx.inverse);
  },
};

const FACTUALITY_CATEGORIES: Record<string, string> = {
  A: 'The submitted answer is a subset of the expert answer and is fully consistent with it.',
  B: 'The submitted answer is a superset of the expert answer and is fully consistent with it.',
  C: 'The submitted answer contains all the same details as the expert answer.',
  D: 'There is a disagreement between the submitted answer and the expert answer.',
  E: "The answers differ, but these differences don't matter from the perspective of factuality.",
};

/** The category letter and reason: promptfoo's JSON format first, then its legacy "(A) …" text. */
function readFactuality(answer: string): { option: string; reason: string } {
  const json = extractJsonObjects(answer).find((value) => typeof value.category === 'string');
  if (json) {
    const option = (json.category as string).trim().toUpperCase();
    if (!/^[A-E]$/.test(option)) throw new GradingError(`Invalid category value: ${option}`);
    const reason = typeof json.reason === 'string' ? json.reason.trim() : '';
    return { option, reason: reason || `Category ${option}: ${FACTUALITY_CATEGORIES[option]}` };
  }
  const legacy = /\s*\(?([a-eA-E])\)/.exec(answer);
  if (!legacy?.[1])
    throw new GradingError(
      `Factuality checker output did not match the expected format: ${answer.slice(0, 300)}`,
    );
  const reason = /\)\s*(.*)/s.exec(answer)?.[1]?.trim();
  return { option: legacy[1].toUpperCase(), reason: reason || answer };
}

export const factuality: AssertionHandler = {
  type: 'factuality',
  async evaluate(ctx) {
    const expected = stringValue(ctx, 'the reference answer');
    const input = requirePrompt(ctx);
    const scores = (ctx.options.factuality ?? {}) as Record<string, number | undefined>;
    const lookup: Record<string, number> = {
      A: scores.subset ?? 1,
      B: scores.superset ?? 1,
      C: scores.agree ?? 1,
      D: scores.disagree ?? 0,
      E: scores.differButFactual ?? 1,
    };
    const answer = await ctx.grading.complete(
      renderGradingPrompt(rubricPromptText(ctx.options.rubricPrompt, FACTUALITY_PROMPT), {
        input,
        ideal: expected,
        completion: tryParse(ctx.text),
        ...ctx.vars,
      }),
    );
    const { option, reason } = readFactuality(answer);
    const score = lookup[option] ?? 0;
    return { pass: score > 0, score, reason };
  },
};

export const closedQa: AssertionHandler = {
  type: 'model-graded-closedqa',
  async evaluate(ctx) {
    const criteria = stringValue(ctx, 'the criterion');
    const input = requirePrompt(ctx);
    const answer = await ctx.grading.complete(
      renderGradingPrompt(rubricPromptText(ctx.options.rubricPrompt, CLOSED_QA_PROMPT), {
        input,
        criteria,
        completion: tryParse(ctx.text),
        ...ctx.vars,
      }),
    );
    const end = answer.trimEnd();
    if (end.endsWith('Y'))
      return { pass: true, reason: `The submission meets the criterion:\n${answer}` };
    if (end.endsWith('N'))
      return { pass: false, reason: `The submission does not meet the criterion:\n${answer}` };
    throw new GradingError(`Model grader produced a malformed response:\n${answer.slice(0, 300)}`);
  },
};

export const answerRelevance: AssertionHandler = {
  type: 'answer-relevance',
  async evaluate(ctx) {
    const prompt = requirePrompt(ctx);
    const input = typeof ctx.vars.query === 'string' ? ctx.vars.query : prompt;
    const threshold = ctx.threshold ?? 0.7;
    const generate = renderGradingPrompt(
      rubricPromptText(ctx.options.rubricPrompt, ANSWER_RELEVANCE_PROMPT),
      { answer: tryParse(ctx.text) },
    );
    const questions: string[] = [];
    for (let i = 0; i < 3; i++) questions.push(await ctx.grading.complete(generate));
    const target = await ctx.grading.embed(input);
    const similarities: number[] = [];
    for (const question of questions)
      similarities.push(cosineSimilarity(target, await ctx.grading.embed(question)));
    const similarity = similarities.reduce((a, b) => a + b, 0) / similarities.length;
    const pass = similarity >= threshold - EPSILON;
    const shown = similarity.toFixed(2);
    return {
      pass,
      score: similarity,
      reason: pass
        ? `Relevance ${shown} is greater than threshold ${threshold}`
        : `Relevance ${shown} is less than threshold ${threshold}`,
    };
  },
};

/** A context var or a contextTransform result, as text (a list of chunks joined by blank lines). */
async function resolveContext(
  ctx: AssertionContext,
  fallback?: string,
): Promise<string | string[]> {
  let context: unknown =
    typeof ctx.vars.context === 'string' || Array.isArray(ctx.vars.context)
      ? ctx.vars.context
      : fallback;
  const transform = ctx.assertion.contextTransform;
  if (transform) {
    const output = typeof ctx.output === 'string' ? tryParse(ctx.output) : ctx.output;
    try {
      context = await runSandboxed(functionBody(transform), {
        output,
        context: { vars: ctx.vars, prompt: { label: ctx.prompt ?? '' } },
      });
    } catch (error) {
      throw new GradingError(
        `Failed to transform context using expression '${transform}': ${(error as Error).message}`,
      );
    }
    if (
      typeof context !== 'string' &&
      !(Array.isArray(context) && context.every((c) => typeof c === 'string'))
    )
      throw new GradingError(
        `contextTransform must return a string; it returned ${typeof context}`,
      );
  }
  const empty =
    typeof context === 'string'
      ? context.length === 0
      : !Array.isArray(context) || context.length === 0;
  if (empty) {
    throw new GradingError(
      `"${ctx.type}" needs a context: a "context" var in the test, or a contextTransform that extracts it from the output`,
    );
  }
  return context as string | string[];
}

const serialise = (context: string | string[]) =>
  Array.isArray(context) ? context.join('\n\n') : context;

function requireQuery(ctx: AssertionContext): string {
  if (typeof ctx.vars.query !== 'string')
    throw new GradingError(`"${ctx.type}" needs a "query" var with the user's question`);
  return ctx.vars.query;
}

export const contextRecall: AssertionHandler = {
  type: 'context-recall',
  async evaluate(ctx) {
    const groundTruth = stringValue(ctx, 'the expected answer');
    const prompt = requirePrompt(ctx);
    const context = serialise(await resolveContext(ctx, prompt));
    const threshold = ctx.threshold ?? 0;
    const answer = await ctx.grading.complete(
      renderGradingPrompt(rubricPromptText(ctx.options.rubricPrompt, CONTEXT_RECALL_PROMPT), {
        ...ctx.vars,
        context,
        groundTruth,
      }),
    );
    const attributed = ATTRIBUTED.toLowerCase();
    const notAttributed = NOT_ATTRIBUTED.toLowerCase();
    const lines = splitLines(answer).filter((line) => {
      const lower = line.toLowerCase();
      return lower.includes(attributed) || lower.includes(notAttributed);
    });
    if (lines.length === 0)
      throw new GradingError('Grader returned no [Attributed]/[Not Attributed] classifications');
    const supported = lines.filter((line) => !line.toLowerCase().includes(notAttributed)).length;
    const score = supported / lines.length;
    const pass = score >= threshold - EPSILON;
    return {
      pass,
      score,
      reason: pass
        ? `Recall ${score.toFixed(2)} is >= ${threshold}`
        : `Recall ${score.toFixed(2)} is < ${threshold}`,
    };
  },
};

export const contextRelevance: AssertionHandler = {
  type: 'context-relevance',
  async evaluate(ctx) {
    const query = requireQuery(ctx);
    const context = await resolveContext(ctx);
    const text = serialise(context);
    const threshold = ctx.threshold ?? 0;
    const answer = await ctx.grading.complete(
      renderGradingPrompt(rubricPromptText(ctx.options.rubricPrompt, CONTEXT_RELEVANCE_PROMPT), {
        context: text,
        query,
      }),
    );
    const segmented = Array.isArray(context) || splitLines(context).length > 1;
    const units = Array.isArray(context)
      ? context.filter((chunk) => chunk.trim().length > 0)
      : splitSentences(context);
    const insufficient = answer.includes(INSUFFICIENT_INFORMATION);
    const relevant = insufficient
      ? []
      : [...new Set(segmented ? splitLines(answer) : splitSentences(answer))];
    const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
    const whole = normalise(text);
    // A judge that quotes nothing of the context answered out of format: not a low score.
    if (
      relevant.length > 0 &&
      !relevant.some((s) => whole.includes(normalise(s.replace(/^\s*(?:\d+[.)]|[-*])\s*/, ''))))
    )
      throw new GradingError('Grader output does not quote the provided context');
    const score = units.length > 0 ? Math.min(relevant.length, units.length) / units.length : 0;
    const pass = score >= threshold - EPSILON;
    return {
      pass,
      score,
      reason: pass
        ? `Context relevance ${score.toFixed(2)} is >= ${threshold}`
        : `Context relevance ${score.toFixed(2)} is < ${threshold}`,
    };
  },
};

function faithfulnessPrompts(custom: unknown): [string, string] {
  if (custom === undefined) return [FAITHFULNESS_STATEMENTS_PROMPT, FAITHFULNESS_VERDICTS_PROMPT];
  if (!Array.isArray(custom))
    throw new AssertionConfigError(
      '"context-faithfulness" takes a rubricPrompt list of two prompts',
    );
  const text = (item: unknown) =>
    typeof item === 'string' ? item : (item as { content?: string } | undefined)?.content;
  return [
    rubricPromptText(text(custom[0]), FAITHFULNESS_STATEMENTS_PROMPT),
    rubricPromptText(text(custom[1]), FAITHFULNESS_VERDICTS_PROMPT),
  ];
}

export const contextFaithfulness: AssertionHandler = {
  type: 'context-faithfulness',
  async evaluate(ctx) {
    const query = requireQuery(ctx);
    const context = serialise(await resolveContext(ctx));
    const threshold = ctx.threshold ?? 0;
    const [statementsPrompt, verdictsPrompt] = faithfulnessPrompts(ctx.options.rubricPrompt);
    const statementsAnswer = await ctx.grading.complete(
      renderGradingPrompt(statementsPrompt, {
        ...ctx.vars,
        question: query,
        answer: tryParse(ctx.text),
      }),
    );
    const statements = splitLines(statementsAnswer);
    if (statements.length === 0)
      throw new GradingError('Could not extract context-faithfulness statements');
    const answer = await ctx.grading.complete(
      renderGradingPrompt(verdictsPrompt, { ...ctx.vars, context, statements }),
    );
    let verdicts = answer.toLowerCase().trim();
    const final = FINAL_VERDICT.toLowerCase();
    let score: number | undefined;
    if (verdicts.includes(final)) {
      verdicts = verdicts.slice(verdicts.indexOf(final) + final.length);
      const parsed = verdicts.split('.').filter((item) => item.trim() !== '');
      if (parsed.length > 0 && parsed.every((item) => /\b(?:yes|no)\b/.test(item))) {
        const unsupported = parsed.filter((item) => !item.includes('yes')).length;
        const missing = Math.max(0, statements.length - parsed.length);
        score = 1 - (unsupported + missing) / statements.length;
      }
    } else {
      const no = verdicts.split('verdict: no').length - 1;
      const yes = verdicts.split('verdict: yes').length - 1;
      if (no + yes > 0) {
        const missing = Math.max(0, statements.length - no - yes);
        score = 1 - (no + missing) / statements.length;
      }
    }
    if (score === undefined)
      throw new GradingError('Could not parse context-faithfulness verdicts');
    score = Math.min(1, Math.max(0, score));
    const pass = score >= threshold - EPSILON;
    return {
      pass,
      score,
      reason: pass
        ? `Faithfulness ${score.toFixed(2)} is >= ${threshold}`
        : `Faithfulness ${score.toFixed(2)} is < ${threshold}`,
    };
  },
};

type SimilarityMetric = 'cosine' | 'dot_product' | 'euclidean';

const METRICS: Record<string, SimilarityMetric> = {
  similar: 'cosine',
  'similar:cosine': 'cosine',
  'similar:dot': 'dot_product',
  'similar:euclidean': 'euclidean',
};

async function similarityTo(
  ctx: AssertionContext,
  expected: string,
  metric: SimilarityMetric,
  threshold: number,
): Promise<AssertionVerdict> {
  const [a, b] = [await ctx.grading.embed(expected), await ctx.grading.embed(ctx.text)];
  const inverse = ctx.inverse;
  if (metric === 'euclidean') {
    // A distance: lower is closer, the threshold is the largest distance that passes.
    const distance = euclideanDistance(a, b);
    const pass = inverse ? distance >= threshold - EPSILON : distance <= threshold + EPSILON;
    const normalised = 1 / (1 + distance);
    const within = `Distance ${distance.toFixed(2)} is less than or equal to threshold ${threshold}`;
    const beyond = `Distance ${distance.toFixed(2)} is greater than threshold ${threshold}`;
    return {
      pass,
      score: inverse ? 1 - normalised : normalised,
      reason: pass === !inverse ? within : beyond,
    };
  }
  const similarity = metric === 'cosine' ? cosineSimilarity(a, b) : dotProduct(a, b);
  const pass = inverse ? similarity <= threshold + EPSILON : similarity >= threshold - EPSILON;
  const above = `Similarity ${similarity.toFixed(2)} is greater than or equal to threshold ${threshold}`;
  const below = `Similarity ${similarity.toFixed(2)} is less than threshold ${threshold}`;
  return {
    pass,
    score: inverse ? 1 - similarity : similarity,
    reason: pass === !inverse ? above : below,
  };
}

function similar(type: string): AssertionHandler {
  return {
    type,
    async evaluate(ctx) {
      const metric = METRICS[type] as SimilarityMetric;
      const values = Array.isArray(ctx.value) ? ctx.value : [ctx.value];
      if (values.length === 0 || !values.every((v) => typeof v === 'string'))
        throw new AssertionConfigError(`"${type}" needs a string value or a list of strings`);
      const threshold = ctx.threshold ?? 0.75;
      if (values.length === 1) return similarityTo(ctx, values[0] as string, metric, threshold);
      if (ctx.inverse) {
        // not-similar to a list: dissimilar to every value; reports the closest one.
        let closest: AssertionVerdict | undefined;
        for (const value of values as string[]) {
          const verdict = await similarityTo(ctx, value, metric, threshold);
          if (!verdict.pass) return verdict;
          if (!closest || (verdict.score ?? 0) < (closest.score ?? 0)) closest = verdict;
        }
        return closest as AssertionVerdict;
      }
      // similar to a list: close to any value; on failure, the best score.
      let best = Number.NEGATIVE_INFINITY;
      for (const value of values as string[]) {
        const verdict = await similarityTo(ctx, value, metric, threshold);
        if (verdict.pass) return verdict;
        best = Math.max(best, verdict.score ?? 0);
      }
      return {
        pass: false,
        score: best,
        reason: 'None of the provided values met the similarity threshold',
      };
    },
  };
}

export const SIMILAR_HANDLERS: readonly AssertionHandler[] = Object.keys(METRICS).map(similar);

export const MODEL_GRADED_HANDLERS: readonly AssertionHandler[] = [
  llmRubric,
  gEval,
  factuality,
  closedQa,
  answerRelevance,
  contextRecall,
  contextRelevance,
  contextFaithfulness,
  ...SIMILAR_HANDLERS,
];

/** Model-graded types promptfoo does not negate (their handlers ignore `not-`): a config error here. */
export const NOT_NEGATABLE: ReadonlySet<string> = new Set([
  'factuality',
  'model-graded-closedqa',
  'answer-relevance',
  'context-recall',
  'context-relevance',
  'context-faithfulness',
  'select-best',
]);
