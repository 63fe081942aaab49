import { Navigate } from 'react-router';
import { useSignedInSession } from '../../features/auth/SessionContext';
import { useClientConfig } from '../../features/config/ConfigProvider';
import { rootRedirectPath } from '../areas';

export function RootRedirect() {
  const { organization } = useSignedInSession();
  const config = useClientConfig();
  if (!organization) return <Navigate to="/organizations/new" replace />;
  return (
    <Navigate
      to={rootRedirectPath(organization, config.isCrucibleCloud, config.enableServerSideJobs)}
      replace
    />
  );
}
