import { load as parseYaml } from 'js-yaml';
import type { z } from 'zod';
import { EvalConfigSchema, type EvalConfigInput } from './schema';

/** A config that cannot run; the message names every offending path (`tests.3.assert.0.type`). */
export class EvalConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EvalConfigError';
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.') || '(config)';
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return `${path}: unknown or unsupported key${issue.keys.length > 1 ? 's' : ''} ${keys}`;
  }
  if (issue.code === 'invalid_union') {
    // The union's branches each failed; the deepest branch error says the most.
    const nested = issue.errors.flat().sort((a, b) => b.path.length - a.path.length)[0];
    if (nested && nested.path.length > 0) {
      return describeIssue({ ...nested, path: [...issue.path, ...nested.path] });
    }
  }
  return `${path}: ${issue.message}`;
}

/** Validates a parsed promptfoo config (file references already resolved). */
export function parseEvalConfig(raw: unknown): EvalConfigInput {
  const result = EvalConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = [...new Set(result.error.issues.map(describeIssue))];
  throw new EvalConfigError(lines.join('\n'));
}

/**
 * Reads YAML (or JSON) config text into a plain value. js-yaml rather than `yaml`: a
 * 2,000-test config loads in a tenth of the time and a quarter of the memory.
 */
export function readConfigText(text: string): unknown {
  try {
    return parseYaml(text) as unknown;
  } catch (error) {
    throw new EvalConfigError(`The config is not valid YAML: ${(error as Error).message}`);
  }
}
