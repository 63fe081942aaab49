import { useNavigate } from 'react-router';
import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { TargetRiskPoint } from '@crucible/shared';
import { formatDateTime } from '../../../../lib/format';
import { formatRiskScore, RISK_LEVEL_LABELS } from '../../../scans/scan-format';
import { riskTickFormatter } from '../../risk-axis';

/**
 * The target's risk score (0–10) after each completed scan, oldest first; a point opens its scan.
 * The sentence under the chart says the same for those who do not see it.
 */
export function RiskOverTime({ points }: { points: TargetRiskPoint[] }) {
  const navigate = useNavigate();
  const latest = points.at(-1);
  const tickLabel = riskTickFormatter(points.map((point) => point.at));
  if (!latest) {
    return (
      <Typography color="text.secondary" data-testid="risk-chart-empty">
        No completed scan yet: the risk score appears once a scan of this target completes.
      </Typography>
    );
  }
  return (
    <>
      <Box data-testid="risk-chart" aria-hidden>
        <LineChart
          height={240}
          hideLegend
          grid={{ horizontal: true }}
          margin={{ left: 8, right: 40, top: 16, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'point',
              data: points.map((point) => point.at),
              valueFormatter: (at: string, context) =>
                context.location === 'tick' ? tickLabel(at) : formatDateTime(at),
            },
          ]}
          yAxis={[{ min: 0, max: 10, width: 36 }]}
          series={[
            {
              data: points.map((point) => point.score),
              label: 'Risk score',
              showMark: true,
              valueFormatter: (score, { dataIndex }) =>
                score === null
                  ? ''
                  : `${formatRiskScore(score)} (${RISK_LEVEL_LABELS[points[dataIndex]!.level]})`,
            },
          ]}
          onMarkClick={(_, mark) => {
            const point = mark.dataIndex === undefined ? undefined : points[mark.dataIndex];
            if (point) void navigate(`/jobs/${point.scanId}`);
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="risk-latest">
        Latest: {RISK_LEVEL_LABELS[latest.level]} · {formatRiskScore(latest.score)} out of 10 on{' '}
        {formatDateTime(latest.at)}, over {points.length} completed{' '}
        {points.length === 1 ? 'scan' : 'scans'}.
      </Typography>
    </>
  );
}
