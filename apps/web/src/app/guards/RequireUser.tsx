import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../../lib/safe-redirect';
import { useSession } from '../../features/auth/SessionContext';

/** The logged-in layout of spec §2: a user is needed, an organization is not. */
export function RequireUser() {
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
  return <Outlet />;
}
