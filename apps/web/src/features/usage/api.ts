import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UsageResponseSchema, type UsageRange } from '@crucible/shared';
import { API_BASE, apiRequest } from '../../lib/api-client';

export const usageKeys = {
  all: (orgId: string) => ['usage', orgId] as const,
  range: (orgId: string, range: UsageRange) => ['usage', orgId, range.from, range.to] as const,
};

const query = ({ from, to }: UsageRange) => new URLSearchParams({ from, to }).toString();

/** The organization's usage over the range; the previous range stays shown while a new one loads. */
export function useUsage(orgId: string, range: UsageRange) {
  return useQuery({
    queryKey: usageKeys.range(orgId, range),
    queryFn: () => apiRequest(`/organizations/${orgId}/usage?${query(range)}`, UsageResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** The range's daily rows as CSV, downloaded by the browser with the session cookie. */
export const usageExportUrl = (orgId: string, range: UsageRange) =>
  `${API_BASE}/organizations/${orgId}/usage/export?${query(range)}`;
