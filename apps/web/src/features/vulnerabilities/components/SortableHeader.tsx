import { Box, TableSortLabel } from '@mui/material';
import { ISSUE_SORT_DEFAULT_ORDER, type IssueSort } from '@crucible/shared';
import type { IssueOrder } from '../issue-url-filters';

/** Read by screen readers, not shown (MUI's `visuallyHidden`, which lives in @mui/utils). */
const SCREEN_READER_ONLY = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A column header that orders the list by `column`: a button, arrow on the active one. */
export function SortableHeader({
  label,
  column,
  order,
  onSort,
}: {
  label: string;
  column: IssueSort;
  order: IssueOrder;
  onSort: (column: IssueSort) => void;
}) {
  const active = order.sort === column;
  return (
    <TableSortLabel
      active={active}
      direction={active ? order.order : ISSUE_SORT_DEFAULT_ORDER[column]}
      onClick={() => onSort(column)}
      data-testid={`sort-${column}`}
    >
      {label}
      {active && (
        <Box component="span" sx={SCREEN_READER_ONLY}>
          {order.order === 'desc' ? ', sorted descending' : ', sorted ascending'}
        </Box>
      )}
    </TableSortLabel>
  );
}
