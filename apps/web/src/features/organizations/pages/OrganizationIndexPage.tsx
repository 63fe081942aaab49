import { Navigate } from 'react-router';
import { useSignedInSession } from '../../auth/SessionContext';
import { OrganizationDetails } from '../components/OrganizationDetails';

/** Spec §2: the organization area's index is the details page for admins, teams for others. */
export function OrganizationIndexPage() {
  const { isAdmin } = useSignedInSession();
  if (!isAdmin) return <Navigate to="teams" replace />;
  return <OrganizationDetails />;
}
