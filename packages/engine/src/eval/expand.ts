import type { ChatMessage } from '../types';
import type { AssertionInput, EvalConfigInput, PromptInput, TestCaseInput } from './config/schema';
import type { AssertionConfig, EvalPrompt, EvalTest } from './types';

/**
 * The cartesian product of list vars: `{a: [x, y], b: z}` → two var sets. As in promptfoo, only
 * a list of strings expands (judged by its first item); a list of numbers or objects, or an
 * empty list, stays one value.
 */
export function expandVars(vars: Record<string, unknown>): Record<string, unknown>[] {
  let combinations: Record<string, unknown>[] = [{}];
  for (const [name, value] of Object.entries(vars)) {
    const expands = Array.isArray(value) && typeof value[0] === 'string';
    const choices = expands ? value : [value];
    combinations = combinations.flatMap((partial) =>
      choices.map((choice) => ({ ...partial, [name]: choice })),
    );
  }
  return combinations;
}

function merge(base: TestCaseInput | undefined, test: TestCaseInput): TestCaseInput {
  if (!base) return test;
  return {
    description: test.description ?? base.description,
    vars: { ...base.vars, ...test.vars },
    assert: [...(base.assert ?? []), ...(test.assert ?? [])],
    options: { ...base.options, ...test.options },
    threshold: test.threshold ?? base.threshold,
    metadata: base.metadata || test.metadata ? { ...base.metadata, ...test.metadata } : undefined,
  };
}

const toAssertion = (input: AssertionInput): AssertionConfig => ({
  ...input,
  assert: input.assert?.map(toAssertion),
});

/**
 * Every test of the matrix: the config's tests, then each scenario's config × tests, with
 * defaultTest merged under each and array vars expanded into one test per combination
 * (unless the test sets `options.disableVarExpansion`).
 */
export function expandTests(config: EvalConfigInput): EvalTest[] {
  const written: TestCaseInput[] = [...config.tests];
  for (const scenario of config.scenarios ?? []) {
    for (const data of scenario.config) {
      for (const test of scenario.tests) {
        const merged = merge(data, test);
        written.push({
          ...merged,
          description: test.description ?? data.description ?? scenario.description,
        });
      }
    }
  }
  // A config with prompts but no tests still runs each prompt once, as promptfoo does.
  if (written.length === 0) written.push({});
  return written.flatMap((written) => {
    const test = merge(config.defaultTest, written);
    const varSets = test.options?.disableVarExpansion
      ? [test.vars ?? {}]
      : expandVars(test.vars ?? {});
    return varSets.map((vars) => ({
      description: test.description,
      vars,
      assert: (test.assert ?? []).map(toAssertion),
      threshold: test.threshold,
      metadata: test.metadata,
      options: test.options,
    }));
  });
}

function chatFromJson(text: string): ChatMessage[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return undefined;
  try {
    const value = JSON.parse(trimmed) as unknown;
    const isChat =
      Array.isArray(value) &&
      value.length > 0 &&
      value.every(
        (m) =>
          m && typeof m === 'object' && typeof m.role === 'string' && typeof m.content === 'string',
      );
    return isChat ? (value as ChatMessage[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Prompts as templates with labels; a string holding a JSON chat array is a chat prompt. */
export function normalisePrompts(prompts: EvalConfigInput['prompts']): EvalPrompt[] {
  const list: PromptInput[] =
    Array.isArray(prompts) && !isChatArray(prompts)
      ? (prompts as PromptInput[])
      : [prompts as PromptInput];
  return list.map((prompt) => {
    if (Array.isArray(prompt)) return { label: JSON.stringify(prompt), template: prompt };
    const raw = typeof prompt === 'string' ? prompt : 'raw' in prompt ? prompt.raw : prompt.id;
    const label = typeof prompt === 'string' ? prompt : (prompt.label ?? raw);
    return { label, template: chatFromJson(raw) ?? raw };
  });
}

function isChatArray(value: unknown[]): boolean {
  return (
    value.length > 0 &&
    value.every((m) => m !== null && typeof m === 'object' && !Array.isArray(m) && 'role' in m)
  );
}
