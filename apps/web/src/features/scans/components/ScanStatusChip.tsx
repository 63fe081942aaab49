import { Chip } from '@mui/material';
import type { ScanStatus } from '@crucible/shared';
import { STATUS_COLORS, STATUS_LABELS } from '../scan-format';

export function ScanStatusChip({ status }: { status: ScanStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'completed' || status === 'failed' ? 'filled' : 'outlined'}
      data-testid="scan-status"
    />
  );
}
