import { QueryClient } from '@tanstack/react-query';
import { QUERY_TIMES } from '@crucible/shared';
import { ApiError } from './api-client';

/**
 * Retries up to `count` times (spec §9), but never a client error: a 401, 403 or 404 answers
 * the same the second time, and retrying a 401 would only delay the redirect to login.
 */
export function retryUnlessClientError(count: number) {
  return (failureCount: number, error: unknown) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failureCount < count;
  };
}

/** Defaults of spec §9: retry 1, stale 5 min, cache 10 min; features override per query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessClientError(QUERY_TIMES.defaultRetries),
        staleTime: QUERY_TIMES.defaultStaleMs,
        gcTime: QUERY_TIMES.defaultCacheMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
