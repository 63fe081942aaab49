import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ISSUE_STATUSES,
  PLUGIN_SEVERITIES,
  type IssueStatus,
  type IssueSummary,
} from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDebounced } from '../../../lib/use-debounced';
import { useAppAbility } from '../../abilities/use-app-ability';
import { SeverityChip } from '../../plugins/components/SeverityChip';
import { CATEGORY_LABELS } from '../../plugins/plugin-labels';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { fetchAllIssues, useBulkUpdateIssues, useIssues, type IssueFilters } from '../api';
import { BulkStatusDialog } from '../components/BulkStatusDialog';
import {
  ISSUE_FILTER_NAMES,
  IssueFilterBar,
  type IssueUrlFilters,
} from '../components/IssueFilterBar';
import { IssueStatusChip } from '../components/IssueStatusChip';
import { downloadFile, ISSUE_STATUS_LABELS, issuePath, issuesToCsv } from '../issue-format';

const PAGE_SIZE = 25;

const oneOf = <V extends string>(values: readonly V[], value: string): V | undefined =>
  (values as readonly string[]).includes(value) ? (value as V) : undefined;

const COLUMNS: DataColumn<IssueSummary>[] = [
  {
    key: 'severity',
    header: 'Severity',
    render: (issue) => <SeverityChip severity={issue.severity} />,
  },
  {
    key: 'plugin',
    header: 'Vulnerability',
    sx: { maxWidth: 320 },
    render: (issue) => (
      <>
        <Link component={RouterLink} to={issuePath(issue.id)} sx={{ fontWeight: 600 }}>
          {issue.pluginName}
        </Link>
        <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
          {CATEGORY_LABELS[issue.category as keyof typeof CATEGORY_LABELS] ?? issue.category}
        </Box>
      </>
    ),
  },
  { key: 'target', header: 'Target', render: (issue) => issue.targetName },
  {
    key: 'status',
    header: 'Status',
    render: (issue) => <IssueStatusChip status={issue.status} />,
  },
  {
    key: 'occurrences',
    header: 'Occurrences',
    align: 'right',
    cellTestId: 'issue-occurrences',
    render: (issue) => formatNumber(issue.occurrences),
  },
  {
    key: 'first',
    header: 'First seen',
    hideBelow: 'lg',
    render: (issue) => formatDateTime(issue.firstSeenAt),
  },
  {
    key: 'last',
    header: 'Last seen',
    hideBelow: 'md',
    render: (issue) => formatDateTime(issue.lastSeenAt),
  },
  {
    key: 'assignee',
    header: 'Assignee',
    hideBelow: 'md',
    render: (issue) =>
      issue.assignee?.name ?? (
        <Typography component="span" color="text.secondary" variant="body2">
          Unassigned
        </Typography>
      ),
  },
];

/**
 * `/redteam/vulnerabilities`: the current team's vulnerabilities, most severe and most recent
 * first, filtered from the URL query; whoever may update them changes many statuses at once.
 * With `target`, one target's (its page's Vulnerabilities tab): the target filter is fixed.
 */
export function VulnerabilitiesPage({ target }: { target?: { id: string; teamId: string } }) {
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [changing, setChanging] = useState(false);
  const [exporting, setExporting] = useState(false);
  const bulk = useBulkUpdateIssues();
  const canUpdate = ability.can('update', 'Issue');

  const urlFilters = Object.fromEntries(
    ISSUE_FILTER_NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as IssueUrlFilters;
  if (target) urlFilters.targetId = '';
  const teamId = target?.teamId ?? currentTeam?.id;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const q = useDebounced(urlFilters.q.trim(), 300);
  const filters: IssueFilters = {
    teamId,
    targetId: target?.id ?? (urlFilters.targetId || undefined),
    status: oneOf(ISSUE_STATUSES, urlFilters.status),
    severity: oneOf(PLUGIN_SEVERITIES, urlFilters.severity),
    pluginId: urlFilters.pluginId || undefined,
    q: q || undefined,
  };
  const { data, isPending, error } = useIssues(filters, PAGE_SIZE, page * PAGE_SIZE);
  const filtered = ISSUE_FILTER_NAMES.some((name) => urlFilters[name] !== '');

  const update = (changed: Partial<IssueUrlFilters> & { page?: number }) => {
    setSelected(new Set());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changed)) {
          if (value === '' || value === undefined || (key === 'page' && value === 0)) {
            next.delete(key);
          } else next.set(key, key === 'page' ? String(Number(value) + 1) : String(value));
        }
        if (!('page' in changed)) next.delete('page');
        return next;
      },
      // Typing a search replaces the entry rather than adding one per keystroke.
      { replace: 'q' in changed },
    );
  };

  const exportAs = async (format: 'csv' | 'json') => {
    setExporting(true);
    try {
      const issues = await fetchAllIssues(filters);
      const stamp = new Date().toISOString().slice(0, 10);
      if (format === 'csv') {
        downloadFile(`vulnerabilities-${stamp}.csv`, 'text/csv', issuesToCsv(issues));
      } else {
        downloadFile(
          `vulnerabilities-${stamp}.json`,
          'application/json',
          `${JSON.stringify(issues, null, 2)}\n`,
        );
      }
    } catch (failure) {
      toast(errorMessage(failure), 'error');
    } finally {
      setExporting(false);
    }
  };

  const changeStatus = (status: IssueStatus) =>
    bulk.mutate(
      { ids: [...selected], status },
      {
        onSuccess: (answer) => {
          toast(
            `${answer.updated} ${answer.updated === 1 ? 'vulnerability' : 'vulnerabilities'} marked ${ISSUE_STATUS_LABELS[status]}`,
            'success',
          );
          setSelected(new Set());
          setChanging(false);
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Vulnerabilities"
        heading={target ? 'h2' : 'h1'}
        description={`Weaknesses completed scans found in ${target ? 'this target' : "this team's targets"}, most severe first.`}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exporting || !data || data.total === 0}
              onClick={() => void exportAs('csv')}
            >
              Export CSV
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exporting || !data || data.total === 0}
              onClick={() => void exportAs('json')}
            >
              Export JSON
            </Button>
          </>
        }
      />
      <DataTable
        columns={target ? COLUMNS.filter((column) => column.key !== 'target') : COLUMNS}
        rows={data?.items}
        rowTestId="issue-row"
        isPending={isPending}
        error={error}
        emptyTitle={filtered ? 'No vulnerabilities match these filters' : 'No vulnerabilities yet'}
        emptyMessage={
          filtered
            ? 'Clear a filter to see more.'
            : 'A vulnerability appears when a completed scan has failing probes: an attack that succeeded against a target.'
        }
        emptyAction={
          !filtered &&
          ability.can('create', 'EvalJob') && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/redteam/scan/create${target ? `?targetId=${target.id}` : ''}`}
            >
              New Scan
            </Button>
          )
        }
        {...(canUpdate && {
          selection: {
            selected,
            onChange: setSelected,
            label: (issue: IssueSummary) => `Select ${issue.pluginName} on ${issue.targetName}`,
          },
        })}
        toolbar={
          <>
            <IssueFilterBar
              teamId={teamId}
              filters={urlFilters}
              onChange={update}
              targetFilter={!target}
            />
            {canUpdate && selected.size > 0 && (
              <Stack
                direction="row"
                spacing={2}
                sx={{ px: 2, py: 1, alignItems: 'center', bgcolor: 'action.selected' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {selected.size} selected
                </Typography>
                <Button size="small" variant="contained" onClick={() => setChanging(true)}>
                  Change status
                </Button>
                <Button size="small" color="inherit" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              </Stack>
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
      {changing && (
        <BulkStatusDialog
          count={selected.size}
          pending={bulk.isPending}
          error={bulk.error}
          onConfirm={changeStatus}
          onClose={() => {
            bulk.reset();
            setChanging(false);
          }}
        />
      )}
    </>
  );
}
