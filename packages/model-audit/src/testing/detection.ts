import { scanPaths } from '../scan';
import { atOrAbove } from '../summary';
import { SEVERITIES, type Finding, type Severity } from '../types';
import type { Label, Sample } from './corpus';

export type Outcome = Sample & { worst?: Severity; met: boolean; findings: Finding[] };

/** What each label must get: malicious ≥ high, benign < medium, suspicious exactly medium. */
export function meetsExpectation(label: Label, worst: Severity | undefined): boolean {
  if (label === 'malicious') return worst !== undefined && atOrAbove(worst, 'high');
  if (label === 'benign') return worst === undefined || !atOrAbove(worst, 'medium');
  return worst === 'medium';
}

/** Scans every sample on its own and judges it against its label. */
export async function evaluate(samples: Sample[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const sample of samples) {
    const { findings, errors } = await scanPaths([sample.path]);
    if (errors.length > 0)
      throw new Error(`${sample.name}: ${errors.map((e) => e.message).join('; ')}`);
    const worst = SEVERITIES.find((severity) => findings.some((f) => f.severity === severity));
    outcomes.push({ ...sample, worst, findings, met: meetsExpectation(sample.label, worst) });
  }
  return outcomes;
}
