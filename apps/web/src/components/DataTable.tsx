import type { ReactNode } from 'react';
import {
  Card,
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
  /** Hidden on narrow screens (below `md`), header and cells alike. */
  wideOnly?: boolean;
  /** Style of the body cells. */
  sx?: SxProps<Theme>;
};

type Pagination = {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
};

type DataTableProps<T extends { id: string }> = {
  columns: DataColumn<T>[];
  /** Undefined until loaded. */
  rows: T[] | undefined;
  rowTestId?: string;
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
};

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * A list page's table in a card: header cells, loading / error / empty states, then one row per
 * item, keyed by its id.
 */
export function DataTable<T extends { id: string }>({
  columns,
  rows,
  rowTestId,
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
}: DataTableProps<T>) {
  return (
    <Card sx={sx}>
      {toolbar}
      <TableContainer>
        <Table size={size}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.wideOnly ? WIDE_ONLY : undefined}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              columns={columns.length}
              isPending={isPending}
              error={error}
              isEmpty={rows?.length === 0}
              rows={loadingRows}
              emptyTitle={emptyTitle}
              emptyMessage={emptyMessage}
              emptyAction={emptyAction}
            />
            {rows?.map((row) => (
              <TableRow key={row.id} hover data-testid={rowTestId}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={[
                      column.wideOnly && WIDE_ONLY,
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
