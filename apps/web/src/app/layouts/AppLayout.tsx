import { Outlet, useMatches } from 'react-router';
import { Box, Container } from '@mui/material';
import { useSession } from '../../features/auth/SessionContext';
import { LicenseBanner } from '../../features/license/LicenseBanner';
import { TopBar } from '../nav/TopBar';
import { isRouteHandle } from './RootLayout';

/** Every page after sign-in: app bar, license banner, then the page. */
export function AppLayout() {
  const session = useSession();
  const hasOrganization = session.status === 'signed-in' && session.organization !== null;
  // The deepest route decides: a wide page (the eval matrix) uses the whole window.
  const wide = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.wide;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <LicenseBanner hasOrganization={hasOrganization} />
      <Container
        component="main"
        maxWidth={wide ? false : 'lg'}
        sx={{ flex: 1, py: { xs: 3, md: 4 } }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
