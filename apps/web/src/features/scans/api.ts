import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateScanResponseSchema,
  ProbeSchema,
  RegradeUndecidedResponseSchema,
  RetryScanResponseSchema,
  ReviewProbesResponseSchema,
  ScanDetailSchema,
  ScanErrorsResponseSchema,
  ScanEstimateSchema,
  ScanEventSchema,
  ScanListResponseSchema,
  ScanLogResponseSchema,
  ScanResultsResponseSchema,
  TERMINAL_SCAN_STATUSES,
  type CreateScanRequest,
  type ProbeOutcomeValue,
  type ReviewProbesRequest,
  type ScanDetail,
  type ScanLog,
  type ScanLogEntry,
  type ScanStatus,
} from '@crucible/shared';
import { API_BASE, apiRequest } from '../../lib/api-client';

export type ScanListFilters = {
  status?: ScanStatus;
  targetId?: string;
  limit: number;
  offset: number;
};
export type ResultFilters = {
  pluginId?: string;
  strategyId?: string;
  outcome?: ProbeOutcomeValue;
  /** One group of the errors view (its `reason`). */
  errorGroup?: string;
  limit: number;
  offset: number;
};

/** How often a live scan's results, log and errors are read again. */
const LIVE_REFRESH_MS = 3000;
/** Log entries per request, and the most a page shows (a scan writes a few dozen). */
const LOG_PAGE = 500;
const LOG_MAX = 5000;

export const scanKeys = {
  all: ['scans'] as const,
  list: (teamId: string, filters: ScanListFilters) =>
    [...scanKeys.all, 'list', teamId, filters] as const,
  detail: (id: string) => [...scanKeys.all, 'detail', id] as const,
  results: (id: string, filters?: ResultFilters) =>
    [...scanKeys.all, 'results', id, ...(filters ? [filters] : [])] as const,
  probe: (id: string, probeId: string) => [...scanKeys.all, 'probe', id, probeId] as const,
  log: (id: string) => [...scanKeys.all, 'log', id] as const,
  errors: (id: string) => [...scanKeys.all, 'errors', id] as const,
  estimate: (body: CreateScanRequest | null) => [...scanKeys.all, 'estimate', body] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

export const isTerminal = (status: ScanStatus) => TERMINAL_SCAN_STATUSES.includes(status);

export function useScans(teamId: string | undefined, filters: ScanListFilters) {
  return useQuery({
    queryKey: scanKeys.list(teamId ?? '', filters),
    queryFn: () => apiRequest(`/scans?${query({ teamId, ...filters })}`, ScanListResponseSchema),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
    // Running scans move: refresh the page while any of them is unfinished.
    refetchInterval: (current) =>
      current.state.data?.items.some((scan) => !isTerminal(scan.status)) ? 3000 : false,
  });
}

export function useScan(id: string) {
  return useQuery({
    queryKey: scanKeys.detail(id),
    queryFn: () => apiRequest(`/scans/${id}`, ScanDetailSchema),
  });
}

export function useScanResults(id: string, filters: ResultFilters, live: boolean) {
  return useQuery({
    queryKey: scanKeys.results(id, filters),
    queryFn: () => apiRequest(`/scans/${id}/results?${query(filters)}`, ScanResultsResponseSchema),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

/** One probe, whole (a results page carries excerpts). */
export function useProbe(scanId: string, probeId: string | undefined) {
  return useQuery({
    queryKey: scanKeys.probe(scanId, probeId ?? ''),
    queryFn: () => apiRequest(`/scans/${scanId}/results/${probeId}`, ProbeSchema),
    enabled: probeId !== undefined,
  });
}

/** The whole scan log, oldest first (read on with the cursor until a page is not full). */
async function fetchScanLog(id: string): Promise<ScanLogEntry[]> {
  const entries: ScanLogEntry[] = [];
  let after: number | null = null;
  while (entries.length < LOG_MAX) {
    const page: ScanLog = await apiRequest(
      `/scans/${id}/log?${query({ after: after ?? undefined, limit: LOG_PAGE })}`,
      ScanLogResponseSchema,
    );
    entries.push(...page.entries);
    if (page.entries.length < LOG_PAGE) break;
    after = page.next;
  }
  return entries;
}

/** The scan's log; polled while the scan is live (and refreshed when its status changes). */
export function useScanLog(id: string, live: boolean) {
  return useQuery({
    queryKey: scanKeys.log(id),
    queryFn: () => fetchScanLog(id),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

/** Errored probes grouped by reason. */
export function useScanErrors(id: string, live: boolean) {
  return useQuery({
    queryKey: scanKeys.errors(id),
    queryFn: () => apiRequest(`/scans/${id}/errors`, ScanErrorsResponseSchema),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

/** Probes and time before starting (spec: shown before a scan starts); null body = nothing yet. */
export function useScanEstimate(body: CreateScanRequest | null) {
  return useQuery({
    queryKey: scanKeys.estimate(body),
    queryFn: () => apiRequest('/scans/estimate', ScanEstimateSchema, { method: 'POST', body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCreateScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScanRequest) =>
      apiRequest('/scans', CreateScanResponseSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...scanKeys.all, 'list'] }),
  });
}

function useScanAction<T>(run: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scanKeys.all }),
  });
}

export const useCancelScan = () =>
  useScanAction((id) => apiRequest(`/scans/${id}/cancel`, ScanDetailSchema, { method: 'POST' }));
export const useRerunScan = () =>
  useScanAction((id) =>
    apiRequest(`/scans/${id}/rerun`, CreateScanResponseSchema, { method: 'POST' }),
  );
export const useRetryScan = () =>
  useScanAction((id) =>
    apiRequest(`/scans/${id}/retry`, RetryScanResponseSchema, {
      method: 'POST',
      body: { outcomes: ['error', 'fail'] },
    }),
  );

/** A person decides undecided probes (the listed ones, or all of the scan's). */
export function useReviewProbes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewProbesRequest) =>
      apiRequest(`/scans/${id}/review`, ReviewProbesResponseSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scanKeys.all }),
  });
}

/** Queues the organization's grader model on the scan's undecided probes. */
export const useRegradeUndecided = () =>
  useScanAction((id) =>
    apiRequest(`/scans/${id}/regrade-undecided`, RegradeUndecidedResponseSchema, {
      method: 'POST',
    }),
  );

/**
 * Live progress over server-sent events while the scan is unfinished: each event updates the
 * cached scan (a new phase also reloads it, for its cost, and its log); the end event refreshes
 * it and its results.
 */
export function useScanEvents(id: string, live: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const source = new EventSource(`${API_BASE}/scans/${id}/events`, { withCredentials: true });
    const apply = (event: MessageEvent<string>) => {
      const parsed = ScanEventSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      const before = queryClient.getQueryData<ScanDetail>(scanKeys.detail(id))?.status;
      queryClient.setQueryData<ScanDetail>(scanKeys.detail(id), (scan) =>
        scan ? { ...scan, status: parsed.data.status, progress: parsed.data } : scan,
      );
      if (before !== undefined && before !== parsed.data.status) {
        void queryClient.invalidateQueries({ queryKey: scanKeys.log(id) });
        void queryClient.invalidateQueries({ queryKey: scanKeys.detail(id) });
      }
    };
    source.addEventListener('progress', apply);
    source.addEventListener('end', (event) => {
      apply(event);
      source.close();
      void queryClient.invalidateQueries({ queryKey: scanKeys.all });
    });
    return () => source.close();
  }, [id, live, queryClient]);
}
