import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { EvalDetail } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { durationBetween, formatCost, formatDuration, formatRate } from '../../scans/scan-format';
import { isTerminal } from '../api';
import { EVAL_STATUS_LABELS } from '../eval-format';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="h5" data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Cells done of all, pass rate and time left — live over SSE while the eval runs. */
export function EvalProgressCard({ evaluation }: { evaluation: EvalDetail }) {
  const { progress, summary } = evaluation;
  const done = isTerminal(evaluation.status);
  const percent = progress.total > 0 ? (progress.completed / progress.total) * 100 : 0;
  return (
    <Card data-testid="eval-progress">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {EVAL_STATUS_LABELS[evaluation.status]} ·{' '}
            <span data-testid="eval-progress-count">
              {formatNumber(progress.completed)} of {formatNumber(progress.total)} cells
            </span>
          </Typography>
          <Typography color="text.secondary">
            {done
              ? `Took ${formatDuration(
                  summary.durationMs !== null
                    ? summary.durationMs / 1000
                    : durationBetween(evaluation.startedAt, evaluation.finishedAt),
                )}`
              : progress.etaSeconds !== null
                ? `About ${formatDuration(progress.etaSeconds)} left`
                : 'Estimating time left…'}
          </Typography>
        </Stack>
        <LinearProgress
          variant={evaluation.status === 'queued' ? 'indeterminate' : 'determinate'}
          value={percent}
          color={evaluation.status === 'failed' ? 'error' : 'primary'}
          sx={{ height: 8, borderRadius: 4, mb: 3 }}
          aria-label="Eval progress"
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
          <Figure label="Pass rate" value={formatRate(progress.passRate)} testId="eval-pass-rate" />
          <Figure label="Passed" value={formatNumber(progress.passed)} testId="eval-passed" />
          <Figure label="Failed" value={formatNumber(progress.failed)} testId="eval-failed" />
          <Figure label="Errors" value={formatNumber(progress.errors)} testId="eval-errors" />
          <Figure label="Tests" value={formatNumber(summary.tests)} />
          <Figure label="Tokens" value={formatNumber(summary.tokens.total)} />
          <Figure label="Cost" value={formatCost(summary.cost)} />
          {summary.cached > 0 && <Figure label="Cached" value={formatNumber(summary.cached)} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
