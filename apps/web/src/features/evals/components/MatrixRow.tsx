import { memo } from 'react';
import { alpha, type Theme } from '@mui/material/styles';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { EvalCell, EvalColumn, EvalRow } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { formatCost } from '../../scans/scan-format';
import {
  cellAt,
  cellVerdict,
  columnKey,
  formatLatency,
  formatScore,
  formatVar,
} from '../eval-format';

/** Every row has one height: the window is computed, never measured. */
export const MATRIX_ROW_HEIGHT = 148;

export type OpenCell = { row: EvalRow; cell: EvalCell; column: EvalColumn };

const VERDICT_LABELS = { pass: 'PASS', fail: 'FAIL', error: 'ERROR' } as const;

/**
 * The rows' styles, set once on the matrix and reached by class name. Rows mount and unmount
 * on every scroll frame: plain elements with classes cost a fraction of styled components each.
 */
export function matrixRowStyles(theme: Theme) {
  const muted = theme.palette.text.secondary;
  return {
    '& .m-row': {
      position: 'absolute',
      left: 0,
      right: 0,
      height: MATRIX_ROW_HEIGHT,
      display: 'grid',
      borderBottom: `1px solid ${theme.palette.divider}`,
      fontSize: 13,
      lineHeight: 1.45,
    },
    '& .m-test': {
      padding: 12,
      overflow: 'hidden',
      minWidth: 0,
      background: theme.palette.action.hover,
    },
    '& .m-line': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .m-desc': { fontWeight: 600, fontSize: 14 },
    '& .m-muted': { color: muted },
    '& .m-cell': {
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      padding: 12,
      minWidth: 0,
      overflow: 'hidden',
      textAlign: 'left',
      font: 'inherit',
      color: 'inherit',
      background: 'none',
      border: 0,
      borderLeft: `1px solid ${theme.palette.divider}`,
      cursor: 'pointer',
      '&:hover': { background: theme.palette.action.hover },
      '&:focus-visible': {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: -2,
      },
    },
    '& .m-head': { display: 'flex', alignItems: 'center', gap: 8 },
    '& .m-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 20,
      padding: '0 8px',
      borderRadius: 10,
      fontSize: 12,
      fontWeight: 700,
      letterSpacing: 0.2,
      color: '#fff',
    },
    '& .m-pass': { background: theme.palette.success.main },
    '& .m-fail': { background: theme.palette.error.main },
    '& .m-error': { background: theme.palette.warning.main },
    '& .m-rated': {
      background: 'none',
      border: '1px solid currentColor',
      '&.m-pass': { color: theme.palette.success.main },
      '&.m-fail': { color: theme.palette.error.main },
    },
    '& .m-thumb-up': { color: theme.palette.success.main },
    '& .m-thumb-down': { color: theme.palette.error.main },
    '& .m-output': {
      flex: 1,
      display: '-webkit-box',
      WebkitLineClamp: 4,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      wordBreak: 'break-word',
      whiteSpace: 'pre-wrap',
    },
    '& .m-output-error': { color: theme.palette.warning.main },
    '& .m-foot': {
      color: muted,
      fontSize: 12,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .m-pending': { padding: 12, color: muted, borderLeft: `1px solid ${theme.palette.divider}` },
    '& .m-placeholder': {
      margin: 12,
      borderRadius: 4,
      background: alpha(theme.palette.text.primary, 0.06),
    },
  } as const;
}

function TestCell({ row }: { row: EvalRow }) {
  const vars = Object.entries(row.vars);
  return (
    <div role="rowheader" className="m-test" data-testid="matrix-test">
      {row.description && (
        <div className="m-line m-desc" title={row.description}>
          {row.description}
        </div>
      )}
      {vars.slice(0, row.description ? 4 : 5).map(([name, value]) => (
        <div key={name} className="m-line" title={`${name}: ${formatVar(value)}`}>
          <span className="m-muted">{name}:</span> {formatVar(value)}
        </div>
      ))}
      {vars.length === 0 && !row.description && (
        <div className="m-muted">Test {row.testIndex + 1}</div>
      )}
    </div>
  );
}

function ResultCell({ cell, onOpen }: { cell: EvalCell; onOpen: () => void }) {
  const verdict = cellVerdict(cell);
  const rated = cell.rating !== null;
  return (
    <button
      type="button"
      role="gridcell"
      className="m-cell"
      onClick={onOpen}
      aria-label={`${VERDICT_LABELS[verdict]}${rated ? ' (rated)' : ''}: open the result`}
      data-testid="matrix-cell"
      data-verdict={verdict}
    >
      <span className="m-head">
        <span
          className={`m-chip m-${verdict}${rated ? ' m-rated' : ''}`}
          data-testid="cell-verdict"
        >
          {VERDICT_LABELS[verdict]}
          {rated && ' (rated)'}
        </span>
        {cell.status !== 'error' && (
          <span className="m-muted">score {formatScore(cell.score)}</span>
        )}
        {cell.rating?.thumb === 'up' && (
          <ThumbUpIcon fontSize="inherit" className="m-thumb-up" aria-label="Rated up" />
        )}
        {cell.rating?.thumb === 'down' && (
          <ThumbDownIcon fontSize="inherit" className="m-thumb-down" aria-label="Rated down" />
        )}
      </span>
      <span
        className={cell.status === 'error' ? 'm-output m-output-error' : 'm-output'}
        data-testid="cell-output"
      >
        {cell.status === 'error' ? (cell.error ?? 'Error') : cell.output}
      </span>
      <span className="m-foot">
        {[
          formatLatency(cell.latencyMs),
          cell.tokens && `${formatNumber(cell.tokens.total)} tok`,
          cell.cost !== null && cell.cost > 0 && formatCost(cell.cost),
          cell.cached && 'cached',
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </button>
  );
}

/** One row of the matrix at its place in the window; a placeholder while its page loads. */
export const MatrixRow = memo(function MatrixRow({
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
  const style = { top: index * MATRIX_ROW_HEIGHT, gridTemplateColumns: template };
  if (!row) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        className="m-row"
        style={style}
        data-testid="matrix-row-loading"
      >
        {Array.from({ length: columns.length + 1 }, (_, column) => (
          <div key={column} className="m-placeholder" />
        ))}
      </div>
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="m-row"
      style={style}
      data-testid="matrix-row"
    >
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
          <div key={columnKey(column)} role="gridcell" className="m-pending">
            Pending…
          </div>
        );
      })}
    </div>
  );
});
