import { Chip } from '@mui/material';
import type { IssueStatus } from '@crucible/shared';
import { ISSUE_STATUS_COLORS, ISSUE_STATUS_LABELS } from '../issue-format';

export function IssueStatusChip({ status }: { status: IssueStatus }) {
  return (
    <Chip
      size="small"
      label={ISSUE_STATUS_LABELS[status]}
      color={ISSUE_STATUS_COLORS[status]}
      variant={status === 'open' ? 'filled' : 'outlined'}
      data-testid="issue-status"
    />
  );
}
