import { SEVERITIES, type Finding, type ScanError, type ScanSummary, type Severity } from './types';

const RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

/** True when `severity` is `threshold` or worse. */
export const atOrAbove = (severity: Severity, threshold: Severity): boolean =>
  RANK[severity] >= RANK[threshold];

export function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

export function summarize(
  findings: Finding[],
  errors: ScanError[],
  files: number,
  bytes: number,
  durationMs: number,
): ScanSummary {
  const counts = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<
    Severity,
    number
  >;
  for (const finding of findings) counts[finding.severity]++;
  const verdict =
    counts.critical + counts.high > 0
      ? 'unsafe'
      : errors.length > 0
        ? 'error'
        : counts.medium + counts.low > 0
          ? 'suspicious'
          : 'clean';
  return { files, bytes, durationMs, counts, verdict };
}
