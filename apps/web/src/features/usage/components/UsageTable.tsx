import { useState, type ReactNode } from 'react';
import { CardHeader } from '@mui/material';
import { DataTable, type DataColumn } from '../../../components/DataTable';

/** Rows per page of a breakdown table. */
export const USAGE_TABLE_PAGE_SIZE = 10;

type Props<T extends { id: string }> = {
  title: string;
  subheader?: ReactNode;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  isPending: boolean;
  error: unknown;
  emptyTitle: string;
  emptyMessage?: string;
  testId: string;
  rowTestId: string;
};

/** One breakdown of the usage (targets, teams, providers) in a titled card, a page at a time. */
export function UsageTable<T extends { id: string }>(props: Props<T>) {
  const [page, setPage] = useState(0);
  const count = props.rows?.length ?? 0;
  // A shorter range may leave fewer pages than the one shown.
  const shown = Math.min(page, Math.max(0, Math.ceil(count / USAGE_TABLE_PAGE_SIZE) - 1));
  const start = shown * USAGE_TABLE_PAGE_SIZE;
  return (
    <DataTable
      testId={props.testId}
      rowTestId={props.rowTestId}
      toolbar={
        <CardHeader
          title={props.title}
          subheader={props.subheader}
          slotProps={{
            title: { variant: 'subtitle1', component: 'h3', sx: { fontWeight: 600 } },
            subheader: { variant: 'body2' },
          }}
        />
      }
      size="small"
      columns={props.columns}
      rows={props.rows?.slice(start, start + USAGE_TABLE_PAGE_SIZE)}
      isPending={props.isPending}
      error={props.error}
      emptyTitle={props.emptyTitle}
      emptyMessage={props.emptyMessage}
      pagination={{
        count,
        page: shown,
        pageSize: USAGE_TABLE_PAGE_SIZE,
        onPageChange: setPage,
      }}
    />
  );
}
