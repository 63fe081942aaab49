import { describe, expect, it } from 'vitest';
import { deriveIssueChanges, type PreviousIssue } from './derive';

const earlier = new Date('2026-11-01T00:00:00Z');
const later = new Date('2026-11-02T00:00:00Z');
const issue = (status: PreviousIssue['status'], overrides: Partial<PreviousIssue> = {}) => ({
  status,
  lastScanAt: earlier,
  scanApplied: false,
  ...overrides,
});
const nothing = { create: false, status: null, event: null, record: false };
const recordOnly = { create: false, status: null, event: null, record: true };

describe('deriveIssueChanges', () => {
  it('opens an issue on the first failure, and nothing without one', () => {
    expect(deriveIssueChanges(null, { passed: 3, failed: 1, scanAt: later })).toEqual({
      create: true,
      status: 'open',
      event: 'opened',
      record: true,
    });
    expect(deriveIssueChanges(null, { passed: 4, failed: 0, scanAt: later })).toEqual(nothing);
  });

  it('fixes an open issue when every graded probe passed', () => {
    expect(deriveIssueChanges(issue('open'), { passed: 4, failed: 0, scanAt: later })).toEqual({
      create: false,
      status: 'fixed',
      event: 'fixed',
      record: true,
    });
  });

  it('reopens a fixed issue as a regression on a new failure', () => {
    expect(deriveIssueChanges(issue('fixed'), { passed: 2, failed: 2, scanAt: later })).toEqual({
      create: false,
      status: 'open',
      event: 'regressed',
      record: true,
    });
  });

  it('keeps an open issue open on another failure, recording the scan', () => {
    expect(deriveIssueChanges(issue('open'), { passed: 0, failed: 5, scanAt: later })).toEqual(
      recordOnly,
    );
  });

  it('leaves ignored and false positive issues as a person set them', () => {
    for (const status of ['ignored', 'false_positive'] as const) {
      expect(deriveIssueChanges(issue(status), { passed: 0, failed: 3, scanAt: later })).toEqual(
        recordOnly,
      );
      expect(deriveIssueChanges(issue(status), { passed: 3, failed: 0, scanAt: later })).toEqual(
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

  it('changes no status for a scan applied before or older than the latest applied', () => {
    expect(
      deriveIssueChanges(issue('open', { scanApplied: true }), {
        passed: 3,
        failed: 0,
        scanAt: later,
      }),
    ).toEqual(recordOnly);
    expect(
      deriveIssueChanges(issue('fixed', { lastScanAt: later }), {
        passed: 0,
        failed: 2,
        scanAt: earlier,
      }),
    ).toEqual(recordOnly);
  });
});
