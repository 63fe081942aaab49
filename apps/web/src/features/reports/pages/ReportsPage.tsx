import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box, Button, Checkbox, Chip, Link, Typography } from '@mui/material';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { RISK_LEVELS, type ReportSummary, type RiskLevelValue } from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { formatRate } from '../../scans/scan-format';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useReports, type ReportFilters } from '../api';
import {
  ALL_TEAMS,
  REPORT_FILTER_NAMES,
  ReportFilterBar,
  type ReportUrlFilters,
} from '../components/ReportFilterBar';
import { ReportComparison } from '../components/ReportComparison';
import { RiskChip } from '../../scans/components/RiskChip';
import { reportPath } from '../report-format';

const PAGE_SIZE = 25;

/** A date input's day as the instant it starts, in the browser's time zone. */
const startOfDay = (day: string, plusDays = 0) => {
  if (!/^\d{4}-\d\d-\d\d$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

const COLUMNS: DataColumn<ReportSummary>[] = [
  {
    key: 'target',
    header: 'Report',
    render: (report) => (
      <>
        <Link component={RouterLink} to={reportPath(report.id)} sx={{ fontWeight: 600 }}>
          {report.targetName}
        </Link>
        <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{report.evalId}</Box>
      </>
    ),
  },
  { key: 'finished', header: 'Finished', render: (report) => formatDateTime(report.finishedAt) },
  {
    key: 'template',
    header: 'Template',
    hideBelow: 'md',
    render: (report) => report.template?.name ?? 'Ad-hoc',
  },
  {
    key: 'risk',
    header: 'Risk',
    cellTestId: 'report-row-risk',
    render: (report) => <RiskChip risk={report.risk} />,
  },
  {
    key: 'asr',
    header: 'Attack success',
    align: 'right',
    cellTestId: 'report-row-asr',
    render: (report) => formatRate(report.attackSuccessRate),
  },
  {
    key: 'probes',
    header: 'Probes',
    align: 'right',
    hideBelow: 'sm',
    render: (report) => formatNumber(report.probes.planned),
  },
  {
    key: 'shared',
    header: '',
    hideBelow: 'md',
    render: (report) => report.shared && <Chip size="small" variant="outlined" label="Public" />,
  },
];

/** A checkbox per row to choose the two reports to compare (at most two at a time). */
function compareColumn(
  selected: ReadonlySet<string>,
  onChange: (next: ReadonlySet<string>) => void,
): DataColumn<ReportSummary> {
  return {
    key: 'compare',
    header: '',
    sx: { width: 48, pr: 0 },
    render: (report) => (
      <Checkbox
        size="small"
        checked={selected.has(report.id)}
        disabled={!selected.has(report.id) && selected.size >= 2}
        onChange={(event) => {
          const next = new Set(selected);
          if (event.target.checked) next.add(report.id);
          else next.delete(report.id);
          onChange(next);
        }}
        slotProps={{
          input: { 'aria-label': `Choose ${report.targetName} ${report.evalId} to compare` },
        }}
      />
    ),
  };
}

/**
 * `/redteam/report`: every completed scan's report, latest first, filtered from the URL query;
 * two reports of the same target chosen side by side (`?compare=a,b`).
 */
export function ReportsPage() {
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const urlFilters = Object.fromEntries(
    REPORT_FILTER_NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as ReportUrlFilters;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const allTeams = urlFilters.team === ALL_TEAMS;
  const teamId = allTeams ? undefined : urlFilters.team || currentTeam?.id;
  const risk = (RISK_LEVELS as readonly string[]).includes(urlFilters.risk)
    ? (urlFilters.risk as RiskLevelValue)
    : undefined;
  const filters: ReportFilters = {
    teamId,
    targetId: urlFilters.targetId || undefined,
    from: startOfDay(urlFilters.from),
    to: startOfDay(urlFilters.to, 1),
    riskLevel: risk,
  };
  const { data, isPending, error } = useReports(filters, PAGE_SIZE, page * PAGE_SIZE);
  const filtered = REPORT_FILTER_NAMES.some((name) => urlFilters[name] !== '');
  const compare = params.get('compare')?.split(',') ?? [];

  const update = (changed: Partial<ReportUrlFilters> & { page?: number; compare?: string }) => {
    setSelected(new Set());
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changed)) {
        if (value === '' || value === undefined || (key === 'page' && value === 0))
          next.delete(key);
        else next.set(key, key === 'page' ? String(Number(value) + 1) : String(value));
      }
      if (!('page' in changed) && !('compare' in changed)) next.delete('page');
      return next;
    });
  };

  const chosen = (data?.items ?? []).filter((report) => selected.has(report.id));
  const comparable =
    chosen.length === 2 &&
    chosen[0]!.targetId !== null &&
    chosen[0]!.targetId === chosen[1]!.targetId;

  if (compare.length === 2) {
    return (
      <>
        <PageHeader
          title="Compare reports"
          description="Two scans of the same target: the earlier one before, the later one after."
          actions={
            <Button variant="outlined" onClick={() => update({ compare: '' })}>
              Back to reports
            </Button>
          }
        />
        <ReportComparison ids={[compare[0]!, compare[1]!]} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Reports"
        description="The report of every completed scan, latest first. Choose two of one target to compare them."
        actions={
          <Button
            variant="contained"
            startIcon={<CompareArrowsIcon />}
            disabled={!comparable}
            onClick={() => update({ compare: chosen.map((report) => report.id).join(',') })}
          >
            Compare
          </Button>
        }
      />
      <DataTable
        columns={[compareColumn(selected, setSelected), ...COLUMNS]}
        rows={data?.items}
        rowTestId="report-row"
        isPending={isPending}
        error={error}
        emptyTitle={filtered ? 'No reports match these filters' : 'No reports yet'}
        emptyMessage={
          filtered
            ? 'Clear a filter to see more.'
            : 'A report appears when a scan completes: its risk, attack success rate, vulnerabilities and framework results.'
        }
        emptyAction={
          !filtered &&
          ability.can('create', 'EvalJob') && (
            <Button variant="outlined" component={RouterLink} to="/redteam/scan/create">
              New Scan
            </Button>
          )
        }
        toolbar={
          <>
            <ReportFilterBar teamId={teamId} filters={urlFilters} onChange={update} />
            {selected.size > 0 && (
              <Typography
                variant="body2"
                sx={{ px: 2, py: 1, bgcolor: 'action.selected' }}
                data-testid="compare-hint"
              >
                {comparable
                  ? 'Two reports of one target chosen: compare them.'
                  : selected.size === 1
                    ? 'Choose one more report of the same target.'
                    : 'Choose two reports of the same target.'}
              </Typography>
            )}
          </>
        }
        pagination={
          data && {
            count: data.total,
            page,
            pageSize: PAGE_SIZE,
            onPageChange: (next) => update({ page: next }),
          }
        }
      />
    </>
  );
}
