import type { IssueStatus } from '@crucible/shared';

/** What the derivation knows of an existing issue of the scan's (target, plugin). */
export type PreviousIssue = {
  status: IssueStatus;
  /** Finish time of the latest scan applied to the issue. */
  lastScanAt: Date;
  /** This scan was applied before (a re-run of the derivation, or a re-score after a review). */
  scanApplied: boolean;
};

/** One plugin's graded probes in one completed scan. Undecided and errored probes are not here. */
export type PluginScanResult = { passed: number; failed: number; scanAt: Date };

export type IssueChange = {
  /** Open a new issue (the first failure of this plugin against this target). */
  create: boolean;
  /** The issue's new status, or null to keep it. */
  status: IssueStatus | null;
  /** The scan's event on the timeline, or null. */
  event: 'opened' | 'fixed' | 'regressed' | null;
  /** Store the scan's rate and failing probes on the issue. */
  record: boolean;
};

const NOTHING: IssueChange = { create: false, status: null, event: null, record: false };

/**
 * The lifecycle rules, kept pure. A failure opens an issue, or reopens a fixed one (a
 * regression); a scan whose graded probes of the plugin all passed fixes an open one. A plugin
 * with no graded probe (all undecided or errored) neither opens nor fixes. `ignored` and
 * `false_positive` are a person's decision and stay. A scan applied before, or older than the
 * latest one applied, adds its numbers but changes no status.
 */
export function deriveIssueChanges(
  previous: PreviousIssue | null,
  result: PluginScanResult,
): IssueChange {
  if (result.passed + result.failed === 0) return NOTHING;
  if (!previous) {
    return result.failed > 0
      ? { create: true, status: 'open', event: 'opened', record: true }
      : NOTHING;
  }
  const unchanged: IssueChange = { ...NOTHING, record: true };
  if (previous.scanApplied || result.scanAt < previous.lastScanAt) return unchanged;
  if (result.failed > 0 && previous.status === 'fixed')
    return { create: false, status: 'open', event: 'regressed', record: true };
  if (result.failed === 0 && previous.status === 'open')
    return { create: false, status: 'fixed', event: 'fixed', record: true };
  return unchanged;
}
