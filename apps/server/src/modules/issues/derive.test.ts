import { describe, expect, it } from 'vitest';
import { deriveIssueChanges, type IssueChange, type PreviousIssue } from './derive';

const earlier = new Date('2026-11-01T00:00:00Z');
const later = new Date('2026-11-02T00:00:00Z');
/** An issue another scan opened: it has that scan's evidence, and no person touched it. */
const issue = (
  status: PreviousIssue['status'],
  overrides: Partial<PreviousIssue> = {},
): PreviousIssue => ({
  status,
  lastScanAt: earlier,
  applied: null,
  otherEvidence: 3,
  touched: false,
  ...overrides,
});
const change = (overrides: Partial<IssueChange> = {}): IssueChange => ({
  create: false,
  status: null,
  event: null,
  scan: 'record',
  remove: false,
  ...overrides,
});
const nothing = change({ scan: null });
const recordOnly = change();
const fixed = change({ status: 'fixed', event: 'fixed' });
const regressed = change({ status: 'open', event: 'regressed' });

describe('deriveIssueChanges', () => {
  it('opens an issue on the first failure, and nothing without one', () => {
    expect(deriveIssueChanges(null, { passed: 3, failed: 1, scanAt: later })).toEqual(
      change({ create: true, status: 'open', event: 'opened' }),
    );
    expect(deriveIssueChanges(null, { passed: 4, failed: 0, scanAt: later })).toEqual(nothing);
  });

  it('fixes an open issue when every graded probe passed', () => {
    expect(deriveIssueChanges(issue('open'), { passed: 4, failed: 0, scanAt: later })).toEqual(
      fixed,
    );
  });

  it('reopens a fixed issue as a regression on a new failure', () => {
    expect(deriveIssueChanges(issue('fixed'), { passed: 2, failed: 2, scanAt: later })).toEqual(
      regressed,
    );
  });

  it('keeps an open issue open on another failure, recording the scan', () => {
    expect(deriveIssueChanges(issue('open'), { passed: 0, failed: 5, scanAt: later })).toEqual(
      recordOnly,
    );
  });

  it('leaves ignored and false positive issues as a person set them', () => {
    for (const status of ['ignored', 'false_positive'] as const) {
      const decided = issue(status, { touched: true });
      expect(deriveIssueChanges(decided, { passed: 0, failed: 3, scanAt: later })).toEqual(
        recordOnly,
      );
      expect(deriveIssueChanges(decided, { passed: 3, failed: 0, scanAt: later })).toEqual(
        recordOnly,
      );
    }
  });

  it('neither opens nor fixes when no probe of the plugin was graded (all undecided)', () => {
    const undecided = { passed: 0, failed: 0, scanAt: later };
    expect(deriveIssueChanges(null, undecided)).toEqual(nothing);
    expect(deriveIssueChanges(issue('open'), undecided)).toEqual(nothing);
    expect(deriveIssueChanges(issue('fixed'), undecided)).toEqual(nothing);
  });

  it('changes no status when a scan is replayed with the same verdicts, or is older than the latest', () => {
    const replayed = issue('open', { applied: { failed: 0, total: 3 }, lastScanAt: later });
    expect(deriveIssueChanges(replayed, { passed: 3, failed: 0, scanAt: later })).toEqual(
      recordOnly,
    );
    expect(
      deriveIssueChanges(issue('fixed', { lastScanAt: later }), {
        passed: 0,
        failed: 2,
        scanAt: earlier,
      }),
    ).toEqual(recordOnly);
  });

  it('decides again when the latest scan’s verdicts changed (a retry, a review)', () => {
    // The scan fixed the issue; a retry of its errored probes found failures: a regression.
    const fixedByIt = issue('fixed', { applied: { failed: 0, total: 4 }, lastScanAt: later });
    expect(deriveIssueChanges(fixedByIt, { passed: 4, failed: 1, scanAt: later })).toEqual(
      regressed,
    );
    // Its failures were retried and passed while an older scan's evidence remains: fixed.
    const failedInIt = issue('open', { applied: { failed: 2, total: 4 }, lastScanAt: later });
    expect(deriveIssueChanges(failedInIt, { passed: 4, failed: 0, scanAt: later })).toEqual(fixed);
  });

  it('removes an issue no failing probe shows any more, unless a person worked on it', () => {
    // The only scan that failed it was retried and every probe passed.
    const onlyThisScan = issue('open', {
      applied: { failed: 2, total: 4 },
      lastScanAt: later,
      otherEvidence: 0,
    });
    const retried = { passed: 4, failed: 0, scanAt: later };
    expect(deriveIssueChanges(onlyThisScan, retried)).toEqual(change({ remove: true }));
    expect(deriveIssueChanges({ ...onlyThisScan, touched: true }, retried)).toEqual(fixed);
    // A person's false positive stays as it is, evidence or not.
    expect(
      deriveIssueChanges({ ...onlyThisScan, status: 'false_positive', touched: true }, retried),
    ).toEqual(recordOnly);
    // A scan older than the latest leaves none either: still removed.
    expect(
      deriveIssueChanges(
        { ...onlyThisScan, status: 'fixed' },
        { passed: 4, failed: 0, scanAt: earlier },
      ),
    ).toEqual(change({ remove: true }));
  });

  it('withdraws a scan whose probes of the plugin are no longer graded', () => {
    const none = { passed: 0, failed: 0, scanAt: later };
    const applied = { applied: { failed: 2, total: 2 }, lastScanAt: later };
    expect(deriveIssueChanges(issue('open', applied), none)).toEqual(change({ scan: 'withdraw' }));
    expect(deriveIssueChanges(issue('open', { ...applied, otherEvidence: 0 }), none)).toEqual(
      change({ scan: 'withdraw', remove: true }),
    );
    expect(
      deriveIssueChanges(issue('open', { ...applied, otherEvidence: 0, touched: true }), none),
    ).toEqual(change({ scan: 'withdraw', status: 'fixed', event: 'fixed' }));
  });
});
