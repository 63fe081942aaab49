import { describe, expect, it } from 'vitest';
import type { IssueEvent } from '@crucible/shared';
import { describeEvent } from './issue-format';

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
