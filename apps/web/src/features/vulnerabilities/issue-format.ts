import type { IssueEvent, IssueStatus, IssueSummary } from '@crucible/shared';
import { SEVERITY_LABELS } from '../plugins/plugin-labels';

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Open',
  fixed: 'Fixed',
  ignored: 'Ignored',
  false_positive: 'False positive',
};

export const ISSUE_STATUS_COLORS: Record<IssueStatus, 'error' | 'success' | 'default' | 'info'> = {
  open: 'error',
  fixed: 'success',
  ignored: 'default',
  false_positive: 'info',
};

export const issuePath = (id: string) => `/redteam/vulnerabilities/${id}`;

/** A status or severity value of an event, as people read it. */
function valueLabel(event: IssueEvent, value: string | null): string {
  if (value === null) return event.kind === 'severity' ? 'the plugin default' : 'nobody';
  if (event.kind === 'status') return ISSUE_STATUS_LABELS[value as IssueStatus] ?? value;
  if (event.kind === 'severity') return SEVERITY_LABELS[value as IssueSummary['severity']] ?? value;
  return value;
}

/** What an event did, after its actor's name ("Ada Tester changed the status …"). */
export function describeEvent(event: IssueEvent): string {
  switch (event.kind) {
    case 'opened':
      return 'opened this vulnerability';
    case 'fixed':
      return 'found it fixed';
    case 'regressed':
      return 'found it again (regressed)';
    case 'status':
    case 'severity':
      return `changed the ${event.kind} from ${valueLabel(event, event.from)} to ${valueLabel(event, event.to)}`;
    case 'assignee':
      return event.to === null
        ? `unassigned ${valueLabel(event, event.from)}`
        : `assigned ${valueLabel(event, event.to)}`;
    case 'comment':
      return 'commented';
    case 'examples':
      return event.to === '1'
        ? 'recorded 1 reply of its evidence as a grading example (pass)'
        : `recorded ${event.to ?? 0} replies of its evidence as grading examples (pass)`;
  }
}
