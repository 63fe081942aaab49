import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { PLUGIN_CATEGORY_IDS, PLUGIN_SEVERITIES } from '@crucible/shared';
import { CATEGORY_LABELS, frameworkName, SEVERITY_LABELS } from '../plugin-labels';

export type PluginFilterValues = {
  search: string;
  category: string;
  severity: string;
  framework: string;
};

type PluginFiltersProps = {
  values: PluginFilterValues;
  frameworks: string[];
  onChange: (patch: Partial<PluginFilterValues>) => void;
};

/** Search and the category / severity / framework filters of the catalogue ('' = any). */
export function PluginFilters({ values, frameworks, onChange }: PluginFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <TextField
        size="small"
        placeholder="Search plugins"
        value={values.search}
        onChange={(event) => onChange({ search: event.target.value })}
        sx={{ flex: 2, minWidth: 220 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search plugins' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Category"
        value={values.category}
        onChange={(event) => onChange({ category: event.target.value })}
        sx={{ flex: 1, minWidth: 180 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {PLUGIN_CATEGORY_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {CATEGORY_LABELS[id]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Severity"
        value={values.severity}
        onChange={(event) => onChange({ severity: event.target.value })}
        sx={{ flex: 1, minWidth: 150 }}
      >
        <MenuItem value="">All severities</MenuItem>
        {PLUGIN_SEVERITIES.map((severity) => (
          <MenuItem key={severity} value={severity}>
            {SEVERITY_LABELS[severity]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Framework"
        value={values.framework}
        onChange={(event) => onChange({ framework: event.target.value })}
        sx={{ flex: 1, minWidth: 200 }}
      >
        <MenuItem value="">All frameworks</MenuItem>
        {frameworks.map((id) => (
          <MenuItem key={id} value={id}>
            {frameworkName(id)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
