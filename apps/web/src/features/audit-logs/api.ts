import { useInfiniteQuery } from '@tanstack/react-query';
import {
  AuditLogListResponseSchema,
  type AuditLogExportFormat,
  type AuditLogFilterQuery,
} from '@crucible/shared';
import { API_BASE, apiRequest } from '../../lib/api-client';

/** The page's filters as the API takes them (dates as ISO-8601). */
export type AuditLogFilters = Partial<AuditLogFilterQuery>;

/** Rows per page ("Load more" reads the next by cursor). */
export const AUDIT_PAGE_SIZE = 50;

export const auditLogKeys = {
  all: (orgId: string) => ['audit-logs', orgId] as const,
  list: (orgId: string, filters: AuditLogFilters) =>
    [...auditLogKeys.all(orgId), 'list', filters] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

const base = (orgId: string) => `/organizations/${orgId}/audit-logs`;

/** Pages newest first; each next page starts after the last row read (keyset cursor). */
export function useAuditLogs(orgId: string, filters: AuditLogFilters) {
  return useInfiniteQuery({
    queryKey: auditLogKeys.list(orgId, filters),
    queryFn: ({ pageParam }) =>
      apiRequest(
        `${base(orgId)}?${query({ ...filters, limit: AUDIT_PAGE_SIZE, cursor: pageParam })}`,
        AuditLogListResponseSchema,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A link that downloads the filtered rows (streamed by the server). */
export function auditLogExportUrl(
  orgId: string,
  filters: AuditLogFilters,
  format: AuditLogExportFormat,
): string {
  return `${API_BASE}${base(orgId)}/export?${query({ ...filters, format })}`;
}
