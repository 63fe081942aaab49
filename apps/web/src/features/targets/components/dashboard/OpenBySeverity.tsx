import { Link as RouterLink } from 'react-router';
import { Box, CardActionArea, Paper, Typography } from '@mui/material';
import { PLUGIN_SEVERITIES, type TargetDashboard } from '@crucible/shared';
import { SEVERITY_COLORS, SEVERITY_LABELS } from '../../../plugins/plugin-labels';
import { targetPagePath } from '../../target-paths';

/** Open vulnerabilities per severity, each opening the target's list filtered to it. */
export function OpenBySeverity({
  targetId,
  counts,
}: {
  targetId: string;
  counts: TargetDashboard['openBySeverity'];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {PLUGIN_SEVERITIES.map((severity) => {
        const color = SEVERITY_COLORS[severity];
        return (
          <Paper key={severity} variant="outlined" data-testid={`open-${severity}`}>
            <CardActionArea
              component={RouterLink}
              to={targetPagePath(targetId, 'vulnerabilities', `status=open&severity=${severity}`)}
              aria-label={`${counts[severity]} open ${SEVERITY_LABELS[severity].toLowerCase()} vulnerabilities`}
              sx={{ p: 1.5 }}
            >
              <Typography
                variant="h4"
                component="div"
                data-testid="open-count"
                sx={{
                  fontWeight: 600,
                  color: counts[severity] > 0 && color !== 'default' ? `${color}.main` : undefined,
                }}
              >
                {counts[severity]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {SEVERITY_LABELS[severity]}
              </Typography>
            </CardActionArea>
          </Paper>
        );
      })}
    </Box>
  );
}
