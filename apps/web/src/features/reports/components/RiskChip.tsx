import { Chip } from '@mui/material';
import type { RiskLevelValue } from '@crucible/shared';
import { RISK_COLORS, RISK_LABELS } from '../report-format';

export function RiskChip({
  level,
  size = 'small',
}: {
  level: RiskLevelValue;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      label={RISK_LABELS[level]}
      color={RISK_COLORS[level]}
      variant={level === 'critical' || level === 'none' ? 'filled' : 'outlined'}
      data-testid="risk-level"
    />
  );
}
