import { Chip } from '@mui/material';
import type { EvalStatus } from '@crucible/shared';
import { EVAL_STATUS_COLORS, EVAL_STATUS_LABELS } from '../eval-format';

export function EvalStatusChip({ status }: { status: EvalStatus }) {
  return (
    <Chip
      size="small"
      label={EVAL_STATUS_LABELS[status]}
      color={EVAL_STATUS_COLORS[status]}
      variant={status === 'completed' || status === 'failed' ? 'filled' : 'outlined'}
      data-testid="eval-status"
    />
  );
}
