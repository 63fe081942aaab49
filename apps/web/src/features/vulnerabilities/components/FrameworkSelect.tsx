import { ListSubheader, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useFrameworks } from '../../plugins/api';

/**
 * The framework filter: a whole framework ("Any of OWASP Top 10 for LLM Applications") or one
 * of its items ("LLM01 Prompt Injection"), grouped under the framework's name.
 */
export function FrameworkSelect({
  value,
  onChange,
  sx,
}: {
  value: string;
  onChange: (framework: string) => void;
  sx?: SxProps<Theme>;
}) {
  const { data: frameworks } = useFrameworks();
  const known = frameworks?.some(
    (framework) => framework.id === value || framework.items.some((item) => item.id === value),
  );
  return (
    <TextField
      select
      size="small"
      label="Framework"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      <MenuItem value="">All frameworks</MenuItem>
      {/* A linked value shows as itself until the catalogue has loaded. */}
      {value && !known && <MenuItem value={value}>{value}</MenuItem>}
      {(frameworks ?? []).flatMap((framework) => [
        <ListSubheader key={`${framework.id}:header`}>{framework.name}</ListSubheader>,
        <MenuItem key={framework.id} value={framework.id}>
          Any of {framework.name}
        </MenuItem>,
        ...framework.items.map((item) => (
          <MenuItem key={item.id} value={item.id} sx={{ pl: 4 }}>
            {item.name}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
