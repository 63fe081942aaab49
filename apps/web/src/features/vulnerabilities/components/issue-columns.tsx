import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';
import type { IssueSort, IssueSummary } from '@crucible/shared';
import type { DataColumn } from '../../../components/DataTable';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { SeverityChip } from '../../plugins/components/SeverityChip';
import { CATEGORY_LABELS } from '../../plugins/plugin-labels';
import { issuePath } from '../issue-format';
import type { IssueOrder } from '../issue-url-filters';
import { IssueStatusChip } from './IssueStatusChip';
import { SortableHeader } from './SortableHeader';

/**
 * The Vulnerabilities table's columns; severity, vulnerability (plugin name), occurrences and
 * last seen order the list when their header is clicked.
 */
export function issueColumns(
  order: IssueOrder,
  onSort: (column: IssueSort) => void,
): DataColumn<IssueSummary>[] {
  const sortable = (label: string, column: IssueSort) => (
    <SortableHeader label={label} column={column} order={order} onSort={onSort} />
  );
  return [
    {
      key: 'severity',
      header: sortable('Severity', 'severity'),
      render: (issue) => <SeverityChip severity={issue.severity} />,
    },
    {
      key: 'plugin',
      header: sortable('Vulnerability', 'plugin'),
      sx: { maxWidth: 320 },
      render: (issue) => (
        <>
          <Link component={RouterLink} to={issuePath(issue.id)} sx={{ fontWeight: 600 }}>
            {issue.pluginName}
          </Link>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
            {CATEGORY_LABELS[issue.category as keyof typeof CATEGORY_LABELS] ?? issue.category}
          </Box>
        </>
      ),
    },
    { key: 'target', header: 'Target', render: (issue) => issue.targetName },
    {
      key: 'status',
      header: 'Status',
      render: (issue) => <IssueStatusChip status={issue.status} />,
    },
    {
      key: 'occurrences',
      header: sortable('Occurrences', 'occurrences'),
      align: 'right',
      cellTestId: 'issue-occurrences',
      render: (issue) => formatNumber(issue.occurrences),
    },
    {
      key: 'first',
      header: 'First seen',
      hideBelow: 'lg',
      render: (issue) => formatDateTime(issue.firstSeenAt),
    },
    {
      key: 'last',
      header: sortable('Last seen', 'lastSeenAt'),
      hideBelow: 'md',
      render: (issue) => formatDateTime(issue.lastSeenAt),
    },
    {
      key: 'assignee',
      header: 'Assignee',
      hideBelow: 'md',
      render: (issue) =>
        issue.assignee?.name ?? (
          <Typography component="span" color="text.secondary" variant="body2">
            Unassigned
          </Typography>
        ),
    },
  ];
}
