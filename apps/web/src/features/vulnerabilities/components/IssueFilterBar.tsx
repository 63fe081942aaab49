import { InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ISSUE_STATUSES, PLUGIN_SEVERITIES } from '@crucible/shared';
import { FilterSelect } from '../../../components/FilterSelect';
import { usePluginsAndPolicies } from '../../policies/api';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';
import { useTargets } from '../../targets/api';
import { ISSUE_STATUS_LABELS } from '../issue-format';

/** The list's filters as they stand in the URL query; '' is "all". */
export type IssueUrlFilters = {
  targetId: string;
  status: string;
  severity: string;
  pluginId: string;
  q: string;
};
export const ISSUE_FILTER_NAMES = ['targetId', 'status', 'severity', 'pluginId', 'q'] as const;

/**
 * Target, status, severity and plugin selects and a search of plugin and target names; without
 * the target select when the list is one target's.
 */
export function IssueFilterBar({
  teamId,
  filters,
  onChange,
  targetFilter = true,
}: {
  teamId: string | undefined;
  filters: IssueUrlFilters;
  onChange: (changed: Partial<IssueUrlFilters>) => void;
  targetFilter?: boolean;
}) {
  const { data: targets = [] } = useTargets(targetFilter ? teamId : undefined);
  const plugins = usePluginsAndPolicies();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ p: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      useFlexGap
    >
      <TextField
        size="small"
        placeholder="Search plugins and targets"
        value={filters.q}
        onChange={(event) => onChange({ q: event.target.value })}
        sx={{ minWidth: 300 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search vulnerabilities' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {targetFilter && (
        <FilterSelect
          label="Target"
          value={filters.targetId}
          allLabel="All targets"
          options={targets.map((target) => target.id)}
          optionLabel={(id) => targets.find((target) => target.id === id)?.name ?? id}
          onChange={(targetId) => onChange({ targetId })}
          sx={{ minWidth: 200 }}
        />
      )}
      <FilterSelect
        label="Status"
        value={filters.status}
        allLabel="All statuses"
        options={ISSUE_STATUSES}
        optionLabel={(value) => ISSUE_STATUS_LABELS[value]}
        onChange={(status) => onChange({ status })}
        sx={{ minWidth: 160 }}
      />
      <FilterSelect
        label="Severity"
        value={filters.severity}
        allLabel="All severities"
        options={PLUGIN_SEVERITIES}
        optionLabel={(value) => SEVERITY_LABELS[value]}
        onChange={(severity) => onChange({ severity })}
        sx={{ minWidth: 160 }}
      />
      <FilterSelect
        label="Plugin"
        value={filters.pluginId}
        allLabel="All plugins"
        options={plugins.map((plugin) => plugin.id)}
        optionLabel={(id) => plugins.find((plugin) => plugin.id === id)?.name ?? id}
        onChange={(pluginId) => onChange({ pluginId })}
        sx={{ minWidth: 220 }}
      />
    </Stack>
  );
}
