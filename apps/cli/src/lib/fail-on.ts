import { PLUGIN_SEVERITIES, type PluginSeverity } from '@crucible/shared';

/*
 * `crucible redteam run --fail-on <severity>`, the CI gate: exit 1 when a vulnerability (a
 * plugin with a probe that got through) at or above that severity was found; exit 2 when no
 * probe was graded at all (every one errored or awaits a verdict) — a scan that tested nothing
 * never passes a gate.
 */

export const FAIL_ON_VALUES = PLUGIN_SEVERITIES;
export const EXIT_VULNERABLE = 1;
export const EXIT_NOTHING_TESTED = 2;

export type GateFinding = {
  name: string;
  severity: PluginSeverity;
  failed: number;
  graded: number;
};
export type Graded = { passed: number; failed: number; undecided: number; errors: number };

export function isFailOn(value: string): value is PluginSeverity {
  return (FAIL_ON_VALUES as readonly string[]).includes(value);
}

const rank = (severity: PluginSeverity) => PLUGIN_SEVERITIES.indexOf(severity);

/** The exit code and the reason (for stderr) of the gate; code 0 and no reason when it passes. */
export function gateVerdict(
  failOn: PluginSeverity,
  findings: readonly GateFinding[],
  graded: Graded,
): { code: number; reason: string | null } {
  if (graded.passed + graded.failed === 0) {
    return {
      code: EXIT_NOTHING_TESTED,
      reason: `No probe was graded (${graded.errors} ${graded.errors === 1 ? 'error' : 'errors'}, ${graded.undecided} undecided): --fail-on does not pass a scan that tested nothing`,
    };
  }
  const blocking = findings.filter((finding) => rank(finding.severity) <= rank(failOn));
  if (blocking.length === 0) return { code: 0, reason: null };
  const list = blocking
    .map((f) => `  ${f.severity}  ${f.name}: ${f.failed} of ${f.graded} probes got through`)
    .join('\n');
  const count = blocking.length === 1 ? '1 vulnerability' : `${blocking.length} vulnerabilities`;
  return {
    code: EXIT_VULNERABLE,
    reason: `${count} at or above --fail-on ${failOn}:\n${list}`,
  };
}
