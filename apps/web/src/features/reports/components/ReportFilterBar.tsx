import { Stack, TextField } from '@mui/material';
import { RISK_LEVELS } from '@crucible/shared';
import { FilterSelect } from '../../../components/FilterSelect';
import { useMyTeams } from '../../teams/api';
import { useTargets } from '../../targets/api';
import { RISK_LEVEL_LABELS } from '../../scans/scan-format';

/** The list's filters as they stand in the URL query; '' is "all" (for `team`: the current team). */
export type ReportUrlFilters = {
  team: string;
  targetId: string;
  from: string;
  to: string;
  risk: string;
};
export const REPORT_FILTER_NAMES = ['team', 'targetId', 'from', 'to', 'risk'] as const;
/** `team=all`: every team the user may read reports in. */
export const ALL_TEAMS = 'all';

/** Team, target, finished-between dates and risk level. */
export function ReportFilterBar({
  teamId,
  filters,
  onChange,
}: {
  /** The team whose targets the target filter offers (none for all teams). */
  teamId: string | undefined;
  filters: ReportUrlFilters;
  onChange: (changed: Partial<ReportUrlFilters>) => void;
}) {
  const { data: teams = [] } = useMyTeams(true);
  const { data: targets = [] } = useTargets(teamId);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ p: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      useFlexGap
    >
      {teams.length > 1 && (
        <FilterSelect
          label="Team"
          value={filters.team}
          allLabel="Current team"
          options={[ALL_TEAMS, ...teams.map((team) => team.id)]}
          optionLabel={(id) =>
            id === ALL_TEAMS ? 'All teams' : (teams.find((t) => t.id === id)?.name ?? id)
          }
          onChange={(team) => onChange({ team, targetId: '' })}
          sx={{ minWidth: 180 }}
        />
      )}
      <FilterSelect
        label="Target"
        value={filters.targetId}
        allLabel="All targets"
        options={targets.map((target) => target.id)}
        optionLabel={(id) => targets.find((target) => target.id === id)?.name ?? id}
        onChange={(targetId) => onChange({ targetId })}
        sx={{ minWidth: 200 }}
      />
      <TextField
        size="small"
        type="date"
        label="Finished from"
        value={filters.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Finished to"
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FilterSelect
        label="Risk level"
        value={filters.risk}
        allLabel="All risk levels"
        options={RISK_LEVELS}
        optionLabel={(level) => RISK_LEVEL_LABELS[level]}
        onChange={(risk) => onChange({ risk })}
        sx={{ minWidth: 160 }}
      />
    </Stack>
  );
}
