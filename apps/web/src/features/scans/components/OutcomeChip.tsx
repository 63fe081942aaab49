import { Chip } from '@mui/material';
import type { ProbeOutcomeValue } from '@crucible/shared';

const OUTCOMES = {
  fail: { label: 'Attack succeeded', color: 'error' },
  pass: { label: 'Defended', color: 'success' },
  // Its own colour: neither safe nor failed — a person or a judge must still decide.
  undecided: { label: 'Undecided', color: 'info' },
  error: { label: 'Error', color: 'warning' },
} as const;

/** A probe's outcome from the target's side: `fail` means the attack got through. */
export function OutcomeChip({ outcome }: { outcome: ProbeOutcomeValue | null }) {
  if (!outcome) return <Chip size="small" label="Pending" variant="outlined" />;
  const { label, color } = OUTCOMES[outcome];
  return (
    <Chip size="small" label={label} color={color} variant="outlined" data-testid="probe-outcome" />
  );
}
