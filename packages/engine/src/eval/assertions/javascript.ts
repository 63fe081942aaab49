import { runSandboxed } from '../sandbox';
import { AssertionConfigError, type AssertionHandler, type AssertionVerdict } from './types';

/**
 * The index of the `;` that ends the last statement of one line of code, outside strings,
 * template literals, comments and brackets; -1 when there is none.
 */
function lastStatementEnd(code: string): number {
  let depth = 0;
  let last = -1;
  let quote: string | undefined;
  for (let i = 0; i < code.length; i++) {
    const char = code[i] as string;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(' || char === '[' || char === '{') depth++;
    else if (char === ')' || char === ']' || char === '}') depth--;
    else if (char === ';' && depth === 0) last = i;
  }
  return last;
}

/**
 * promptfoo's reading of a `javascript` value: several lines are a function body (it returns
 * its answer); one line is an expression whose value is the answer, or declarations followed
 * by that expression (`const n = output.length; n > 10`), or a `return` statement.
 */
export function functionBody(value: string): string {
  const code = value.trimEnd();
  if (code.includes('\n')) return code;
  const line = code.trim().replace(/;+\s*$/, '');
  if (/^return\b/.test(line)) return `${line};`;
  if (/^(?:const|let|var)\s/.test(line)) {
    const end = lastStatementEnd(line);
    const expression = end === -1 ? '' : line.slice(end + 1).trim();
    return expression ? `${line.slice(0, end + 1)} return ${expression};` : line;
  }
  return `return ${line};`;
}

type GradingObject = { pass: boolean; score?: number; reason?: string };

const isGradingObject = (value: unknown): value is GradingObject =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { pass?: unknown }).pass === 'boolean';

/**
 * What the function answered, as promptfoo reads it: a boolean is the verdict; a number is a
 * score that passes above 0, or from `threshold` when one is set; `{pass, score, reason}` says
 * all three (its `pass` stands, whatever the threshold). `not-javascript` inverts the verdict.
 */
function verdictOf(
  result: unknown,
  threshold: number | undefined,
  inverse: boolean,
): AssertionVerdict {
  if (typeof result === 'boolean') {
    const pass = result !== inverse;
    return {
      pass,
      score: pass ? 1 : 0,
      reason: pass ? 'Assertion passed' : `Custom function returned ${result}`,
    };
  }
  if (typeof result === 'number' && Number.isFinite(result)) {
    const held = threshold === undefined ? result > 0 : result >= threshold;
    const pass = held !== inverse;
    return {
      pass,
      score: result,
      reason: pass ? 'Assertion passed' : `Custom function returned ${held}: score ${result}`,
    };
  }
  if (isGradingObject(result)) {
    const given = result.score;
    const score = typeof given === 'number' && Number.isFinite(given) ? given : result.pass ? 1 : 0;
    const pass = result.pass !== inverse;
    const reason =
      result.reason ?? (pass ? 'Assertion passed' : `Custom function returned ${result.pass}`);
    return { pass, score, reason };
  }
  throw new AssertionConfigError(
    `Custom function must return a boolean, a finite number or {pass, score, reason}; it returned ${JSON.stringify(result) ?? 'undefined'}`,
  );
}

/**
 * `javascript`: the config's own check, run in the QuickJS sandbox (eval/sandbox.ts) with
 * `output` (the provider's output: text, or the parsed object of a tool call) and `context`
 * (`vars`, `prompt`, `config`, `providerResponse`, `test`).
 */
export const javascript: AssertionHandler = {
  type: 'javascript',
  async evaluate(ctx) {
    if (typeof ctx.value !== 'string' || ctx.value.trim() === '')
      throw new AssertionConfigError('javascript needs code as its value');
    if (ctx.value.trim().startsWith('file://'))
      throw new AssertionConfigError(
        'javascript from a file (file://) is not supported: put the code inline in the config',
      );
    const context = {
      vars: ctx.vars,
      prompt: ctx.prompt,
      config: ctx.config ?? {},
      test: { vars: ctx.vars },
      providerResponse: {
        output: ctx.response.output,
        tokenUsage: ctx.response.tokens,
        cost: ctx.response.cost,
        finishReason: ctx.response.finishReason,
      },
    };
    let result: unknown;
    try {
      result = await runSandboxed(functionBody(ctx.value), { output: ctx.output, context });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { pass: false, score: 0, reason: `Custom function threw error: ${message}` };
    }
    return verdictOf(result, ctx.threshold, ctx.inverse);
  },
};
