import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SeverityOverrideCollectionSchema,
  SeverityOverrideListResponseSchema,
  TargetPluginSeveritiesResponseSchema,
  type CreateSeverityOverrideRequest,
  type UpdateSeverityOverrideRequest,
  type UpdateTargetPluginSeveritiesRequest,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';
import { scanKeys } from '../scans/api';
import { issueKeys } from '../vulnerabilities/api';

export const severityOverrideKeys = {
  all: ['severity-overrides'] as const,
  list: () => [...severityOverrideKeys.all, 'list'] as const,
  detail: (id: string) => [...severityOverrideKeys.all, 'detail', id] as const,
  target: (targetId: string) => [...severityOverrideKeys.all, 'target', targetId] as const,
};

/** The organization's override collections, by name. */
export function useSeverityOverrides() {
  return useQuery({
    queryKey: severityOverrideKeys.list(),
    queryFn: async () =>
      (await apiRequest('/redteam/severity-overrides', SeverityOverrideListResponseSchema)).items,
  });
}

export function useSeverityOverride(id: string) {
  return useQuery({
    queryKey: severityOverrideKeys.detail(id),
    queryFn: () =>
      apiRequest(`/redteam/severity-overrides/${id}`, SeverityOverrideCollectionSchema),
  });
}

/**
 * An override change re-applies severities at once: vulnerabilities and scan risks are stale
 * too, not only the overrides.
 */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: severityOverrideKeys.all }),
      queryClient.invalidateQueries({ queryKey: issueKeys.all }),
      queryClient.invalidateQueries({ queryKey: scanKeys.all }),
    ]);
}

export function useCreateSeverityOverride() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateSeverityOverrideRequest) =>
      apiRequest('/redteam/severity-overrides', SeverityOverrideCollectionSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateSeverityOverride(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateSeverityOverrideRequest) =>
      apiRequest(`/redteam/severity-overrides/${id}`, SeverityOverrideCollectionSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteSeverityOverride() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/redteam/severity-overrides/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: severityOverrideKeys.detail(id) });
      return invalidate();
    },
  });
}

/** A target's own overrides and what the organization's active collections set. */
export function useTargetPluginSeverities(targetId: string) {
  return useQuery({
    queryKey: severityOverrideKeys.target(targetId),
    queryFn: () =>
      apiRequest(`/targets/${targetId}/plugin-severities`, TargetPluginSeveritiesResponseSchema),
  });
}

export function useUpdateTargetPluginSeverities(targetId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateTargetPluginSeveritiesRequest) =>
      apiRequest(`/targets/${targetId}/plugin-severities`, TargetPluginSeveritiesResponseSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}
