import type { Severity } from '../types';
import { isSeverity } from '../summary';
import data from './keras-policy.json' with { type: 'json' };

export type KerasPolicy = {
  ownModules: string[];
  libraryModules: string[];
  classes: ReadonlySet<string>;
  kerasFunctions: Record<string, Severity>;
  tfFunctions: Record<string, Severity>;
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isSeverityTable = (value: unknown): value is Record<string, Severity> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string' && isSeverity(item));

/** Checks the shape of keras-policy.json once, at load, so a bad edit fails loudly. */
export function loadKerasPolicy(raw: unknown): KerasPolicy {
  const candidate = raw as Record<string, unknown>;
  if (
    !isStringList(candidate.ownModules) ||
    !isStringList(candidate.libraryModules) ||
    !isStringList(candidate.classes) ||
    !isSeverityTable(candidate.kerasFunctions) ||
    !isSeverityTable(candidate.tfFunctions)
  )
    throw new Error(
      'keras-policy.json: expected { ownModules, libraryModules, classes: string[], kerasFunctions, tfFunctions: name → severity }',
    );
  return {
    ownModules: candidate.ownModules,
    libraryModules: candidate.libraryModules,
    classes: new Set(candidate.classes),
    kerasFunctions: candidate.kerasFunctions,
    tfFunctions: candidate.tfFunctions,
  };
}

export const KERAS_POLICY = loadKerasPolicy(data);

const under = (module: string, prefixes: string[]) =>
  prefixes.some((prefix) => module === prefix || module.startsWith(`${prefix}.`));

/** Where a config's `module` points: Keras itself, a Keras model library, or anything else. */
export function moduleOrigin(
  module: string,
  policy: KerasPolicy = KERAS_POLICY,
): 'keras' | 'library' | 'foreign' {
  if (under(module, policy.ownModules)) return 'keras';
  if (under(module, policy.libraryModules)) return 'library';
  return 'foreign';
}
