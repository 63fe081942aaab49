import { memo, useState, type ReactNode } from 'react';
import { Alert, Box, ButtonBase, Skeleton, Stack, Typography } from '@mui/material';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { EvalCell, EvalColumn, EvalRow } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useWindowedRows } from '../../../components/use-windowed-rows';
import { formatCost, formatRate } from '../../scans/scan-format';
import { RESULTS_PAGE, useResultPages, type ResultFilters } from '../api';
import {
  cellAt,
  cellVerdict,
  columnKey,
  formatLatency,
  formatScore,
  formatVar,
  pagesFor,
} from '../eval-format';
import { VerdictChip } from './VerdictChip';

/** Every row has one height: the window is computed, never measured. */
export const MATRIX_ROW_HEIGHT = 148;
const TEST_WIDTH = 280;
const CELL_WIDTH = 300;

export type OpenCell = { row: EvalRow; cell: EvalCell; column: EvalColumn };

type EvalMatrixProps = {
  evalId: string;
  columns: EvalColumn[];
  filters: ResultFilters;
  live: boolean;
  /** True when filters narrow the rows (the empty state says so). */
  filtered: boolean;
  onOpenCell: (open: OpenCell) => void;
};

function ColumnHeader({ column }: { column: EvalColumn }) {
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
}

function TestCell({ row }: { row: EvalRow }) {
  const vars = Object.entries(row.vars);
  return (
    <Box
      role="rowheader"
      sx={{ p: 1.5, overflow: 'hidden', minWidth: 0, bgcolor: 'action.hover' }}
      data-testid="matrix-test"
    >
      {row.description && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={row.description}>
          {row.description}
        </Typography>
      )}
      {vars.slice(0, row.description ? 4 : 5).map(([name, value]) => (
        <Typography
          key={name}
          variant="body2"
          noWrap
          title={`${name}: ${formatVar(value)}`}
          sx={{ fontSize: 13 }}
        >
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {name}:
          </Box>{' '}
          {formatVar(value)}
        </Typography>
      ))}
      {vars.length === 0 && !row.description && (
        <Typography variant="body2" color="text.secondary">
          Test {row.testIndex + 1}
        </Typography>
      )}
    </Box>
  );
}

function ResultCell({ cell, onOpen }: { cell: EvalCell; onOpen: () => void }) {
  const verdict = cellVerdict(cell);
  return (
    <ButtonBase
      role="gridcell"
      onClick={onOpen}
      focusRipple
      aria-label={`${verdict} — open the result`}
      data-testid="matrix-cell"
      data-verdict={verdict}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        p: 1.5,
        gap: 0.5,
        minWidth: 0,
        borderLeft: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <VerdictChip verdict={verdict} rated={cell.rating !== null} />
        {cell.status !== 'error' && (
          <Typography variant="caption" color="text.secondary">
            score {formatScore(cell.score)}
          </Typography>
        )}
        {cell.rating?.thumb === 'up' && (
          <ThumbUpIcon fontSize="inherit" color="success" aria-label="Rated up" />
        )}
        {cell.rating?.thumb === 'down' && (
          <ThumbDownIcon fontSize="inherit" color="error" aria-label="Rated down" />
        )}
      </Stack>
      <Typography
        variant="body2"
        sx={{
          flex: 1,
          fontSize: 13,
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          wordBreak: 'break-word',
          whiteSpace: 'pre-wrap',
          color: cell.status === 'error' ? 'warning.main' : 'text.primary',
        }}
        data-testid="cell-output"
      >
        {cell.status === 'error' ? (cell.error ?? 'Error') : cell.output}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {[
          formatLatency(cell.latencyMs),
          cell.tokens && `${formatNumber(cell.tokens.total)} tok`,
          cell.cost !== null && cell.cost > 0 && formatCost(cell.cost),
          cell.cached && 'cached',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </ButtonBase>
  );
}

const MatrixRow = memo(function MatrixRow({
  row,
  columns,
  index,
  template,
  onOpenCell,
}: {
  row: EvalRow | undefined;
  columns: EvalColumn[];
  index: number;
  template: string;
  onOpenCell: (open: OpenCell) => void;
}) {
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      data-testid={row ? 'matrix-row' : 'matrix-row-loading'}
      sx={{
        position: 'absolute',
        top: index * MATRIX_ROW_HEIGHT,
        left: 0,
        right: 0,
        height: MATRIX_ROW_HEIGHT,
        display: 'grid',
        gridTemplateColumns: template,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {row ? (
        <>
          <TestCell row={row} />
          {columns.map((column) => {
            const cell = cellAt(row, column);
            return cell ? (
              <ResultCell
                key={columnKey(column)}
                cell={cell}
                onOpen={() => onOpenCell({ row, cell, column })}
              />
            ) : (
              <Box
                key={columnKey(column)}
                role="gridcell"
                sx={{ p: 1.5, borderLeft: 1, borderColor: 'divider' }}
              >
                <Typography variant="body2" color="text.secondary">
                  Pending…
                </Typography>
              </Box>
            );
          })}
        </>
      ) : (
        Array.from({ length: columns.length + 1 }, (_, column) => (
          <Box key={column} sx={{ p: 1.5 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="50%" />
          </Box>
        ))
      )}
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
  const results = useResultPages(evalId, filters, pages, live);
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
    <Box
      ref={ref}
      role="grid"
      aria-label="Results matrix"
      aria-rowcount={total + 1}
      tabIndex={0}
      data-testid="eval-matrix"
      data-total={total}
      sx={{
        overflow: 'auto',
        height: 'min(72vh, 900px)',
        minHeight: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overscrollBehavior: 'contain',
      }}
    >
      <Box sx={{ minWidth }}>
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
        {state ?? (
          <Box role="rowgroup" sx={{ position: 'relative', height: totalHeight }}>
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
          </Box>
        )}
      </Box>
    </Box>
  );
}
