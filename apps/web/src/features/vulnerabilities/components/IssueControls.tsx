import { MenuItem, Stack, TextField } from '@mui/material';
import {
  ISSUE_STATUSES,
  PLUGIN_SEVERITIES,
  type IssueDetail,
  type IssueSeverity,
  type IssueStatus,
  type UpdateIssueRequest,
} from '@crucible/shared';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';
import { useTeamMembers } from '../../teams/api';
import { ISSUE_STATUS_LABELS } from '../issue-format';

/** What the overrides and the plugin say, as the choice that clears a person's severity. */
const DEFAULT_SEVERITY = 'default';
const UNASSIGNED = 'none';

/**
 * Status, severity and assignee of one vulnerability, for whoever may update it; each change is
 * sent on its own and lands on the timeline.
 */
export function IssueControls({
  issue,
  pending,
  onChange,
}: {
  issue: IssueDetail;
  pending: boolean;
  onChange: (changes: UpdateIssueRequest) => void;
}) {
  const { data: members = [] } = useTeamMembers(issue.teamId);
  const assignees = [
    ...members.map((member) => ({ id: member.userId, name: member.name })),
    // Someone assigned who has since left the team still shows as chosen.
    ...(issue.assignee && !members.some((member) => member.userId === issue.assignee?.id)
      ? [issue.assignee]
      : []),
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} data-testid="issue-controls">
      <TextField
        select
        size="small"
        label="Status"
        value={issue.status}
        disabled={pending}
        onChange={(event) => onChange({ status: event.target.value as IssueStatus })}
        sx={{ minWidth: 180 }}
      >
        {ISSUE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ISSUE_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Severity"
        value={issue.severityOverride ?? DEFAULT_SEVERITY}
        disabled={pending}
        onChange={(event) =>
          onChange({
            severity:
              event.target.value === DEFAULT_SEVERITY
                ? null
                : (event.target.value as IssueSeverity),
          })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={DEFAULT_SEVERITY}>
          Inherited ({SEVERITY_LABELS[issue.inheritedSeverity]})
        </MenuItem>
        {PLUGIN_SEVERITIES.map((severity) => (
          <MenuItem key={severity} value={severity}>
            {SEVERITY_LABELS[severity]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Assignee"
        value={issue.assignee?.id ?? UNASSIGNED}
        disabled={pending}
        onChange={(event) =>
          onChange({
            assigneeId: event.target.value === UNASSIGNED ? null : event.target.value,
          })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
        {assignees.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
