import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentTeam } from '../../features/teams/CurrentTeamProvider';
import { isTeamOptionalPath } from '../team-guard';

/** Spec §2 team guard: without a current team to /no-team, except on the listed paths. */
export function TeamGuard() {
  const { pathname } = useLocation();
  const { currentTeam, isLoaded } = useCurrentTeam();
  if (isTeamOptionalPath(pathname)) return <Outlet />;
  if (!isLoaded) return null;
  if (!currentTeam) return <Navigate to="/no-team" replace />;
  return <Outlet />;
}
