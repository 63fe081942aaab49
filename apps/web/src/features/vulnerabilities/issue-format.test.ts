import { describe, expect, it } from 'vitest';
import type { IssueEvent, IssueSummary } from '@crucible/shared';
import { describeEvent, issuesToCsv } from './issue-format';

const issue: IssueSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  teamId: '00000000-0000-4000-8000-000000000002',
  targetId: '00000000-0000-4000-8000-000000000003',
  targetName: 'Bank, "demo"',
  pluginId: 'pii:direct',
  pluginName: '=HYPERLINK("x")',
  category: 'data-protection',
  status: 'false_positive',
  severity: 'high',
  assignee: null,
  firstSeenAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-02T10:00:00.000Z',
  occurrences: 3,
};

const event = (patch: Partial<IssueEvent>): IssueEvent => ({
  id: 1,
  kind: 'status',
  actor: { type: 'user', id: null, name: 'Ada' },
  at: '2026-11-02T10:00:00.000Z',
  from: null,
  to: null,
  body: null,
  ...patch,
});

describe('issuesToCsv', () => {
  it('writes a header and one quoted, formula-safe row per issue', () => {
    expect(issuesToCsv([issue]).split('\r\n')).toEqual([
      'id,severity,status,plugin_id,plugin_name,category,target_id,target_name,occurrences,first_seen_at,last_seen_at,assignee',
      `${issue.id},high,false_positive,pii:direct,"'=HYPERLINK(""x"")",data-protection,${issue.targetId},"Bank, ""demo""",3,2026-11-01T10:00:00.000Z,2026-11-02T10:00:00.000Z,`,
      '',
    ]);
  });
});

describe('describeEvent', () => {
  it('names the change in words', () => {
    expect(describeEvent(event({ from: 'open', to: 'false_positive' }))).toBe(
      'changed the status from Open to False positive',
    );
    expect(describeEvent(event({ kind: 'severity', from: 'high', to: null }))).toBe(
      'changed the severity from High to the plugin default',
    );
    expect(describeEvent(event({ kind: 'assignee', from: null, to: 'Bob' }))).toBe('assigned Bob');
    expect(describeEvent(event({ kind: 'opened' }))).toBe('opened this vulnerability');
    expect(describeEvent(event({ kind: 'examples', from: null, to: '3' }))).toBe(
      'recorded 3 replies of its evidence as grading examples (pass)',
    );
    expect(describeEvent(event({ kind: 'examples', from: null, to: '1' }))).toBe(
      'recorded 1 reply of its evidence as a grading example (pass)',
    );
  });
});
