import { Fragment, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import CloseIcon from '@mui/icons-material/Close';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { EvalAssertionResult, EvalCell, RateEvalCellRequest } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { formatCost } from '../../scans/scan-format';
import { useRateCell } from '../api';
import { cellVerdict, formatLatency, formatScore, formatVar } from '../eval-format';
import type { OpenCell } from './MatrixRow';
import { VerdictChip } from './VerdictChip';

type EvalThumb = RateEvalCellRequest['thumb'];

const pre = {
  m: 0,
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  maxHeight: 320,
  overflow: 'auto',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function AssertionRows({ results, depth = 0 }: { results: EvalAssertionResult[]; depth?: number }) {
  return results.map((result, index) => (
    <Fragment key={index}>
      <TableRow data-testid="assertion-row">
        <TableCell sx={{ pl: 2 + depth * 2, verticalAlign: 'top' }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            {result.pass ? (
              <CheckCircleIcon fontSize="small" color="success" aria-label="Passed" />
            ) : (
              <CancelIcon fontSize="small" color="error" aria-label="Failed" />
            )}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              {result.type}
            </Box>
          </Stack>
          {result.metric && (
            <Typography variant="caption" color="text.secondary">
              metric {result.metric}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right" sx={{ verticalAlign: 'top' }}>
          {formatScore(result.score)}
          {result.weight !== 1 && (
            <Typography variant="caption" color="text.secondary" component="div">
              weight {result.weight}
            </Typography>
          )}
        </TableCell>
        <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>
          {result.reason}
        </TableCell>
      </TableRow>
      {result.children && <AssertionRows results={result.children} depth={depth + 1} />}
    </Fragment>
  ));
}

/** A person's verdict on the cell: thumbs up passes it, down fails it, whatever the graders said. */
function RatingForm({
  evalId,
  cell,
  onRated,
}: {
  evalId: string;
  cell: EvalCell;
  onRated: (cell: EvalCell) => void;
}) {
  const [thumb, setThumb] = useState<EvalThumb | null>(cell.rating?.thumb ?? null);
  const [comment, setComment] = useState(cell.rating?.comment ?? '');
  const rate = useRateCell(evalId);
  const toast = useToast();
  const save = () => {
    if (!thumb) return;
    rate.mutate(
      { cellId: cell.id, rating: { thumb, comment: comment.trim() || undefined } },
      {
        onSuccess: (updated) => {
          onRated(updated);
          toast('Rating saved', 'success');
        },
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={thumb}
          onChange={(_, value: EvalThumb | null) => setThumb(value)}
          aria-label="Rating"
        >
          <ToggleButton value="up" aria-label="Thumbs up" color="success">
            <ThumbUpIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="down" aria-label="Thumbs down" color="error">
            <ThumbDownIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {thumb === 'up'
            ? 'Counts as a pass'
            : thumb === 'down'
              ? 'Counts as a failure'
              : 'Up passes the cell, down fails it'}
        </Typography>
      </Stack>
      <TextField
        label="Comment"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button type="submit" variant="contained" disabled={!thumb} loading={rate.isPending}>
          Save rating
        </Button>
        {cell.rating && (
          <Button
            color="inherit"
            disabled={rate.isPending}
            onClick={() =>
              rate.mutate(
                { cellId: cell.id, rating: null },
                {
                  onSuccess: (updated) => {
                    onRated(updated);
                    setThumb(null);
                    setComment('');
                    toast('Rating removed: the graders decide again', 'success');
                  },
                  onError: (error) => toast(errorMessage(error), 'error'),
                },
              )
            }
          >
            Remove rating
          </Button>
        )}
      </Stack>
      {cell.rating && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
          Rated {cell.rating.thumb} by {cell.rating.by.name}, {formatDateTime(cell.rating.at)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * One cell in full: the prompt as sent, the output, each assertion with its score and reason,
 * the call's figures, and — for members who may — a rating that overrides the verdict.
 */
export function CellDetailDrawer({
  evalId,
  open,
  canRate,
  onClose,
  onRated,
}: {
  evalId: string;
  open: OpenCell | null;
  canRate: boolean;
  onClose: () => void;
  /** The cell as the API answered after a rating (the drawer shows it at once). */
  onRated: (cell: EvalCell) => void;
}) {
  const cell = open?.cell;
  return (
    <Drawer
      anchor="right"
      open={open !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 720 } } } }}
    >
      {open && cell && (
        <Stack spacing={2.5} sx={{ p: 3 }} data-testid="cell-detail">
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2">
                {open.row.description ?? `Test ${open.row.testIndex + 1}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {open.column.prompt} · {open.column.provider}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label="Close">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <VerdictChip verdict={cellVerdict(cell)} rated={cell.rating !== null} />
            <Typography variant="body2" data-testid="cell-figures">
              {[
                `score ${formatScore(cell.score)}`,
                formatLatency(cell.latencyMs),
                cell.tokens &&
                  `${formatNumber(cell.tokens.total)} tokens (${formatNumber(cell.tokens.prompt)} prompt, ${formatNumber(cell.tokens.completion)} completion)`,
                cell.cost !== null && formatCost(cell.cost),
                cell.finishReason && `finish: ${cell.finishReason}`,
                cell.cached && 'from cache',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
          {cell.status !== 'error' && cell.reason && (
            <Typography variant="body2" color="text.secondary">
              {cell.reason}
            </Typography>
          )}
          {cell.error && (
            <Section title="Error">
              <Box component="pre" sx={{ ...pre, color: 'warning.main' }}>
                {cell.error}
              </Box>
            </Section>
          )}
          <Section title="Variables">
            <Box component="pre" sx={pre}>
              {Object.entries(open.row.vars)
                .map(([name, value]) => `${name}: ${formatVar(value)}`)
                .join('\n') || '(none)'}
            </Box>
          </Section>
          <Section title="Prompt sent">
            <Box component="pre" sx={pre} data-testid="cell-prompt">
              {cell.prompt}
            </Box>
          </Section>
          <Section title="Output">
            <Box component="pre" sx={pre} data-testid="cell-full-output">
              {cell.output || '(empty)'}
            </Box>
          </Section>
          <Section title="Assertions">
            {cell.assertions.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                This test has no assertions.
              </Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Assertion</TableCell>
                    <TableCell align="right">Score</TableCell>
                    <TableCell>Reason</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <AssertionRows results={cell.assertions} />
                </TableBody>
              </Table>
            )}
          </Section>
          {canRate && (
            <>
              <Divider />
              <Section title="Your rating">
                <RatingForm
                  key={cell.id + (cell.rating?.at ?? '')}
                  evalId={evalId}
                  cell={cell}
                  onRated={onRated}
                />
              </Section>
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
