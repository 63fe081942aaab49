import { Navigate, Outlet } from 'react-router';
import type { Action, Subject } from '@crucible/shared';
import { useTeamAbilityRules } from '../../features/abilities/api';
import { useAppAbility } from '../../features/abilities/use-app-ability';
import { useCurrentTeam } from '../../features/teams/CurrentTeamProvider';

/**
 * Spec §2 "a page can redirect to root when a required action is not allowed": blank until the
 * current team's rules are in, then the page or root.
 */
export function RequireAbility({
  action,
  subject,
  teamOptional = false,
}: {
  action: Action;
  subject: Subject;
  /**
   * Spec §2: the team guard lets some paths (red-team reports) through without a current team;
   * there the page shows what the API allows across the user's teams (nothing, with none).
   */
  teamOptional?: boolean;
}) {
  const { currentTeam, isLoaded } = useCurrentTeam();
  const { isSuccess } = useTeamAbilityRules(currentTeam?.id ?? null);
  const ability = useAppAbility();
  if (teamOptional && isLoaded && !currentTeam) return <Outlet />;
  if (!isSuccess) return null;
  if (!ability.can(action, subject)) return <Navigate to="/" replace />;
  return <Outlet />;
}
