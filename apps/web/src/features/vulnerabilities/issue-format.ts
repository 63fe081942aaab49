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

const CSV_COLUMNS: [string, (issue: IssueSummary) => string | number][] = [
  ['id', (issue) => issue.id],
  ['severity', (issue) => issue.severity],
  ['status', (issue) => issue.status],
  ['plugin_id', (issue) => issue.pluginId],
  ['plugin_name', (issue) => issue.pluginName],
  ['category', (issue) => issue.category],
  ['target_id', (issue) => issue.targetId],
  ['target_name', (issue) => issue.targetName],
  ['occurrences', (issue) => issue.occurrences],
  ['first_seen_at', (issue) => issue.firstSeenAt],
  ['last_seen_at', (issue) => issue.lastSeenAt],
  ['assignee', (issue) => issue.assignee?.name ?? ''],
];

/**
 * A CSV cell: quoted when it holds a separator, quote or line break; a leading formula character
 * is neutralised so a spreadsheet never evaluates a plugin or target name.
 */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function issuesToCsv(issues: IssueSummary[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const issue of issues)
    lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(issue))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary object URL. */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
