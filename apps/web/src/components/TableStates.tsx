import type { ReactNode } from 'react';
import { Alert, Box, Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { errorMessage } from '../lib/api-client';

type TableStatesProps = {
  columns: number;
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  rows?: number;
};

/**
 * The body of a table that is loading, failed or empty; renders nothing once there are rows,
 * so a table writes `<TableStates …/>{data?.map(row)}`.
 */
export function TableStates({
  columns,
  isPending,
  error,
  isEmpty,
  emptyTitle,
  emptyMessage,
  emptyAction,
  rows = 3,
}: TableStatesProps) {
  if (isPending) {
    return Array.from({ length: rows }, (_, row) => (
      <TableRow key={row} data-testid="table-loading">
        {Array.from({ length: columns }, (_, column) => (
          <TableCell key={column}>
            <Skeleton variant="text" width={column === 0 ? '60%' : '40%'} />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  if (error) {
    return (
      <TableRow>
        <TableCell colSpan={columns}>
          <Alert severity="error">{errorMessage(error)}</Alert>
        </TableCell>
      </TableRow>
    );
  }
  if (!isEmpty) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ borderBottom: 0 }}>
        <Box sx={{ py: 6, textAlign: 'center' }} data-testid="table-empty">
          <Typography variant="subtitle1">{emptyTitle}</Typography>
          {emptyMessage && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {emptyMessage}
            </Typography>
          )}
          {emptyAction && <Box sx={{ mt: 2 }}>{emptyAction}</Box>}
        </Box>
      </TableCell>
    </TableRow>
  );
}
