import { useQuery } from '@tanstack/react-query';
import { AbilitiesResponseSchema, QUERY_TIMES } from '@crucible/shared';
import { apiRequest } from '../../lib/api-client';

export const abilityKeys = {
  all: ['abilities'] as const,
  team: (teamId: string) => [...abilityKeys.all, teamId] as const,
};

/** The caller's CASL rules in a team (spec §6, §9: 30 s). */
export function useTeamAbilityRules(teamId: string | null) {
  return useQuery({
    queryKey: abilityKeys.team(teamId ?? 'none'),
    queryFn: async () =>
      (
        await apiRequest(
          `/users/me/abilities?teamId=${encodeURIComponent(teamId ?? '')}`,
          AbilitiesResponseSchema,
        )
      ).rules,
    staleTime: QUERY_TIMES.abilitiesStaleMs,
    enabled: teamId !== null,
  });
}
