import { useMemo, type ReactNode } from 'react';
import { AbilityProvider as CaslAbilityProvider } from '@casl/react';
import { useCurrentTeam } from '../teams/CurrentTeamProvider';
import { buildAbility } from './ability';
import { useTeamAbilityRules } from './api';

/** What the user may do in the current team (spec §6); nothing at all until the rules arrive. */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const { currentTeam } = useCurrentTeam();
  const { data: rules } = useTeamAbilityRules(currentTeam?.id ?? null);
  const ability = useMemo(() => buildAbility(rules ?? []), [rules]);
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}
