import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SuccessRate } from '@crucible/shared';
import { formatRate } from '../../scans/scan-format';

export type AsrRow = { id: string; label: string; asr: SuccessRate };

const toPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/**
 * Attack success rate per row as horizontal bars (0–100 %), with the graded count in the
 * tooltip. Rows nobody could grade are listed under the chart instead of drawn as zero.
 */
export function AsrBarChart({ rows, testId }: { rows: AsrRow[]; testId: string }) {
  const theme = useTheme();
  const graded = rows.filter((row) => row.asr.rate !== null);
  const ungraded = rows.filter((row) => row.asr.rate === null);
  return (
    <Box data-testid={testId} sx={{ breakInside: 'avoid' }}>
      {graded.length > 0 && (
        <BarChart
          layout="horizontal"
          height={Math.max(110, graded.length * 30 + 50)}
          skipAnimation
          hideLegend
          margin={{ left: 8, right: 28, top: 8, bottom: 8 }}
          grid={{ vertical: true }}
          yAxis={[
            {
              scaleType: 'band',
              data: graded.map((row) => row.label),
              width: 190,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
          xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
          series={[
            {
              data: graded.map((row) => toPercent(row.asr.rate)),
              label: 'Attack success rate',
              color: theme.palette.error.main,
              valueFormatter: (_value, { dataIndex }) => {
                const asr = graded[dataIndex]!.asr;
                return `${formatRate(asr.rate)} — ${asr.failed} of ${asr.graded} graded probes`;
              },
            },
          ]}
        />
      )}
      {ungraded.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No graded probes (only undecided or errored):{' '}
          {ungraded.map((row) => row.label).join(', ')}
        </Typography>
      )}
    </Box>
  );
}
