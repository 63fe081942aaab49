import { Chip } from '@mui/material';
import type { PluginSummary } from '@crucible/shared';
import { SEVERITY_COLORS, SEVERITY_LABELS } from '../plugin-labels';

export function SeverityChip({ severity }: { severity: PluginSummary['severity'] }) {
  return (
    <Chip
      size="small"
      label={SEVERITY_LABELS[severity]}
      color={SEVERITY_COLORS[severity]}
      variant={severity === 'critical' ? 'filled' : 'outlined'}
      data-testid="severity"
    />
  );
}
