import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TargetDashboardSchema,
  TargetListResponseSchema,
  TargetSchema,
  TERMINAL_SCAN_STATUSES,
  ProfileSuggestionResponseSchema,
  TestTargetResponseSchema,
  type CreateTargetRequest,
  type Target,
  type TargetSummary,
  type UpdateTargetRequest,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';

export const targetKeys = {
  all: ['targets'] as const,
  list: (teamId: string) => [...targetKeys.all, 'list', teamId] as const,
  detail: (id: string) => [...targetKeys.all, 'detail', id] as const,
  dashboard: (id: string) => [...targetKeys.all, 'dashboard', id] as const,
};

/** The targets of a team (every member reads them). */
export function useTargets(teamId: string | undefined) {
  return useQuery({
    queryKey: targetKeys.list(teamId ?? ''),
    queryFn: async () =>
      (await apiRequest(`/targets?teamId=${teamId ?? ''}`, TargetListResponseSchema)).targets,
    enabled: Boolean(teamId),
  });
}

export function useTarget(id: string) {
  return useQuery({
    queryKey: targetKeys.detail(id),
    queryFn: () => apiRequest(`/targets/${id}`, TargetSchema),
  });
}

/**
 * The target page's dashboard. Read again whenever it is shown (scans and triage change it
 * elsewhere), and every few seconds while one of its latest scans is unfinished.
 */
export function useTargetDashboard(id: string) {
  return useQuery({
    queryKey: targetKeys.dashboard(id),
    queryFn: () => apiRequest(`/targets/${id}/summary`, TargetDashboardSchema),
    staleTime: 0,
    refetchInterval: (current) =>
      current.state.data?.latestScans.items.some(
        (scan) => !TERMINAL_SCAN_STATUSES.includes(scan.status),
      )
        ? 5000
        : false,
  });
}

function useTargetSaved() {
  const queryClient = useQueryClient();
  return (target: Target) => {
    queryClient.setQueryData(targetKeys.detail(target.id), target);
    return queryClient.invalidateQueries({ queryKey: [...targetKeys.all, 'list'] });
  };
}

export function useCreateTarget() {
  const saved = useTargetSaved();
  return useMutation({
    mutationFn: (body: CreateTargetRequest) =>
      apiRequest('/targets', TargetSchema, { method: 'POST', body }),
    onSuccess: saved,
  });
}

export function useUpdateTarget(id: string) {
  const saved = useTargetSaved();
  return useMutation({
    mutationFn: (body: UpdateTargetRequest) =>
      apiRequest(`/targets/${id}`, TargetSchema, { method: 'PUT', body }),
    onSuccess: saved,
  });
}

export function useDeleteTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/targets/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: targetKeys.detail(id) });
      // Gone at once from any cached list, not only after the refetch answers.
      queryClient.setQueriesData<TargetSummary[]>(
        { queryKey: [...targetKeys.all, 'list'] },
        (targets) => targets?.filter((target) => target.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: [...targetKeys.all, 'list'] });
    },
  });
}

/** Asks the saved target the profile questions and reads a draft profile from its answers. */
export function useSuggestProfile(id: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/targets/${id}/profile-suggestion`, ProfileSuggestionResponseSchema, {
        method: 'POST',
        body: {},
      }),
  });
}

/** One probe with the stored configuration and secrets: save first to test the edits. */
export function useTestTarget(id: string) {
  return useMutation({
    mutationFn: (prompt: string | undefined) =>
      apiRequest(`/targets/${id}/test`, TestTargetResponseSchema, {
        method: 'POST',
        body: prompt ? { prompt } : {},
      }),
  });
}
