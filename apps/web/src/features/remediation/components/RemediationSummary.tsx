import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { PLUGIN_SEVERITIES, type RemediationPlan } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The plan at a glance: what is to fix, by severity, and what the advice was written for. */
export function RemediationSummary({ plan }: { plan: RemediationPlan }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure
            label="Vulnerabilities to fix"
            value={formatNumber(plan.totals.items)}
            testId="remediation-item-count"
          />
          <Figure label="Failing probes" value={formatNumber(plan.totals.failingProbes)} />
          {PLUGIN_SEVERITIES.map((severity) => (
            <Figure
              key={severity}
              label={SEVERITY_LABELS[severity]}
              value={formatNumber(plan.totals.bySeverity[severity])}
            />
          ))}
        </Stack>
        {plan.purpose && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Advice written for the target’s purpose: {plan.purpose}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
