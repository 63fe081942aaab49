import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/SessionContext';

/** Spec §2 red-team guard: to /upgrade when the organization is missing or lacks red team. */
export function RedteamGuard() {
  const session = useSession();
  if (session.status === 'loading') return null;
  const organization = session.status === 'signed-in' ? session.organization : null;
  if (!organization?.canUseRedteam) return <Navigate to="/upgrade" replace />;
  return <Outlet />;
}
