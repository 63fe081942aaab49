import { Chip } from '@mui/material';
import type { CellVerdict } from '../eval-format';

const LABELS: Record<CellVerdict, string> = { pass: 'PASS', fail: 'FAIL', error: 'ERROR' };
const COLORS: Record<CellVerdict, 'success' | 'error' | 'warning'> = {
  pass: 'success',
  fail: 'error',
  error: 'warning',
};

/** A cell's verdict; `rated` marks one a person decided (it overrides the graders). */
export function VerdictChip({ verdict, rated = false }: { verdict: CellVerdict; rated?: boolean }) {
  return (
    <Chip
      size="small"
      label={rated ? `${LABELS[verdict]} (rated)` : LABELS[verdict]}
      color={COLORS[verdict]}
      variant={rated ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, height: 22 }}
      data-testid="cell-verdict"
    />
  );
}
