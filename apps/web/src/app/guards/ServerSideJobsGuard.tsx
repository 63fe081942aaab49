import { Navigate, Outlet } from 'react-router';
import { useClientConfig } from '../../features/config/ConfigProvider';

/** Spec §2: scan history exists only when config enableServerSideJobs is on. */
export function ServerSideJobsGuard() {
  const config = useClientConfig();
  if (!config.enableServerSideJobs) return <Navigate to="/not-found" replace />;
  return <Outlet />;
}
