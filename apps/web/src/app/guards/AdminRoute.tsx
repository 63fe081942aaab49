import { Navigate, Outlet } from 'react-router';
import { useSignedInSession } from '../../features/auth/SessionContext';

/** Admin-only organization pages (spec §2); anyone else goes back to root. */
export function AdminRoute() {
  const { isAdmin } = useSignedInSession();
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
