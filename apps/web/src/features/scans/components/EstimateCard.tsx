import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { ScanEstimate } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { formatDuration } from '../scan-format';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The fitted plugins under each reason that chose them, in order. */
function groupByReason(fitted: ScanEstimate['fittedPlugins']): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const { id, reason } of fitted) groups.set(reason, [...(groups.get(reason) ?? []), id]);
  return [...groups];
}

type EstimateCardProps = { estimate: ScanEstimate | undefined; error: unknown; fetching: boolean };

/** How many probes the scan sends and how long it should take, before it starts. */
export function EstimateCard({ estimate, error, fetching }: EstimateCardProps) {
  return (
    <Card data-testid="estimate">
      {fetching && <LinearProgress sx={{ height: 2 }} />}
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          Estimate
        </Typography>
        {error ? (
          <Alert severity="warning">{errorMessage(error)}</Alert>
        ) : !estimate ? (
          <Typography color="text.secondary">Choose a target and a configuration.</Typography>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={4}>
              <Box>
                <Typography variant="h4" data-testid="estimate-probes">
                  {formatNumber(estimate.total)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  probes
                </Typography>
              </Box>
              <Box>
                <Typography variant="h4" data-testid="estimate-time">
                  ~{formatDuration(estimate.estimatedSeconds)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  estimated time
                </Typography>
              </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {plural(Object.keys(estimate.perPlugin).length, 'plugin')} ×{' '}
              {plural(estimate.strategies.length, 'strategy', 'strategies')} ·{' '}
              {plural(estimate.testsPerStrategy, 'test')} per strategy
            </Typography>
            <Stack direction="row" spacing={1}>
              <Chip
                size="small"
                label={`Attacks: ${estimate.generator === 'llm' ? 'model' : 'offline corpus'}`}
              />
              <Chip
                size="small"
                label={`Grading: ${estimate.grader === 'llm' ? 'model' : 'rules'}`}
              />
            </Stack>
            {estimate.fittedPlugins.length > 0 && (
              <Box data-testid="estimate-fitted">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Chosen for this target's profile
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {groupByReason(estimate.fittedPlugins).map(([reason, ids]) => (
                    <Typography component="li" variant="body2" key={reason}>
                      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                        {ids.join(', ')}
                      </Box>
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {' '}
                        — {reason}
                      </Box>
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
            {estimate.unavailableStrategies.length > 0 && (
              <Alert severity="info">
                Skipped:{' '}
                {estimate.unavailableStrategies
                  .map((strategy) => `${strategy.id} (${strategy.reason})`)
                  .join('; ')}
              </Alert>
            )}
            {estimate.skippedPlugins.length > 0 && (
              <Alert severity="info" data-testid="estimate-skipped-plugins">
                Not sent (the target's profile does not call for them):{' '}
                {estimate.skippedPlugins
                  .map((plugin) => `${plugin.id} — ${plugin.reason}`)
                  .join('; ')}
              </Alert>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
