import { isSeverity } from '../summary';
import type { Severity } from '../types';
import data from './tensorflow-ops.json' with { type: 'json' };

/** How one TensorFlow operation is judged: severity, and what it does in a sentence. */
export type OpRule = { severity: Severity; does: string };

export type TensorflowOps = {
  ops: Record<string, OpRule>;
  /** Print operations, flagged only when they print to a file. */
  printToFile: OpRule & { ops: string[] };
};

const isRule = (value: unknown): value is OpRule => {
  const rule = value as Partial<OpRule> | null;
  return (
    typeof rule === 'object' &&
    rule !== null &&
    typeof rule.severity === 'string' &&
    isSeverity(rule.severity) &&
    typeof rule.does === 'string'
  );
};

/** Checks the shape of tensorflow-ops.json once, at load, so a bad edit fails loudly. */
export function loadTensorflowOps(raw: unknown = data): TensorflowOps {
  const { ops, printToFile } = raw as { ops?: unknown; printToFile?: { ops?: unknown } };
  const table = ops as Record<string, unknown> | undefined;
  if (
    typeof table !== 'object' ||
    table === null ||
    !Object.values(table).every(isRule) ||
    !isRule(printToFile) ||
    !Array.isArray(printToFile.ops)
  )
    throw new Error(
      'tensorflow-ops.json: expected { ops: name → { severity, does }, printToFile: { ops, severity, does } }',
    );
  return {
    ops: table as Record<string, OpRule>,
    printToFile: printToFile as TensorflowOps['printToFile'],
  };
}
