import { Chip } from '@mui/material';
import type { ModelAuditSeverity, ModelAuditStatus, ModelAuditVerdict } from '@crucible/shared';
import {
  SEVERITY_COLORS,
  SEVERITY_LABELS,
  STATUS_LABELS,
  VERDICT_COLORS,
  VERDICT_LABELS,
} from '../format';

export function SeverityChip({
  severity,
  count,
}: {
  severity: ModelAuditSeverity;
  count?: number;
}) {
  return (
    <Chip
      size="small"
      color={SEVERITY_COLORS[severity]}
      variant={severity === 'critical' ? 'filled' : 'outlined'}
      label={
        count === undefined ? SEVERITY_LABELS[severity] : `${SEVERITY_LABELS[severity]}: ${count}`
      }
      data-testid={`severity-${severity}`}
    />
  );
}

export function VerdictChip({ verdict }: { verdict: ModelAuditVerdict | null }) {
  if (!verdict) return <>—</>;
  return (
    <Chip
      size="small"
      color={VERDICT_COLORS[verdict]}
      label={VERDICT_LABELS[verdict]}
      data-testid="model-audit-verdict"
    />
  );
}

export function StatusChip({ status }: { status: ModelAuditStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'completed' || status === 'failed' ? 'filled' : 'outlined'}
      color={status === 'failed' ? 'error' : status === 'completed' ? 'default' : 'primary'}
      label={STATUS_LABELS[status]}
      data-testid="model-audit-status"
    />
  );
}
