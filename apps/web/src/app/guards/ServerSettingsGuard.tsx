import { Navigate, Outlet } from 'react-router';
import { useClientConfig } from '../../features/config/ConfigProvider';

/** Spec §2: the server settings pages exist only when config enableServerSettingsPage is on. */
export function ServerSettingsGuard() {
  const config = useClientConfig();
  if (!config.enableServerSettingsPage) return <Navigate to="/not-found" replace />;
  return <Outlet />;
}
