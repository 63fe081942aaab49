import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { Alert, Box, Button, InputAdornment, Link, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { EvalListItem } from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { loginPath } from '../../../lib/safe-redirect';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useSession } from '../../auth/SessionContext';
import { formatRate } from '../../scans/scan-format';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useEvals } from '../api';
import { EvalStatusChip } from '../components/EvalStatusChip';

const PAGE_SIZE = 25;

const COLUMNS: DataColumn<EvalListItem>[] = [
  {
    key: 'name',
    header: 'Eval',
    render: (item) => (
      <>
        <Link component={RouterLink} to={`/eval/${item.id}`} sx={{ fontWeight: 600 }}>
          {item.name}
        </Link>
        {item.description && item.description !== item.name && (
          <Box sx={{ fontSize: 13 }}>{item.description}</Box>
        )}
        <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{item.id}</Box>
      </>
    ),
  },
  { key: 'when', header: 'When', render: (item) => formatDateTime(item.createdAt) },
  { key: 'author', header: 'Author', hideBelow: 'md', render: (item) => item.author.name },
  { key: 'status', header: 'Status', render: (item) => <EvalStatusChip status={item.status} /> },
  {
    key: 'passRate',
    header: 'Pass rate',
    align: 'right',
    cellTestId: 'eval-row-pass-rate',
    render: (item) => formatRate(item.progress.passRate),
  },
  {
    key: 'tests',
    header: 'Tests',
    align: 'right',
    hideBelow: 'sm',
    render: (item) => formatNumber(item.tests),
  },
  {
    key: 'providers',
    header: 'Providers',
    hideBelow: 'md',
    sx: { maxWidth: 260 },
    render: (item) => item.providers.join(', '),
  },
];

/** The team's evals, newest first: search, pages, and the way to a first one. */
function EvalList() {
  const { currentTeam, isLoaded } = useCurrentTeam();
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [text, setText] = useState(search);
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const { data, isPending, error } = useEvals(currentTeam?.id, {
    search: search || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const canRun = ability.can('create', 'EvalJob');
  const update = (changed: { q?: string; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changed.q !== undefined) {
        if (changed.q) next.set('q', changed.q);
        else next.delete('q');
        next.delete('page');
      }
      if (changed.page !== undefined) {
        if (changed.page > 0) next.set('page', String(changed.page + 1));
        else next.delete('page');
      }
      return next;
    });

  if (isLoaded && !currentTeam) {
    return <Alert severity="info">You are not in a team yet: evals belong to a team.</Alert>;
  }
  return (
    <>
      <PageHeader
        title="Evaluations"
        description="Prompts × providers × test cases, each output checked by assertions: promptfoo configs run as jobs."
        actions={
          <>
            <Button component={RouterLink} to="/datasets" variant="outlined">
              Datasets
            </Button>
            {canRun && (
              <Button
                component={RouterLink}
                to="/config"
                variant="contained"
                startIcon={<AddIcon />}
              >
                New eval
              </Button>
            )}
          </>
        }
      />
      <DataTable
        columns={COLUMNS}
        rows={data?.items}
        rowTestId="eval-row"
        isPending={isPending || !isLoaded}
        error={error}
        emptyTitle={search ? 'No evals match this search' : 'No evals yet'}
        emptyMessage={
          search
            ? 'Try a different search term.'
            : 'Write a promptfoo config on the Configuration page and run it: its results appear here.'
        }
        emptyAction={
          !search && (
            <Button variant="outlined" component={RouterLink} to="/config">
              Open Configuration
            </Button>
          )
        }
        toolbar={
          <Stack
            component="form"
            direction="row"
            sx={{ p: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              update({ q: text.trim() });
            }}
          >
            <TextField
              size="small"
              label="Search evals"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => text.trim() !== search && update({ q: text.trim() })}
              sx={{ width: 360, maxWidth: '100%' }}
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

/**
 * `/evals` (spec §2: a public route — outside the signed-in layout): the list itself is the
 * current team's, so it asks for sign-in.
 */
export function EvalsPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (!session.organization) return <Navigate to="/organizations/new" replace />;
  return <EvalList />;
}
