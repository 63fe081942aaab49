import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Card,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  EVAL_ROW_CHANGES,
  type EvalCompareRow,
  type EvalRow,
  type EvalRowChange,
} from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatRate } from '../../scans/scan-format';
import { useEvalCompare } from '../api';
import { formatVar } from '../eval-format';

const PAGE_SIZE = 50;

const CHANGE_LABELS: Record<EvalRowChange, string> = {
  regressed: 'Pass → fail',
  fixed: 'Fail → pass',
  same: 'Unchanged',
  added: 'Only after',
  removed: 'Only before',
};
const CHANGE_COLORS: Record<EvalRowChange, 'error' | 'success' | 'default' | 'info'> = {
  regressed: 'error',
  fixed: 'success',
  same: 'default',
  added: 'info',
  removed: 'info',
};

function Verdict({ pass }: { pass: boolean | null }) {
  if (pass === null) return <Chip size="small" variant="outlined" label="—" />;
  return (
    <Chip
      size="small"
      label={pass ? 'PASS' : 'FAIL'}
      color={pass ? 'success' : 'error'}
      sx={{ fontWeight: 600, height: 22 }}
    />
  );
}

/** The output of a row's cell for a matched column, cut to a line. */
function outputOf(row: EvalRow | null, prompt: string, providerId: string, promptLabels: string[]) {
  if (!row) return '';
  const cell = row.cells.find(
    (candidate) =>
      candidate.providerId === providerId && promptLabels[candidate.promptIndex] === prompt,
  );
  return cell ? (cell.status === 'error' ? (cell.error ?? 'Error') : cell.output) : '';
}

function CompareRow({
  row,
  basePrompts,
  otherPrompts,
}: {
  row: EvalCompareRow;
  basePrompts: string[];
  otherPrompts: string[];
}) {
  const vars = Object.entries(row.vars);
  return (
    <TableRow
      data-testid="compare-row"
      data-change={row.change}
      sx={
        row.change === 'regressed'
          ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }
          : row.change === 'fixed'
            ? { bgcolor: (theme) => alpha(theme.palette.success.main, 0.06) }
            : undefined
      }
    >
      <TableCell sx={{ verticalAlign: 'top', maxWidth: 280 }}>
        {row.description && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.description}
          </Typography>
        )}
        {vars.slice(0, 4).map(([name, value]) => (
          <Typography key={name} variant="body2" noWrap sx={{ fontSize: 13 }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {name}:
            </Box>{' '}
            {formatVar(value)}
          </Typography>
        ))}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Chip
          size="small"
          label={CHANGE_LABELS[row.change]}
          color={CHANGE_COLORS[row.change]}
          variant={row.change === 'same' ? 'outlined' : 'filled'}
          data-testid="compare-change"
        />
      </TableCell>
      {row.columns.map((column) => {
        const changed =
          column.basePass !== null &&
          column.otherPass !== null &&
          column.basePass !== column.otherPass;
        return (
          <TableCell
            key={`${column.prompt}|${column.providerId}`}
            sx={{
              verticalAlign: 'top',
              minWidth: 260,
              ...(changed &&
                column.basePass && { outline: 2, outlineColor: 'error.main', outlineOffset: -2 }),
            }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Verdict pass={column.basePass} />
              <ArrowForwardIcon fontSize="small" color="action" />
              <Verdict pass={column.otherPass} />
            </Stack>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              Before: {outputOf(row.base, column.prompt, column.providerId, basePrompts) || '—'}
            </Typography>
            <Typography variant="caption" component="div" noWrap>
              After: {outputOf(row.other, column.prompt, column.providerId, otherPrompts) || '—'}
            </Typography>
          </TableCell>
        );
      })}
    </TableRow>
  );
}

/**
 * Two evals side by side: the earlier one before, the later one after; rows matched by their
 * test, a chip per change kind (pass → fail first) that filters the rows.
 */
export function EvalCompareView({
  beforeId,
  afterId,
  beforePrompts,
  afterPrompts,
}: {
  beforeId: string;
  afterId: string;
  /** Prompt labels by prompt index, to find a matched column's cell in a row. */
  beforePrompts: string[];
  afterPrompts: string[];
}) {
  const [change, setChange] = useState<EvalRowChange | undefined>(undefined);
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useEvalCompare(beforeId, afterId, {
    change,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  if (isPending) return <Skeleton variant="rounded" height={320} data-testid="compare-loading" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const matched = data.items[0]?.columns ?? [];
  return (
    <Card data-testid="eval-compare">
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {(
            [
              ['Before', data.base],
              ['After', data.other],
            ] as const
          ).map(([label, item]) => (
            <Box key={label} sx={{ flex: 1 }}>
              <Typography variant="overline" color="text.secondary">
                {label}
              </Typography>
              <Link
                component={RouterLink}
                to={`/eval/${item.id}`}
                sx={{ display: 'block', fontWeight: 600 }}
              >
                {item.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {item.id} · {formatDateTime(item.createdAt)} · {formatRate(item.progress.passRate)}{' '}
                passing
              </Typography>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Filter by change">
          <Chip
            label={`All ${formatNumber(Object.values(data.counts).reduce((a, b) => a + b, 0))}`}
            color={change === undefined ? 'primary' : 'default'}
            onClick={() => {
              setChange(undefined);
              setPage(0);
            }}
          />
          {EVAL_ROW_CHANGES.map((kind) => (
            <Chip
              key={kind}
              label={`${CHANGE_LABELS[kind]} ${formatNumber(data.counts[kind])}`}
              color={change === kind ? 'primary' : 'default'}
              variant={change === kind ? 'filled' : 'outlined'}
              onClick={() => {
                setChange(kind);
                setPage(0);
              }}
              data-testid={`compare-count-${kind}`}
            />
          ))}
        </Stack>
      </Stack>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Test case</TableCell>
              <TableCell>Change</TableCell>
              {matched.map((column) => (
                <TableCell key={`${column.prompt}|${column.providerId}`}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {column.prompt}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {column.providerId}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={2 + matched.length}>
                  <Box sx={{ py: 5, textAlign: 'center' }}>
                    <Typography variant="subtitle1">No rows of this kind</Typography>
                  </Box>
                </TableCell>
              </TableRow>
            )}
            {data.items.map((row, index) => (
              <CompareRow
                key={index}
                row={row}
                basePrompts={beforePrompts}
                otherPrompts={afterPrompts}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Card>
  );
}
