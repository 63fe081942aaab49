import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PublicReportSchema,
  ReportListResponseSchema,
  ScanReportSchema,
  ShareReportResponseSchema,
  type ReportExportFormat,
  type ReportListQuery,
} from '@crucible/shared';
import { API_BASE, apiRequest, apiSend } from '../../lib/api-client';

/** The list's filters as the API takes them (without paging). */
export type ReportFilters = Omit<ReportListQuery, 'limit' | 'offset'>;

export const reportKeys = {
  all: ['reports'] as const,
  list: (filters: ReportFilters, limit: number, offset: number) =>
    [...reportKeys.all, 'list', filters, limit, offset] as const,
  detail: (scanId: string) => [...reportKeys.all, 'detail', scanId] as const,
  shared: (token: string) => [...reportKeys.all, 'shared', token] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** One page of completed scans' reports, latest first. */
export function useReports(filters: ReportFilters, limit: number, offset: number) {
  return useQuery({
    queryKey: reportKeys.list(filters, limit, offset),
    queryFn: () =>
      apiRequest(`/reports?${query({ ...filters, limit, offset })}`, ReportListResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** A scan's report (signed in). */
export function useReport(scanId: string | undefined) {
  return useQuery({
    queryKey: reportKeys.detail(scanId ?? ''),
    queryFn: () => apiRequest(`/reports/${scanId}`, ScanReportSchema),
    enabled: Boolean(scanId),
    // A missing or unfinished report is an answer, not a hiccup to retry.
    retry: false,
  });
}

/** A report opened by its public link: no session needed, and a 401 means nothing here. */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: reportKeys.shared(token),
    queryFn: () =>
      apiRequest(`/public/reports/${token}`, PublicReportSchema, {
        skipUnauthorizedRedirect: true,
      }),
    retry: false,
  });
}

function useInvalidateReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportKeys.all });
}

export function useShareReport(scanId: string) {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/reports/${scanId}/share`, ShareReportResponseSchema, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useUnshareReport(scanId: string) {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: () => apiSend(`/reports/${scanId}/share`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/**
 * A report's export, downloaded by the browser itself (the session cookie goes along); a shared
 * report's through its public link's token.
 */
export function reportExportUrl(
  ref: { scanId: string } | { token: string },
  format: ReportExportFormat,
): string {
  return 'token' in ref
    ? `${API_BASE}/public/reports/${ref.token}/export?format=${format}`
    : `${API_BASE}/reports/${ref.scanId}/export?format=${format}`;
}
