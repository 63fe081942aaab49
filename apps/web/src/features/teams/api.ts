import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyTeamListResponseSchema,
  QUERY_TIMES,
  TeamListResponseSchema,
  TeamMemberListResponseSchema,
  TeamSchema,
  type AddTeamMemberRequest,
  type Team,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';

export const teamKeys = {
  all: ['teams'] as const,
  mine: () => [...teamKeys.all, 'mine'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  detail: (id: string) => [...teamKeys.all, 'detail', id] as const,
  members: (id: string) => [...teamKeys.all, 'members', id] as const,
};

/** The caller's teams (spec §9: 30 s), the source of the current team. */
export function useMyTeams(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.mine(),
    queryFn: async () => (await apiRequest('/users/me/teams', MyTeamListResponseSchema)).teams,
    staleTime: QUERY_TIMES.teamsStaleMs,
    enabled,
  });
}

export function useTeams() {
  return useQuery({
    queryKey: teamKeys.list(),
    queryFn: async () => (await apiRequest('/teams', TeamListResponseSchema)).teams,
  });
}

export function useTeam(id: string) {
  return useQuery({
    queryKey: teamKeys.detail(id),
    queryFn: () => apiRequest(`/teams/${id}`, TeamSchema),
  });
}

export function useTeamMembers(id: string) {
  return useQuery({
    queryKey: teamKeys.members(id),
    queryFn: async () =>
      (await apiRequest(`/teams/${id}/members`, TeamMemberListResponseSchema)).members,
  });
}

function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

export function useCreateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('/teams', TeamSchema, { method: 'POST', body: { name } }),
    onSuccess: invalidate,
  });
}

export function useUpdateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(`/teams/${id}`, TeamSchema, { method: 'PUT', body: { name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/teams/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      // Gone from the lists at once, also when deleted from its details page.
      for (const key of [teamKeys.list(), teamKeys.mine()]) {
        queryClient.setQueryData<Team[]>(key, (teams) => teams?.filter((team) => team.id !== id));
      }
      return invalidate();
    },
  });
}

export function useAddTeamMember(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (body: AddTeamMemberRequest) =>
      apiSend(`/teams/${teamId}/members`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTeamMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      apiSend(`/teams/${teamId}/members/${userId}`, { method: 'PUT', body: { roleId } }),
    // A role change alters what the member may do: their abilities are re-read too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['abilities'] }),
      ]),
  });
}

export function useRemoveTeamMember(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (userId: string) =>
      apiSend(`/teams/${teamId}/members/${userId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
