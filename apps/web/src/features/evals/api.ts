import { useEffect } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CreateEvalResponseSchema,
  EvalCellSchema,
  EvalCompareResponseSchema,
  EvalDetailSchema,
  EvalEventSchema,
  EvalListResponseSchema,
  EvalResultsResponseSchema,
  RetryEvalResponseSchema,
  ShareEvalResponseSchema,
  TERMINAL_EVAL_STATUSES,
  ValidateEvalResponseSchema,
  type EvalDetail,
  type EvalRowChange,
  type EvalStatus,
  type RateEvalCellRequest,
} from '@crucible/shared';
import { API_BASE, apiRequest, apiSend } from '../../lib/api-client';
import { toQueryString } from '../../lib/query-string';

/** Rows per results request: a page the matrix loads when its window reaches it. */
export const RESULTS_PAGE = 100;
/** How often a running eval's visible rows are read again (progress itself comes over SSE). */
const LIVE_REFRESH_MS = 2000;

/**
 * Members read an eval under /evals; anyone reads a public one under /public/evals (no sign-in,
 * and a 401 there means nothing).
 */
export type EvalScope = 'member' | 'public';
const evalBase = (scope: EvalScope) => (scope === 'public' ? '/public/evals' : '/evals');
/**
 * Reads of an eval never log out on a 401: its page asks before the session is known, and a
 * 401 there sends it to the public read (which sends a private eval's visitor to login).
 */
const readOptions = { skipUnauthorizedRedirect: true };

export type EvalListFilters = { search?: string; limit: number; offset: number };
/** The matrix's filters, as the results endpoint takes them. */
export type ResultFilters = {
  failuresOnly?: boolean;
  errorsOnly?: boolean;
  search?: string;
  metric?: string;
};
export type CompareFilters = { change?: EvalRowChange; limit: number; offset: number };

export const evalKeys = {
  all: ['evals'] as const,
  list: (teamId: string, filters: EvalListFilters) =>
    [...evalKeys.all, 'list', teamId, filters] as const,
  latest: (teamId: string) => [...evalKeys.all, 'latest', teamId] as const,
  detail: (id: string, scope: EvalScope = 'member') =>
    [...evalKeys.all, 'detail', id, scope] as const,
  results: (id: string) => [...evalKeys.all, 'results', id] as const,
  resultsPage: (id: string, scope: EvalScope, filters: ResultFilters, page: number) =>
    [...evalKeys.results(id), scope, filters, page] as const,
  compare: (id: string, otherId: string, filters: CompareFilters) =>
    [...evalKeys.all, 'compare', id, otherId, filters] as const,
};

export const isTerminal = (status: EvalStatus) => TERMINAL_EVAL_STATUSES.includes(status);

/** One page of the team's evals, newest first; refreshed while one of them runs. */
export function useEvals(teamId: string | undefined, filters: EvalListFilters) {
  return useQuery({
    queryKey: evalKeys.list(teamId ?? '', filters),
    queryFn: () =>
      apiRequest(`/evals?${toQueryString({ teamId, ...filters })}`, EvalListResponseSchema),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => !isTerminal(item.status)) ? 3000 : false,
  });
}

/** The team's newest eval (`/eval`); a 404 means the team has none. */
export function useLatestEval(teamId: string | undefined) {
  return useQuery({
    queryKey: evalKeys.latest(teamId ?? ''),
    queryFn: () => apiRequest(`/evals/latest?${toQueryString({ teamId })}`, EvalDetailSchema),
    enabled: Boolean(teamId),
    retry: false,
    staleTime: 0,
  });
}

/** One eval: as a member of its team, or (`public`) as anyone while it is public. */
export function useEval(id: string | undefined, scope: EvalScope = 'member', enabled = true) {
  return useQuery({
    queryKey: evalKeys.detail(id ?? '', scope),
    queryFn: () => apiRequest(`${evalBase(scope)}/${id}`, EvalDetailSchema, readOptions),
    enabled: Boolean(id) && enabled,
    retry: false,
  });
}

/**
 * The matrix's rows, loaded a page at a time as its window reaches them: `pages` are the page
 * numbers the window shows. Answers the rows loaded so far by index, and the filtered total
 * (from any page: each answer carries it).
 */
export function useResultPages(
  id: string,
  scope: EvalScope,
  filters: ResultFilters,
  pages: number[],
  live: boolean,
) {
  return useQueries({
    queries: pages.map((page) => ({
      queryKey: evalKeys.resultsPage(id, scope, filters, page),
      queryFn: () =>
        apiRequest(
          `${evalBase(scope)}/${id}/results?${toQueryString({ ...filters, limit: RESULTS_PAGE, offset: page * RESULTS_PAGE })}`,
          EvalResultsResponseSchema,
          readOptions,
        ),
      placeholderData: keepPreviousData,
      refetchInterval: live ? LIVE_REFRESH_MS : (false as const),
    })),
  });
}

/** The same tests of two evals side by side, with what changed. */
export function useEvalCompare(id: string, otherId: string, filters: CompareFilters) {
  return useQuery({
    queryKey: evalKeys.compare(id, otherId, filters),
    queryFn: () =>
      apiRequest(
        `/evals/${id}/compare/${otherId}?${toQueryString({ ...filters })}`,
        EvalCompareResponseSchema,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Checks a config (YAML or JSON text) without storing or calling anything. */
export function useValidateConfig() {
  return useMutation({
    mutationFn: (body: { teamId: string; config: string }) =>
      apiRequest('/evals/validate', ValidateEvalResponseSchema, { method: 'POST', body }),
  });
}

export function useCreateEval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { teamId: string; config: string }) =>
      apiRequest('/evals', CreateEvalResponseSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evalKeys.all }),
  });
}

function useEvalAction<T>(run: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evalKeys.all }),
  });
}

export const useCancelEval = () =>
  useEvalAction((id) => apiRequest(`/evals/${id}/cancel`, EvalDetailSchema, { method: 'POST' }));
export const useRerunEval = () =>
  useEvalAction((id) =>
    apiRequest(`/evals/${id}/rerun`, CreateEvalResponseSchema, { method: 'POST' }),
  );
export const useRetryEval = () =>
  useEvalAction((id) =>
    apiRequest(`/evals/${id}/retry`, RetryEvalResponseSchema, { method: 'POST' }),
  );
export const useShareEval = () =>
  useEvalAction((id) =>
    apiRequest(`/evals/${id}/share`, ShareEvalResponseSchema, { method: 'POST' }),
  );
export const useUnshareEval = () =>
  useEvalAction((id) => apiSend(`/evals/${id}/share`, { method: 'DELETE' }));

export function useDeleteEval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/evals/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...evalKeys.all, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [...evalKeys.all, 'list'] });
    },
  });
}

/** A person's thumbs up or down on a cell (overrides its pass), or none again (`null`). */
export function useRateCell(evalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cellId, rating }: { cellId: string; rating: RateEvalCellRequest | null }) =>
      rating
        ? apiRequest(`/evals/${evalId}/results/${cellId}/rating`, EvalCellSchema, {
            method: 'PUT',
            body: rating,
          })
        : apiRequest(`/evals/${evalId}/results/${cellId}/rating`, EvalCellSchema, {
            method: 'DELETE',
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: evalKeys.results(evalId) }),
        queryClient.invalidateQueries({ queryKey: [...evalKeys.all, 'detail', evalId] }),
        queryClient.invalidateQueries({ queryKey: [...evalKeys.all, 'compare'] }),
      ]),
  });
}

/**
 * Live progress over server-sent events while the eval runs: each event updates the cached eval;
 * the end event reloads it (its summary) and its rows.
 */
export function useEvalEvents(id: string, scope: EvalScope, live: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const detailKey = evalKeys.detail(id, scope);
    const source = new EventSource(`${API_BASE}${evalBase(scope)}/${id}/events`, {
      withCredentials: true,
    });
    let lastRefresh = 0;
    const apply = (event: MessageEvent<string>) => {
      const parsed = EvalEventSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      const before = queryClient.getQueryData<EvalDetail>(detailKey);
      queryClient.setQueryData<EvalDetail>(detailKey, (current) =>
        current ? { ...current, status: parsed.data.status, progress: parsed.data } : current,
      );
      // The column summaries move with the cells: read them again when the counts changed, at
      // most every LIVE_REFRESH_MS (a fast eval sends many events a second).
      const now = Date.now();
      if (
        before &&
        before.progress.completed !== parsed.data.completed &&
        now - lastRefresh >= LIVE_REFRESH_MS
      ) {
        lastRefresh = now;
        void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
      }
    };
    source.addEventListener('progress', apply);
    source.addEventListener('end', (event) => {
      apply(event);
      source.close();
      void queryClient.invalidateQueries({ queryKey: evalKeys.all });
    });
    return () => source.close();
  }, [id, scope, live, queryClient]);
}
