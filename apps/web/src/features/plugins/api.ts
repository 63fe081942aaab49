import { useQuery } from '@tanstack/react-query';
import {
  FrameworkListResponseSchema,
  PluginDetailSchema,
  PluginListResponseSchema,
  StrategyListResponseSchema,
} from '@crucible/shared';
import { apiRequest } from '../../lib/api-client';

/** The built-in catalogue changes only with a new server version. */
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

export const pluginKeys = {
  all: ['plugins'] as const,
  list: () => [...pluginKeys.all, 'list'] as const,
  detail: (id: string) => [...pluginKeys.all, 'detail', id] as const,
  strategies: () => [...pluginKeys.all, 'strategies'] as const,
  frameworks: () => [...pluginKeys.all, 'frameworks'] as const,
};

export function usePlugins() {
  return useQuery({
    queryKey: pluginKeys.list(),
    queryFn: async () => (await apiRequest('/redteam/plugins', PluginListResponseSchema)).plugins,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function usePlugin(id: string) {
  return useQuery({
    queryKey: pluginKeys.detail(id),
    queryFn: () => apiRequest(`/redteam/plugins/${encodeURIComponent(id)}`, PluginDetailSchema),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useStrategies() {
  return useQuery({
    queryKey: pluginKeys.strategies(),
    queryFn: async () =>
      (await apiRequest('/redteam/strategies', StrategyListResponseSchema)).strategies,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The frameworks plugins map to, each with its items (OWASP LLM01 …). */
export function useFrameworks() {
  return useQuery({
    queryKey: pluginKeys.frameworks(),
    queryFn: async () =>
      (await apiRequest('/redteam/frameworks', FrameworkListResponseSchema)).frameworks,
    staleTime: CATALOGUE_STALE_MS,
  });
}
