import { Chip } from '@mui/material';
import type { RiskLevelValue } from '@crucible/shared';
import { RISK_LEVEL_COLORS, RISK_LEVEL_LABELS } from '../../scans/scan-format';

/** A risk level on its own, beside a score shown large (lists use the scans' `RiskChip`). */
export function RiskLevelChip({
  level,
  size = 'small',
}: {
  level: RiskLevelValue;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      label={RISK_LEVEL_LABELS[level]}
      color={RISK_LEVEL_COLORS[level]}
      variant={level === 'critical' || level === 'none' ? 'filled' : 'outlined'}
      data-testid="risk-level"
    />
  );
}
