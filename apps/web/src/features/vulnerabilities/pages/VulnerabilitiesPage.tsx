import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { IssueSort, IssueStatus, IssueSummary } from '@crucible/shared';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../lib/toast';
import { useDebounced } from '../../../lib/use-debounced';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { issueExportUrl, useBulkUpdateIssues, useIssues } from '../api';
import { BulkStatusDialog } from '../components/BulkStatusDialog';
import { issueColumns } from '../components/issue-columns';
import { IssueFilterBar } from '../components/IssueFilterBar';
import { ISSUE_STATUS_LABELS } from '../issue-format';
import {
  apiFiltersOf,
  ISSUE_FILTER_NAMES,
  nextOrder,
  orderOf,
  orderParams,
  urlFiltersOf,
  type IssueUrlFilters,
} from '../issue-url-filters';

const PAGE_SIZE = 25;

/**
 * `/redteam/vulnerabilities`: the current team's vulnerabilities, most severe and most recent
 * first unless a column header orders them otherwise, filtered from the URL query and exported
 * as filtered; whoever may update them changes many statuses at once. With `target`, one
 * target's (its page's Vulnerabilities tab): the target filter is fixed.
 */
export function VulnerabilitiesPage({ target }: { target?: { id: string; teamId: string } }) {
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [changing, setChanging] = useState(false);
  const bulk = useBulkUpdateIssues();
  const canUpdate = ability.can('update', 'Issue');

  const urlFilters = urlFiltersOf(params);
  if (target) urlFilters.targetId = '';
  const teamId = target?.teamId ?? currentTeam?.id;
  const order = orderOf(params);
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const q = useDebounced(urlFilters.q.trim(), 300);
  const filters = {
    ...apiFiltersOf(teamId, urlFilters, q, order),
    ...(target && { targetId: target.id }),
  };
  const { data, isPending, error } = useIssues(filters, PAGE_SIZE, page * PAGE_SIZE);
  const filtered = ISSUE_FILTER_NAMES.some((name) => urlFilters[name] !== '');

  const update = (
    changed: Partial<IssueUrlFilters> & { page?: number; sort?: string; order?: string },
  ) => {
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
  const sortBy = (column: IssueSort) => update(orderParams(nextOrder(order, column)));
  const nothingToExport = !data || data.total === 0;

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
        description={`Weaknesses completed scans found in ${target ? 'this target' : "this team's targets"}.`}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              component="a"
              href={issueExportUrl(filters, 'csv')}
              download
              disabled={nothingToExport}
            >
              Export CSV
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              component="a"
              href={issueExportUrl(filters, 'json')}
              download
              disabled={nothingToExport}
            >
              Export JSON
            </Button>
          </>
        }
      />
      <DataTable
        columns={issueColumns(order, sortBy).filter((column) => !target || column.key !== 'target')}
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
