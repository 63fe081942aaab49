import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CustomPolicyListResponseSchema,
  CustomPolicySchema,
  type CustomPolicy,
  type CustomPolicyInput,
  type PluginSummary,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';
import { useAppAbility } from '../abilities/use-app-ability';
import { usePlugins } from '../plugins/api';

export const policyKeys = {
  all: ['custom-policies'] as const,
  list: (query: { q?: string; limit: number; offset: number }) =>
    [...policyKeys.all, 'list', query] as const,
  detail: (id: string) => [...policyKeys.all, 'detail', id] as const,
};

/** A page of the organization's Policy Library, by name; `q` searches names and rules. */
export function usePolicies(query: { q?: string; limit: number; offset: number }, enabled = true) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.q) params.set('q', query.q);
  return useQuery({
    queryKey: policyKeys.list(query),
    queryFn: () => apiRequest(`/redteam/policies?${params}`, CustomPolicyListResponseSchema),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The library's policies as plugins (`policy:<id>` → name), for plugin pickers and tables;
 * empty for someone who may not read the library.
 */
export function usePolicyPlugins() {
  const canRead = useAppAbility().can('read', 'CustomPolicy');
  const { data } = usePolicies({ limit: 200, offset: 0 }, canRead);
  return useMemo(() => data?.items ?? [], [data]);
}

/** A library policy as a plugin: `policy:<id>`, a compliance rule at the policy's severity. */
export const policyAsPlugin = (policy: CustomPolicy): PluginSummary => ({
  id: policy.pluginId,
  name: policy.name,
  category: 'compliance',
  severity: policy.severity,
  frameworks: [],
  needsLlm: false,
});

/**
 * The catalogue's plugins and then the library's policies, for what names one plugin (severity
 * overrides, grading examples, the vulnerabilities' plugin filter).
 */
export function usePluginsAndPolicies(): PluginSummary[] {
  const { data: plugins } = usePlugins();
  const policies = usePolicyPlugins();
  return useMemo(() => [...(plugins ?? []), ...policies.map(policyAsPlugin)], [plugins, policies]);
}

export function usePolicy(id: string) {
  return useQuery({
    queryKey: policyKeys.detail(id),
    queryFn: () => apiRequest(`/redteam/policies/${id}`, CustomPolicySchema),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: policyKeys.all });
}

export function useCreatePolicy() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CustomPolicyInput) =>
      apiRequest('/redteam/policies', CustomPolicySchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdatePolicy(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CustomPolicyInput) =>
      apiRequest(`/redteam/policies/${id}`, CustomPolicySchema, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/redteam/policies/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: policyKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: policyKeys.all });
    },
  });
}
