import { memo, useState, type ReactNode } from 'react';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { EvalColumn, EvalRow } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useWindowedRows } from '../../../components/use-windowed-rows';
import { formatCost, formatRate } from '../../scans/scan-format';
import { RESULTS_PAGE, useResultPages, type EvalScope, type ResultFilters } from '../api';
import { columnKey, formatLatency, formatScore, pagesFor } from '../eval-format';
import { MATRIX_ROW_HEIGHT, MatrixRow, matrixRowStyles, type OpenCell } from './MatrixRow';

const TEST_WIDTH = 280;
const CELL_WIDTH = 300;

type EvalMatrixProps = {
  evalId: string;
  /** How the page reads the eval: as a member, or as anyone (a public eval). */
  scope: EvalScope;
  columns: EvalColumn[];
  filters: ResultFilters;
  live: boolean;
  /** True when filters narrow the rows (the empty state says so). */
  filtered: boolean;
  onOpenCell: (open: OpenCell) => void;
};

const ColumnHeader = memo(function ColumnHeader({ column }: { column: EvalColumn }) {
  const metrics = Object.entries(column.metrics);
  return (
    <Box
      role="columnheader"
      sx={{ p: 1.5, borderLeft: 1, borderColor: 'divider', minWidth: 0 }}
      data-testid="matrix-column"
    >
      <Typography
        variant="body2"
        title={column.prompt}
        sx={{
          fontWeight: 600,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          wordBreak: 'break-word',
        }}
      >
        {column.prompt}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {column.provider}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="column-pass-rate">
        <Box
          component="span"
          sx={{
            fontWeight: 700,
            color:
              column.passRate === null
                ? 'text.secondary'
                : column.passRate >= 0.8
                  ? 'success.main'
                  : column.passRate >= 0.5
                    ? 'warning.main'
                    : 'error.main',
          }}
        >
          {formatRate(column.passRate)}
        </Box>{' '}
        passing ({formatNumber(column.passes)}/{formatNumber(column.passes + column.failures)}
        {column.errors > 0 && `, ${formatNumber(column.errors)} errors`})
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {[
          ...metrics.map(([name, value]) => `${name} ${formatScore(value)}`),
          `avg ${formatLatency(column.latencyMsAvg)}`,
          column.tokens.total > 0 && `${formatNumber(column.tokens.total)} tokens`,
          column.cost > 0 && formatCost(column.cost),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
});

/** The scroll container; its styles are static, so scrolling never recomputes them. */
const Grid = styled('div')(({ theme }) => ({
  overflow: 'auto',
  height: 'min(72vh, 900px)',
  minHeight: 360,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  overscrollBehavior: 'contain',
  ...matrixRowStyles(theme),
}));

/** The sticky header: the test column and each column's prompt, provider and figures. */
const MatrixHeader = memo(function MatrixHeader({
  columns,
  template,
  total,
}: {
  columns: EvalColumn[];
  template: string;
  total: number;
}) {
  return (
    <Box
      role="row"
      aria-rowindex={1}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1,
        display: 'grid',
        gridTemplateColumns: template,
        bgcolor: 'background.paper',
        borderBottom: 2,
        borderColor: 'divider',
      }}
    >
      <Box role="columnheader" sx={{ p: 1.5, alignSelf: 'end' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Test case
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="matrix-count">
          {formatNumber(total)} {total === 1 ? 'row' : 'rows'}
        </Typography>
      </Box>
      {columns.map((column) => (
        <ColumnHeader key={columnKey(column)} column={column} />
      ))}
    </Box>
  );
});

/**
 * The eval's matrix: a row per test case, a column per prompt × provider. Windowed — only the
 * rows in view are rendered and only their pages of results are loaded — so an eval of ten
 * thousand tests opens as fast as one of ten and scrolls without loading them all.
 */
export function EvalMatrix({
  evalId,
  scope,
  columns,
  filters,
  live,
  filtered,
  onOpenCell,
}: EvalMatrixProps) {
  // The filtered total comes with every page; page 0 is always loaded (it is the first one).
  const [total, setTotal] = useState(0);
  const { ref, first, last, totalHeight } = useWindowedRows<HTMLDivElement>({
    count: total,
    rowHeight: MATRIX_ROW_HEIGHT,
  });
  const pages = pagesFor(first, last, RESULTS_PAGE);
  const results = useResultPages(evalId, scope, filters, pages, live);
  const probe = results[0];
  const answeredTotal = probe?.data?.total ?? 0;
  if (answeredTotal !== total) setTotal(answeredTotal);
  const rows = new Map<number, EvalRow>();
  pages.forEach((page, at) => {
    results[at]?.data?.items.forEach((row, offset) => {
      rows.set(page * RESULTS_PAGE + offset, row);
    });
  });
  const template = `${TEST_WIDTH}px repeat(${columns.length}, minmax(${CELL_WIDTH}px, 1fr))`;
  const minWidth = TEST_WIDTH + columns.length * CELL_WIDTH;

  let state: ReactNode = null;
  if (probe?.isPending) {
    state = (
      <Stack spacing={1} sx={{ p: 2 }} data-testid="matrix-loading">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={MATRIX_ROW_HEIGHT - 16} />
        ))}
      </Stack>
    );
  } else if (probe?.error) {
    state = (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(probe.error)}
      </Alert>
    );
  } else if (total === 0) {
    state = (
      <Box sx={{ py: 6, textAlign: 'center' }} data-testid="matrix-empty">
        <Typography variant="subtitle1">
          {filtered ? 'No rows match these filters' : live ? 'No results yet' : 'No results'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {filtered
            ? 'Clear a filter to see more rows.'
            : live
              ? 'Rows appear here as their cells complete.'
              : 'This eval stored no results.'}
        </Typography>
      </Box>
    );
  }

  return (
    <Grid
      ref={ref}
      role="grid"
      aria-label="Results matrix"
      aria-rowcount={total + 1}
      tabIndex={0}
      data-testid="eval-matrix"
      data-total={total}
    >
      <div style={{ minWidth }}>
        <MatrixHeader columns={columns} template={template} total={total} />
        {state ?? (
          <div role="rowgroup" style={{ position: 'relative', height: totalHeight }}>
            {Array.from({ length: last - first }, (_, at) => {
              const index = first + at;
              return (
                <MatrixRow
                  key={index}
                  index={index}
                  row={rows.get(index)}
                  columns={columns}
                  template={template}
                  onOpenCell={onOpenCell}
                />
              );
            })}
          </div>
        )}
      </div>
    </Grid>
  );
}
