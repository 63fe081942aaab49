import { Navigate, Outlet, useParams } from 'react-router';
import { useSignedInSession } from '../../features/auth/SessionContext';

/**
 * Admin-only pages (spec §2). Others go to the organization's teams page (the one organization
 * page every member has) from an organization page, else to root.
 */
export function AdminRoute() {
  const { isAdmin } = useSignedInSession();
  const { orgId } = useParams();
  if (!isAdmin) return <Navigate to={orgId ? `/organizations/${orgId}/teams` : '/'} replace />;
  return <Outlet />;
}
