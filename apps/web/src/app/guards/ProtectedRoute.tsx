import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../../lib/safe-redirect';
import { useSession } from '../../features/auth/SessionContext';

/**
 * Spec §2 protected page: blank while loading; without a user to login remembering the origin;
 * without an organization to the new-organization page.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Navigate
        to={loginPath(location.pathname + location.search, session.reason ?? undefined)}
        replace
      />
    );
  }
  if (!session.organization) return <Navigate to="/organizations/new" replace />;
  return <Outlet />;
}
