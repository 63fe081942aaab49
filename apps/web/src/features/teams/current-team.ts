import type { MyTeam } from '@crucible/shared';

/**
 * Spec §4: the team saved for this user if it is still one of theirs, otherwise the first team.
 */
export function pickCurrentTeam(teams: readonly MyTeam[], savedId: string | null): MyTeam | null {
  return teams.find((team) => team.id === savedId) ?? teams[0] ?? null;
}

/** Spec §2: the switcher's search is case-insensitive. */
export function filterTeams<T extends { name: string }>(teams: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...teams];
  return teams.filter((team) => team.name.toLocaleLowerCase().includes(needle));
}
