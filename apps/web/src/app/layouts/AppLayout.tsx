import { Outlet } from 'react-router';
import { Box, Container } from '@mui/material';
import { useSession } from '../../features/auth/SessionContext';
import { LicenseBanner } from '../../features/license/LicenseBanner';
import { TopBar } from '../nav/TopBar';

/** Every page after sign-in: app bar, license banner, then the page. */
export function AppLayout() {
  const session = useSession();
  const hasOrganization = session.status === 'signed-in' && session.organization !== null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <LicenseBanner hasOrganization={hasOrganization} />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
