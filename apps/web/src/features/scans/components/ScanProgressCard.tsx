import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ScanDetail } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { isTerminal } from '../api';
import {
  durationBetween,
  formatCost,
  formatDuration,
  formatRate,
  STATUS_LABELS,
} from '../scan-format';

function Figure({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: string;
  testId?: string;
  color?: string;
}) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="h5" data-testid={testId} color={color}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Phase, counts, attack success rate and ETA of a scan, live while it runs; its cost once a
 * probe has one (targets of a model with a known price).
 */
export function ScanProgressCard({ scan }: { scan: ScanDetail }) {
  const { progress } = scan;
  const done = isTerminal(scan.status);
  const percent = progress.total > 0 ? (progress.completed / progress.total) * 100 : 0;
  return (
    <Card data-testid="scan-progress">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="scan-phase">
            {STATUS_LABELS[scan.status]}
          </Typography>
          <Typography color="text.secondary">
            {done
              ? `Took ${formatDuration(durationBetween(scan.startedAt, scan.finishedAt))}`
              : progress.etaSeconds !== null
                ? `About ${formatDuration(progress.etaSeconds)} left`
                : 'Estimating time left…'}
          </Typography>
        </Stack>
        <LinearProgress
          variant={scan.status === 'queued' ? 'indeterminate' : 'determinate'}
          value={percent}
          color={scan.status === 'failed' ? 'error' : 'primary'}
          sx={{ height: 8, borderRadius: 4, mb: 3 }}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
          <Figure
            label="probes done"
            value={`${formatNumber(progress.completed)} / ${formatNumber(progress.total)}`}
            testId="scan-completed"
          />
          <Figure
            label="attacks succeeded"
            value={formatNumber(progress.failed)}
            testId="scan-failed"
          />
          <Figure label="defended" value={formatNumber(progress.passed)} />
          <Figure
            label="undecided"
            value={formatNumber(progress.undecided)}
            testId="scan-undecided"
            color={progress.undecided > 0 ? 'info.main' : undefined}
          />
          <Figure label="errors" value={formatNumber(progress.errors)} />
          <Figure
            label={
              progress.undecided > 0
                ? 'attack success rate (of decided probes)'
                : 'attack success rate'
            }
            value={formatRate(progress.attackSuccessRate)}
            testId="scan-rate"
          />
          {scan.cost !== null && (
            <Figure label="cost (list price)" value={formatCost(scan.cost)} testId="scan-cost" />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
