import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { currentTeamStorageKey, type MyTeam } from '@crucible/shared';
import { storage } from '../../lib/storage';
import { useSession } from '../auth/SessionContext';
import { useMyTeams } from './api';
import { pickCurrentTeam } from './current-team';

type CurrentTeamContextValue = {
  teams: MyTeam[];
  currentTeam: MyTeam | null;
  /** False until the user's teams are known (only with a user and an organization). */
  isLoaded: boolean;
  setCurrentTeam: (teamId: string) => void;
};

const CurrentTeamContext = createContext<CurrentTeamContextValue | null>(null);

/**
 * Spec §4: the current team is the one saved per user under `{user id}-currentTeamId`, else the
 * first; it is re-derived when the user or organization changes (their teams query is dropped).
 */
export function CurrentTeamProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const hasOrganization = session.status === 'signed-in' && session.organization !== null;
  const { data: teams, isSuccess } = useMyTeams(hasOrganization);
  // Bumped on every switch so the saved choice is read again.
  const [version, setVersion] = useState(0);

  const currentTeam = useMemo(() => {
    if (!userId || !teams) return null;
    void version;
    return pickCurrentTeam(teams, storage.get(currentTeamStorageKey(userId)));
  }, [teams, userId, version]);

  const setCurrentTeam = useCallback(
    (teamId: string) => {
      if (!userId) return;
      storage.set(currentTeamStorageKey(userId), teamId);
      setVersion((value) => value + 1);
    },
    [userId],
  );

  const value = useMemo(
    () => ({
      teams: teams ?? [],
      currentTeam,
      isLoaded: hasOrganization && isSuccess,
      setCurrentTeam,
    }),
    [teams, currentTeam, hasOrganization, isSuccess, setCurrentTeam],
  );
  return <CurrentTeamContext.Provider value={value}>{children}</CurrentTeamContext.Provider>;
}

export function useCurrentTeam(): CurrentTeamContextValue {
  const value = useContext(CurrentTeamContext);
  if (!value) throw new Error('useCurrentTeam must be used within a CurrentTeamProvider');
  return value;
}
