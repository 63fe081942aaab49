import { Box, Typography } from '@mui/material';
import type { ReportUsage } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { formatCost } from '../../scans/scan-format';

const ms = (value: number | null) =>
  value === null ? '—' : `${formatNumber(Math.round(value))} ms`;

function Row({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">
        {value}
        {note && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            {note}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

/** Tokens, cost and latency as the probes stored them. */
export function UsageFigures({ usage }: { usage: ReportUsage }) {
  const { tokens, cost, latency } = usage;
  return (
    <Box
      data-testid="report-usage"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75 }}
    >
      <Row
        label="Tokens"
        value={
          tokens.probes === 0
            ? 'Not reported by the target'
            : `${formatNumber(tokens.total)} (${formatNumber(tokens.prompt)} prompt, ${formatNumber(tokens.completion)} completion)`
        }
        note={tokens.probes > 0 ? `over ${formatNumber(tokens.probes)} probes` : undefined}
      />
      <Row
        label="Cost"
        value={cost.usd === null ? 'Unknown (no list price for this target)' : formatCost(cost.usd)}
        note={cost.probes > 0 ? `over ${formatNumber(cost.probes)} priced probes` : undefined}
      />
      <Row
        label="Latency"
        value={
          latency.probes === 0
            ? '—'
            : `median ${ms(latency.p50Ms)}, p95 ${ms(latency.p95Ms)}, max ${ms(latency.maxMs)}`
        }
        note={latency.probes > 0 ? `average ${ms(latency.avgMs)}` : undefined}
      />
    </Box>
  );
}
