import type { ConfigIssue } from '../plugin-config';

/**
 * promptfoo's `intent` plugin config: `config.intent` is one prompt, a list of prompts, a list
 * whose items may be lists (a multi-step sequence, sent in order in one conversation), or a
 * `file://` path to a CSV (first column, after a header row) or JSON (the same list) file — a
 * path the CLI reads before the config is checked (`files.ts`).
 */

/** One intent: a prompt, or the steps of a sequence. */
export type Intent = string | readonly string[];

/** More than this many intents in one entry is a data file, not a config. */
export const MAX_INTENTS = 1000;
/** Steps of one sequence. */
export const MAX_STEPS = 20;

const SHAPE =
  'a prompt, a list of prompts, or a list of lists (the steps of a multi-step sequence)';

export const isFileReference = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().startsWith('file://');

/** One item of the list: a non-empty prompt, or a sequence of non-empty prompts. */
function intentIssues(item: unknown, index: number): ConfigIssue[] {
  const at = ['intent', index];
  if (typeof item === 'string') {
    return item.trim() ? [] : [{ path: at, message: 'An intent cannot be empty' }];
  }
  if (!Array.isArray(item)) {
    return [{ path: at, message: `Each intent is a prompt or a list of steps (${SHAPE})` }];
  }
  if (item.length === 0) return [{ path: at, message: 'A sequence needs at least one step' }];
  if (item.length > MAX_STEPS)
    return [{ path: at, message: `A sequence has at most ${MAX_STEPS} steps` }];
  return item.flatMap((step, stepIndex) =>
    typeof step === 'string' && step.trim()
      ? []
      : [{ path: [...at, stepIndex], message: 'Each step of a sequence is a non-empty prompt' }],
  );
}

/**
 * The intents of a plugin entry's config, or what is wrong with it (paths relative to
 * `config`). A `file://` path still in the config was not read: the CLI reads it; a config
 * imported on the server must carry its intents.
 */
export function parseIntents(
  config: Record<string, unknown> | undefined,
): { ok: true; intents: Intent[] } | { ok: false; issues: ConfigIssue[] } {
  const value = config?.intent;
  if (value === undefined || value === null || value === '') {
    return {
      ok: false,
      issues: [{ path: ['intent'], message: `The intent plugin needs config.intent: ${SHAPE}` }],
    };
  }
  if (isFileReference(value)) {
    return {
      ok: false,
      issues: [
        {
          path: ['intent'],
          message: `${value.trim()} was not read: the CLI (crucible redteam run) reads intent files beside the config; a config imported into the server must list its intents`,
        },
      ],
    };
  }
  const list: unknown[] = Array.isArray(value) ? value : [value];
  if (list.length === 0)
    return { ok: false, issues: [{ path: ['intent'], message: 'List at least one intent' }] };
  if (list.length > MAX_INTENTS) {
    return {
      ok: false,
      issues: [{ path: ['intent'], message: `At most ${MAX_INTENTS} intents per plugin entry` }],
    };
  }
  const issues = list.flatMap((item, index) =>
    intentIssues(item, index).map((issue) =>
      // A single string intent has no index.
      Array.isArray(value) ? issue : { ...issue, path: ['intent'] },
    ),
  );
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    intents: list.map((item) =>
      typeof item === 'string' ? item.trim() : (item as string[]).map((step) => step.trim()),
    ),
  };
}
