import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BulkUpdateIssuesResponseSchema,
  IssueDetailSchema,
  IssueEventSchema,
  IssueListResponseSchema,
  type IssueExportQuery,
  type IssueFilterQuery,
  type IssueStatus,
  type UpdateIssueRequest,
} from '@crucible/shared';
import { API_BASE, apiRequest } from '../../lib/api-client';

/** The list's filters and order as the API takes them (without paging). */
export type IssueFilters = Omit<IssueFilterQuery, 'sort'> & { sort?: IssueFilterQuery['sort'] };

export const issueKeys = {
  all: ['issues'] as const,
  list: (filters: IssueFilters, limit: number, offset: number) =>
    [...issueKeys.all, 'list', filters, limit, offset] as const,
  detail: (id: string) => [...issueKeys.all, 'detail', id] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

const fetchPage = (filters: IssueFilters, limit: number, offset: number) =>
  apiRequest(`/issues?${query({ ...filters, limit, offset })}`, IssueListResponseSchema);

/** One page of the team's vulnerabilities, in the order the filters ask for. */
export function useIssues(filters: IssueFilters, limit: number, offset: number) {
  return useQuery({
    queryKey: issueKeys.list(filters, limit, offset),
    queryFn: () => fetchPage(filters, limit, offset),
    enabled: Boolean(filters.teamId),
    placeholderData: keepPreviousData,
  });
}

/**
 * The whole filtered list as a file the server streams (CSV or JSON), downloaded by the browser
 * with the session cookie.
 */
export function issueExportUrl(filters: IssueFilters, format: IssueExportQuery['format']): string {
  return `${API_BASE}/issues/export?${query({ ...filters, format })}`;
}

export function useIssue(id: string) {
  return useQuery({
    queryKey: issueKeys.detail(id),
    queryFn: () => apiRequest(`/issues/${id}`, IssueDetailSchema),
  });
}

function useInvalidateIssues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: issueKeys.all });
}

export function useUpdateIssue(id: string) {
  const invalidate = useInvalidateIssues();
  return useMutation({
    mutationFn: (body: UpdateIssueRequest) =>
      apiRequest(`/issues/${id}`, IssueDetailSchema, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useCommentOnIssue(id: string) {
  const invalidate = useInvalidateIssues();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(`/issues/${id}/comments`, IssueEventSchema, { method: 'POST', body: { body } }),
    onSuccess: invalidate,
  });
}

export function useBulkUpdateIssues() {
  const invalidate = useInvalidateIssues();
  return useMutation({
    mutationFn: (body: { ids: string[]; status: IssueStatus }) =>
      apiRequest('/issues/bulk', BulkUpdateIssuesResponseSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
