import { useState } from 'react';
import {
  Navigate,
  Link as RouterLink,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import { Alert, Box, Breadcrumbs, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { EvalDetail } from '@crucible/shared';
import { isApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { loginPath } from '../../../lib/safe-redirect';
import { useSession } from '../../auth/SessionContext';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import {
  isTerminal,
  useEval,
  useEvalEvents,
  useLatestEval,
  useResultPages,
  type EvalScope,
} from '../api';
import { CellDetailDrawer } from '../components/CellDetailDrawer';
import { EvalActions } from '../components/EvalActions';
import { EvalCompareView } from '../components/EvalCompareView';
import { EvalMatrix } from '../components/EvalMatrix';
import type { OpenCell } from '../components/MatrixRow';
import { EvalProgressCard } from '../components/EvalProgressCard';
import { EvalStatusChip } from '../components/EvalStatusChip';
import { MatrixFilterBar } from '../components/MatrixFilterBar';
import { resultFiltersFrom, toResultFilters, type MatrixView } from '../eval-format';

const FIRST_PAGE = [0];

function Loading() {
  return (
    <Stack spacing={2} data-testid="eval-loading">
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}

/** Prompt labels by prompt index, from the eval's columns. */
function promptLabels(evaluation: EvalDetail): string[] {
  const labels: string[] = [];
  for (const column of evaluation.summary.columns) labels[column.promptIndex] = column.prompt;
  return labels;
}

/** The compare section: the earlier of the two evals before, the later after. */
function Comparison({ evaluation, otherId }: { evaluation: EvalDetail; otherId: string }) {
  const other = useEval(otherId);
  if (other.isPending) return <Skeleton variant="rounded" height={320} />;
  if (other.error) {
    return (
      <Alert severity="warning">
        {isApiError(other.error, 404)
          ? 'The eval to compare with does not exist.'
          : errorMessage(other.error)}
      </Alert>
    );
  }
  const [before, after] =
    other.data.createdAt <= evaluation.createdAt
      ? [other.data, evaluation]
      : [evaluation, other.data];
  return (
    <EvalCompareView
      beforeId={before.id}
      afterId={after.id}
      beforePrompts={promptLabels(before)}
      afterPrompts={promptLabels(after)}
    />
  );
}

/** One eval: header and actions, live progress, then its matrix (or a comparison). */
function EvalView({ id }: { id: string }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // Asked at once, before the session is known: a member's eval loads with the page.
  const member = useEval(id, 'member', session.status !== 'signed-out');
  // A signed-out visitor, or a member of another organization (404), reads the public eval.
  const viaPublic =
    session.status === 'signed-out' ||
    isApiError(member.error, 401) ||
    isApiError(member.error, 404);
  const shared = useEval(id, 'public', viaPublic);
  const scope: EvalScope = viaPublic ? 'public' : 'member';
  const { data: evaluation, isPending, error } = viaPublic ? shared : member;
  const live = evaluation !== undefined && !isTerminal(evaluation.status);
  useEvalEvents(id, scope, live);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<OpenCell | null>(null);
  const { view, metric, search } = resultFiltersFrom(params);
  const compare = params.get('compare');
  // The first page of rows loads alongside the eval, not after it: the matrix finds it cached.
  useResultPages(id, scope, toResultFilters(view, metric, search), FIRST_PAGE, live);

  const breadcrumbs = signedIn && (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/evals" underline="hover" color="inherit">
        Evaluations
      </Link>
      <Typography color="text.primary">{evaluation?.name ?? 'Eval'}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Loading />
      </>
    );
  }
  if (error) {
    if (isApiError(error, 403)) return <Navigate to="/" replace />;
    // Not public: it may be the visitor's own team's, once signed in.
    if (!signedIn && isApiError(error, 404) && session.status !== 'loading') {
      return <Navigate to={loginPath(location.pathname + location.search)} replace />;
    }
    return (
      <>
        {breadcrumbs}
        <Alert
          severity={isApiError(error, 404) ? 'warning' : 'error'}
          data-testid="eval-unavailable"
        >
          {isApiError(error, 404) ? 'This eval does not exist.' : errorMessage(error)}
        </Alert>
      </>
    );
  }

  const update = (
    changed: Partial<{ view: MatrixView; metric: string; search: string; compare: string }>,
  ) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => {
          if (value) next.set(key, value);
          else next.delete(key);
        };
        if ('view' in changed) set('show', changed.view === 'all' ? '' : changed.view);
        if ('metric' in changed) set('metric', changed.metric);
        if ('search' in changed) set('q', changed.search?.trim());
        if ('compare' in changed) set('compare', changed.compare);
        return next;
      },
      { replace: true },
    );
  const filters = toResultFilters(view, metric, search);
  const filtered = Object.keys(filters).length > 0;
  const metrics = Object.keys(evaluation.summary.metrics);

  return (
    <>
      {breadcrumbs}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1" data-testid="eval-name">
              {evaluation.name}
            </Typography>
            <EvalStatusChip status={evaluation.status} />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {[
              evaluation.id,
              `by ${evaluation.author.name}`,
              formatDateTime(evaluation.createdAt),
            ].join(' · ')}
          </Typography>
          {evaluation.description && evaluation.description !== evaluation.name && (
            <Typography sx={{ mt: 0.5 }}>{evaluation.description}</Typography>
          )}
        </Box>
        {scope === 'member' && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
            <EvalActions
              evaluation={evaluation}
              live={live}
              comparing={compare !== null}
              onCompare={(otherId) => update({ compare: otherId })}
            />
          </Stack>
        )}
      </Stack>
      <Stack spacing={2.5}>
        {scope === 'public' && (
          <Alert severity="info" data-testid="public-notice">
            A public eval: anyone with this link can see its results.
          </Alert>
        )}
        {evaluation.error && (
          <Alert severity="error" data-testid="eval-error">
            {evaluation.error}
          </Alert>
        )}
        {evaluation.warnings.map((warning) => (
          <Alert key={warning} severity="warning">
            {warning}
          </Alert>
        ))}
        <EvalProgressCard evaluation={evaluation} />
        {compare ? (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                Comparison
              </Typography>
              <Button onClick={() => update({ compare: '' })}>Back to the matrix</Button>
            </Stack>
            <Comparison evaluation={evaluation} otherId={compare} />
          </>
        ) : (
          <>
            <MatrixFilterBar
              key={search}
              view={view}
              metric={metric}
              search={search}
              metrics={metrics}
              onChange={update}
            />
            <EvalMatrix
              key={JSON.stringify(filters)}
              evalId={evaluation.id}
              scope={scope}
              columns={evaluation.summary.columns}
              filters={filters}
              live={live}
              filtered={filtered}
              onOpenCell={setOpen}
            />
          </>
        )}
      </Stack>
      <CellDetailDrawer
        evalId={evaluation.id}
        open={open}
        canRate={evaluation.canRate}
        onClose={() => setOpen(null)}
        onRated={(cell) => setOpen((current) => current && { ...current, cell })}
      />
    </>
  );
}

/** `/eval` with no id: the current team's newest eval, or how to make the first. */
function LatestEval() {
  const { currentTeam, isLoaded } = useCurrentTeam();
  const { data, isPending, error } = useLatestEval(currentTeam?.id);
  if (!isLoaded) return <Loading />;
  if (!currentTeam) {
    return (
      <Alert severity="info" data-testid="eval-unavailable">
        You are not in a team yet: an eval belongs to a team.
      </Alert>
    );
  }
  if (isPending) return <Loading />;
  if (error && isApiError(error, 404)) {
    return (
      <Box sx={{ py: 8, textAlign: 'center' }} data-testid="eval-none">
        <Typography variant="h5" component="h1">
          No evals yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Write a promptfoo config — prompts, providers and tests — and run it.
        </Typography>
        <Button variant="contained" component={RouterLink} to="/config">
          New eval
        </Button>
      </Box>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return <Navigate to={`/eval/${data.id}`} replace />;
}

/**
 * `/eval` and `/eval/{id}` (spec §2: public routes). A public eval opens for anyone; otherwise
 * a signed-in member of its team (the API decides: a 401 leads to login, a 404 is shown).
 */
export function EvalPage() {
  const { id } = useParams();
  const session = useSession();
  const location = useLocation();
  if (id) return <EvalView key={id} id={id} />;
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (!session.organization) return <Navigate to="/organizations/new" replace />;
  return <LatestEval />;
}
