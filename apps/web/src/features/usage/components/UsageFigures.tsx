import { Box, Card, Skeleton, Typography } from '@mui/material';
import type { UsageResponse } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { formatCost } from '../../scans/scan-format';

type Figure = { label: string; value: string; note?: string };

function figuresOf(totals: UsageResponse['totals']): Figure[] {
  return [
    { label: 'Probes', value: formatNumber(totals.probes), note: 'sent to targets' },
    { label: 'Targets used', value: formatNumber(totals.targetsUsed), note: 'that sent probes' },
    { label: 'Scans', value: formatNumber(totals.scans), note: 'started' },
    { label: 'Evals', value: formatNumber(totals.evals), note: 'run' },
    { label: 'Model audits', value: formatNumber(totals.modelAudits), note: 'started' },
    { label: 'Tokens', value: formatNumber(totals.tokens.total), note: 'reported by targets' },
    { label: 'Cost', value: formatCost(totals.costUsd), note: 'at list prices' },
  ];
}

/** The range's totals as a row of figures; skeletons while the first range loads. */
export function UsageFigures({ totals }: { totals: UsageResponse['totals'] | undefined }) {
  const figures = totals ? figuresOf(totals) : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
      }}
    >
      {(figures ?? Array.from({ length: 7 }, () => null)).map((figure, index) => (
        <Card key={figure?.label ?? index} sx={{ p: 2 }} data-testid="usage-figure">
          {figure ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`usage-total-${figure.label}`}>
                {figure.value}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {figure.note}
              </Typography>
            </>
          ) : (
            <>
              <Skeleton width="50%" />
              <Skeleton width="70%" height={36} />
            </>
          )}
        </Card>
      ))}
    </Box>
  );
}
