import { Chip } from '@mui/material';
import type { ScanSummary } from '@crucible/shared';
import { formatRiskScore, RISK_LEVEL_COLORS, RISK_LEVEL_LABELS } from '../scan-format';

/** A finished scan's risk: its level and score out of 10; a dash before it is scored. */
export function RiskChip({ risk }: { risk: ScanSummary['risk'] }) {
  if (!risk) return <>—</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RISK_LEVEL_COLORS[risk.level]}
      label={`${RISK_LEVEL_LABELS[risk.level]} · ${formatRiskScore(risk.score)}`}
      data-testid="scan-risk"
    />
  );
}
