import type { IssueStatus } from '@crucible/shared';

/** What the derivation knows of an existing issue of the scan's (target, plugin). */
export type PreviousIssue = {
  status: IssueStatus;
  /** Finish time of the latest scan applied to the issue. */
  lastScanAt: Date;
  /**
   * This scan's numbers for the plugin as they were last applied to the issue, or null if the
   * scan was never applied. Equal numbers mean a replay (a re-run derivation); different ones,
   * verdicts that changed since (a retry re-ran probes, a review decided some).
   */
  applied: { failed: number; total: number } | null;
  /** Failing probes of other scans still recorded as the issue's evidence. */
  otherEvidence: number;
  /** A person commented on the issue or changed its status, severity or assignee. */
  touched: boolean;
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
  /**
   * The scan's rate and failing probes on the issue: `record` stores them (replacing what the
   * scan stored before), `withdraw` takes them away (none of its probes of the plugin is graded
   * any more), null leaves the issue without this scan.
   */
  scan: 'record' | 'withdraw' | null;
  /** Delete the issue: no failing probe shows it any more and no person worked on it. */
  remove: boolean;
};

const NOTHING: IssueChange = {
  create: false,
  status: null,
  event: null,
  scan: null,
  remove: false,
};

/**
 * The lifecycle rules, kept pure. A failure opens an issue, or reopens a fixed one (a
 * regression); a scan whose graded probes of the plugin all passed fixes an open one. A plugin
 * with no graded probe (all undecided or errored) neither opens nor fixes. `ignored` and
 * `false_positive` are a person's decision and stay. A replay of a scan, or a scan older than
 * the latest applied, adds its numbers but changes no status; the latest scan whose verdicts
 * changed decides again. An issue left with no evidence at all never was a weakness: it goes,
 * unless people worked on it — then it stays for their record, and an open one is fixed.
 */
export function deriveIssueChanges(
  previous: PreviousIssue | null,
  result: PluginScanResult,
): IssueChange {
  const graded = result.passed + result.failed;
  if (!previous) {
    return graded > 0 && result.failed > 0
      ? { ...NOTHING, create: true, status: 'open', event: 'opened', scan: 'record' }
      : NOTHING;
  }
  if (graded === 0) {
    if (!previous.applied) return NOTHING;
    return withoutEvidence(previous, { ...NOTHING, scan: 'withdraw' }, previous.otherEvidence);
  }
  const recorded: IssueChange = { ...NOTHING, scan: 'record' };
  const replay =
    previous.applied !== null &&
    previous.applied.failed === result.failed &&
    previous.applied.total === graded;
  let change = recorded;
  if (!replay && result.scanAt >= previous.lastScanAt) {
    if (result.failed > 0 && previous.status === 'fixed')
      change = { ...recorded, status: 'open', event: 'regressed' };
    else if (result.failed === 0 && previous.status === 'open')
      change = { ...recorded, status: 'fixed', event: 'fixed' };
  }
  return withoutEvidence(previous, change, previous.otherEvidence + result.failed);
}

/** The change once the issue's remaining evidence is known. */
function withoutEvidence(
  previous: PreviousIssue,
  change: IssueChange,
  remaining: number,
): IssueChange {
  if (remaining > 0) return change;
  if (!previous.touched) return { ...change, status: null, event: null, remove: true };
  if ((change.status ?? previous.status) === 'open')
    return { ...change, status: 'fixed', event: 'fixed' };
  return change;
}
