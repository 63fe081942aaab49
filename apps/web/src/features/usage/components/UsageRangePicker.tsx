import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { resolveUsageRange, type UsageRange } from '@crucible/shared';
import { presetOf, presetRange, todayUtc, USAGE_PRESETS } from '../usage-range';

type Props = { range: UsageRange; onChange: (range: UsageRange) => void };

/**
 * The last 7, 30 or 90 days, or a custom range of UTC days checked as the API checks it (start
 * not after end, at most a year) before it is asked for.
 */
export function UsageRangePicker({ range, onChange }: Props) {
  const preset = presetOf(range);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<{ path: 'from' | 'to'; message: string } | null>(null);

  const choose = (value: number | 'custom' | null) => {
    if (value === null) return;
    if (value === 'custom') {
      setDraft(range);
      setError(null);
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange(presetRange(value));
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) {
      setError({ path: draft.from ? 'to' : 'from', message: 'Choose a date' });
      return;
    }
    const resolved = resolveUsageRange(draft, todayUtc());
    if ('error' in resolved) {
      setError(resolved.error);
      return;
    }
    setError(null);
    onChange(resolved.range);
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={custom ? 'custom' : preset}
        onChange={(_, value: number | 'custom' | null) => choose(value)}
        aria-label="Date range"
      >
        {USAGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={days}>
            Last {days} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          onSubmit={apply}
          noValidate
          aria-label="Custom date range"
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <TextField
            label="From"
            type="date"
            size="small"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            error={error?.path === 'from'}
            helperText={error?.path === 'from' ? error.message : 'UTC day'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to || undefined } }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            error={error?.path === 'to'}
            helperText={error?.path === 'to' ? error.message : 'Included'}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: draft.from || undefined },
            }}
          />
          <Button type="submit" variant="outlined" sx={{ height: 40 }}>
            Apply
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
