import { useQuery } from '@tanstack/react-query';
import { ClientConfigSchema, QUERY_TIMES } from '@crucible/shared';
import { apiRequest } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-client';

export const configKeys = { all: ['config'] as const };

export const CONFIG_LOAD_ERROR = 'Failed to load config';

async function fetchConfig() {
  try {
    return await apiRequest('/config', ClientConfigSchema, { skipUnauthorizedRedirect: true });
  } catch (error) {
    throw new Error(CONFIG_LOAD_ERROR, { cause: error });
  }
}

/** The client config never changes while the page lives (spec §9: cached forever, 2 retries). */
export function useConfigQuery() {
  return useQuery({
    queryKey: configKeys.all,
    queryFn: fetchConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: retryUnlessClientError(QUERY_TIMES.configRetries),
  });
}
