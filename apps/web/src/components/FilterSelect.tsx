import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

type FilterSelectProps<V extends string> = {
  label: string;
  /** '' is the "all" choice. */
  value: string;
  /** The label of the "all" choice, e.g. "All statuses". */
  allLabel: string;
  options: readonly V[];
  /** How an option reads; the option itself by default. */
  optionLabel?: (option: V) => string;
  onChange: (value: V | '') => void;
  sx?: SxProps<Theme>;
};

/** A list filter above a table: a small select whose first choice is "all". */
export function FilterSelect<V extends string>({
  label,
  value,
  allLabel,
  options,
  optionLabel = (option) => option,
  onChange,
  sx,
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      sx={sx}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
