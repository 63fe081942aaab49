import { InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { PLUGIN_CATEGORY_IDS, PLUGIN_SEVERITIES } from '@crucible/shared';
import { FilterSelect } from '../../../components/FilterSelect';
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
      <FilterSelect
        label="Category"
        value={values.category}
        allLabel="All categories"
        options={PLUGIN_CATEGORY_IDS}
        optionLabel={(id) => CATEGORY_LABELS[id]}
        onChange={(category) => onChange({ category })}
        sx={{ flex: 1, minWidth: 180 }}
      />
      <FilterSelect
        label="Severity"
        value={values.severity}
        allLabel="All severities"
        options={PLUGIN_SEVERITIES}
        optionLabel={(severity) => SEVERITY_LABELS[severity]}
        onChange={(severity) => onChange({ severity })}
        sx={{ flex: 1, minWidth: 150 }}
      />
      <FilterSelect
        label="Framework"
        value={values.framework}
        allLabel="All frameworks"
        options={frameworks}
        optionLabel={frameworkName}
        onChange={(framework) => onChange({ framework })}
        sx={{ flex: 1, minWidth: 200 }}
      />
    </Stack>
  );
}
