import { useState } from 'react';
import {
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { MatrixView } from '../eval-format';

type MatrixFilterBarProps = {
  view: MatrixView;
  metric: string;
  search: string;
  /** The named metrics of the eval (its summary's). */
  metrics: string[];
  onChange: (changed: Partial<{ view: MatrixView; metric: string; search: string }>) => void;
};

/** Failures or errors only, one metric's rows, and a search in vars and outputs (on Enter). */
export function MatrixFilterBar({ view, metric, search, metrics, onChange }: MatrixFilterBarProps) {
  const [text, setText] = useState(search);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, value: MatrixView | null) => value && onChange({ view: value })}
        aria-label="Rows shown"
      >
        <ToggleButton value="all">All rows</ToggleButton>
        <ToggleButton value="failures">Failures only</ToggleButton>
        <ToggleButton value="errors">Errors only</ToggleButton>
      </ToggleButtonGroup>
      {metrics.length > 0 && (
        <TextField
          select
          size="small"
          label="Metric"
          value={metric}
          onChange={(event) => onChange({ metric: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Any metric</MenuItem>
          {metrics.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        label="Search vars and outputs"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ search: text });
        }}
        onBlur={() => text !== search && onChange({ search: text })}
        sx={{ flex: 1, maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
