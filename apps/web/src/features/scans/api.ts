import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateScanResponseSchema,
  RetryScanResponseSchema,
  ScanEstimateSchema,
  ScanEventSchema,
  ScanListResponseSchema,
  ScanResultsResponseSchema,
  ScanSchema,
  TERMINAL_SCAN_STATUSES,
  type CreateScanRequest,
  type ProbeOutcomeValue,
  type Scan,
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
  limit: number;
  offset: number;
};

export const scanKeys = {
  all: ['scans'] as const,
  list: (teamId: string, filters: ScanListFilters) =>
    [...scanKeys.all, 'list', teamId, filters] as const,
  detail: (id: string) => [...scanKeys.all, 'detail', id] as const,
  results: (id: string, filters?: ResultFilters) =>
    [...scanKeys.all, 'results', id, ...(filters ? [filters] : [])] as const,
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
    queryFn: () => apiRequest(`/scans/${id}`, ScanSchema),
  });
}

export function useScanResults(id: string, filters: ResultFilters, live: boolean) {
  return useQuery({
    queryKey: scanKeys.results(id, filters),
    queryFn: () => apiRequest(`/scans/${id}/results?${query(filters)}`, ScanResultsResponseSchema),
    placeholderData: keepPreviousData,
    refetchInterval: live ? 3000 : false,
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
  useScanAction((id) => apiRequest(`/scans/${id}/cancel`, ScanSchema, { method: 'POST' }));
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

/**
 * Live progress over server-sent events while the scan is unfinished: each event updates the
 * cached scan; the end event refreshes it and its results.
 */
export function useScanEvents(id: string, live: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const source = new EventSource(`${API_BASE}/scans/${id}/events`, { withCredentials: true });
    const apply = (event: MessageEvent<string>) => {
      const parsed = ScanEventSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      queryClient.setQueryData<Scan>(scanKeys.detail(id), (scan) =>
        scan ? { ...scan, status: parsed.data.status, progress: parsed.data } : scan,
      );
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
