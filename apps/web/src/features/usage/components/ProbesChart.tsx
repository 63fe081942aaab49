import { Box, Typography, useTheme } from '@mui/material';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { UsageResponse } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { formatDay } from '../usage-range';

type Props = Pick<UsageResponse, 'daily' | 'license'>;

/**
 * The organization's probes per day as bars. With a licensed probe limit, the probes the license
 * has counted since the contract started run beside them as a line on their own axis, with the
 * limit drawn across it: the daily bars and a contract-long total do not share a scale.
 */
export function ProbesChart({ daily, license }: Props) {
  const theme = useTheme();
  const limit = license.numLicensedProbes;
  const days = daily.map((d) => d.day);
  const cumulative = license.cumulativeProbes.map((d) => d.probes);
  const top = Math.max(limit ?? 0, ...cumulative);
  const total = daily.reduce((sum, d) => sum + d.probes, 0);
  const busiest = daily.reduce((best, d) => (d.probes > best.probes ? d : best), daily[0]!);
  return (
    <Box data-testid="probes-chart">
      <Box aria-hidden>
        <ChartsDataProvider
          height={300}
          margin={{ left: 8, right: limit === null ? 16 : 8, top: 24, bottom: 8 }}
          xAxis={[
            {
              id: 'days',
              scaleType: 'band',
              data: days,
              valueFormatter: (day: string, context) => formatDay(day, context.location === 'tick'),
            },
          ]}
          yAxis={[
            {
              id: 'daily',
              width: 48,
              min: 0,
              // A range without probes still draws a scale, not a lone 0 halfway up.
              ...(total === 0 ? { max: 10 } : {}),
              valueFormatter: (v: number) => formatNumber(v),
            },
            ...(limit === null
              ? []
              : [
                  {
                    id: 'license',
                    position: 'right' as const,
                    width: 64,
                    min: 0,
                    max: Math.ceil(top * 1.1),
                    valueFormatter: (v: number) => formatNumber(v),
                  },
                ]),
          ]}
          series={[
            {
              type: 'bar',
              id: 'probes',
              label: 'Probes per day',
              yAxisId: 'daily',
              data: daily.map((d) => d.probes),
              color: theme.palette.primary.main,
            },
            ...(limit === null
              ? []
              : [
                  {
                    type: 'line' as const,
                    id: 'licensed',
                    label: 'Probes counted by the license (since the contract start)',
                    yAxisId: 'license',
                    data: cumulative,
                    color: theme.palette.warning.main,
                    showMark: false,
                  },
                ]),
          ]}
        >
          <ChartsWrapper>
            <ChartsLegend />
            <ChartsSurface>
              <ChartsGrid horizontal />
              <BarPlot />
              {limit !== null && (
                <>
                  <LinePlot />
                  <MarkPlot />
                  <ChartsReferenceLine
                    y={limit}
                    axisId="license"
                    label={`Licensed probes: ${formatNumber(limit)}`}
                    labelAlign="start"
                    lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '6 4' }}
                    labelStyle={{ fill: theme.palette.error.main, fontSize: 12 }}
                  />
                </>
              )}
              <ChartsAxisHighlight x="band" />
              <ChartsXAxis axisId="days" />
              <ChartsYAxis axisId="daily" />
              {limit !== null && <ChartsYAxis axisId="license" />}
            </ChartsSurface>
            <ChartsTooltip trigger="axis" />
          </ChartsWrapper>
        </ChartsDataProvider>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="chart-summary">
        {total === 0
          ? 'No probes were sent in this range.'
          : `${formatNumber(total)} probes over ${daily.length} days; the busiest was ${formatDay(busiest.day)} with ${formatNumber(busiest.probes)}.`}
        {limit !== null &&
          ` The license has counted ${formatNumber(cumulative.at(-1) ?? 0)} of ${formatNumber(limit)} licensed probes by ${formatDay(daily.at(-1)!.day)}.`}
      </Typography>
    </Box>
  );
}
