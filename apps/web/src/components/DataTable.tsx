import type { KeyboardEvent, ReactNode } from 'react';
import {
  Card,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  type SxProps,
  type TableCellProps,
  type Theme,
} from '@mui/material';
import { TableStates } from './TableStates';

export type DataColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: TableCellProps['align'];
  /** Hidden on screens narrower than this breakpoint, header and cells alike. */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** `data-testid` of the body cells. */
  cellTestId?: string;
  /** Style of the body cells. */
  sx?: SxProps<Theme>;
};

type Pagination = {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
};

/** Row selection: a checkbox on each selectable row, and one in the header for the page. */
export type RowSelection<T> = {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  isSelectable?: (row: T) => boolean;
  /** Accessible name of a row's checkbox. */
  label: (row: T) => string;
};

type DataTableProps<T extends { id: string }> = {
  columns: DataColumn<T>[];
  /** Undefined until loaded. */
  rows: T[] | undefined;
  rowTestId?: string;
  /** Makes rows clickable and focusable: a click, Enter or Space opens the row. */
  onRowClick?: (row: T) => void;
  /** `data-testid` of the card. */
  testId?: string;
  isPending: boolean;
  error: unknown;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  /** Skeleton rows while loading. */
  loadingRows?: number;
  size?: 'small' | 'medium';
  /** Inside the card, above the table: a card header, a search field. */
  toolbar?: ReactNode;
  /** Shown under the table once there is more than one page. */
  pagination?: Pagination;
  /** Style of the card. */
  sx?: SxProps<Theme>;
  selection?: RowSelection<T>;
};

const hiddenBelow = (breakpoint: DataColumn<unknown>['hideBelow']) =>
  breakpoint && { display: { xs: 'none', [breakpoint]: 'table-cell' } };

/**
 * A list page's table in a card: header cells, loading / error / empty states, then one row per
 * item, keyed by its id.
 */
export function DataTable<T extends { id: string }>({
  columns,
  rows,
  rowTestId,
  onRowClick,
  testId,
  isPending,
  error,
  emptyTitle,
  emptyMessage,
  emptyAction,
  loadingRows,
  size,
  toolbar,
  pagination,
  sx,
  selection,
}: DataTableProps<T>) {
  const selectable = selection
    ? (rows ?? []).filter((row) => selection.isSelectable?.(row) ?? true)
    : [];
  const chosen = selectable.filter((row) => selection?.selected.has(row.id)).length;
  const toggle = (ids: string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  return (
    <Card sx={sx} data-testid={testId}>
      {toolbar}
      <TableContainer>
        <Table size={size}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    disabled={selectable.length === 0}
                    checked={selectable.length > 0 && chosen === selectable.length}
                    indeterminate={chosen > 0 && chosen < selectable.length}
                    onChange={(event) =>
                      toggle(
                        selectable.map((row) => row.id),
                        event.target.checked,
                      )
                    }
                    slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={hiddenBelow(column.hideBelow)}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              columns={columns.length + (selection ? 1 : 0)}
              isPending={isPending}
              error={error}
              isEmpty={rows?.length === 0}
              rows={loadingRows}
              emptyTitle={emptyTitle}
              emptyMessage={emptyMessage}
              emptyAction={emptyAction}
            />
            {rows?.map((row) => (
              <TableRow
                key={row.id}
                hover
                data-testid={rowTestId}
                {...(onRowClick && {
                  onClick: () => onRowClick(row),
                  onKeyDown: (event: KeyboardEvent) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    onRowClick(row);
                  },
                  tabIndex: 0,
                  sx: { cursor: 'pointer' },
                })}
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    {(selection.isSelectable?.(row) ?? true) && (
                      <Checkbox
                        size="small"
                        checked={selection.selected.has(row.id)}
                        onChange={(event) => toggle([row.id], event.target.checked)}
                        onKeyDown={(event) => event.stopPropagation()}
                        slotProps={{ input: { 'aria-label': selection.label(row) } }}
                      />
                    )}
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    data-testid={column.cellTestId}
                    sx={[
                      hiddenBelow(column.hideBelow),
                      ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                    ]}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && pagination.count > pagination.pageSize && (
        <TablePagination
          component="div"
          count={pagination.count}
          page={pagination.page}
          rowsPerPage={pagination.pageSize}
          rowsPerPageOptions={[pagination.pageSize]}
          onPageChange={(_, page) => pagination.onPageChange(page)}
        />
      )}
    </Card>
  );
}
