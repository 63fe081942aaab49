import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  AppBar,
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  Toolbar,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '../../components/Logo';
import { useSession } from '../../features/auth/SessionContext';
import { TeamSwitcher } from '../../features/teams/components/TeamSwitcher';
import { AREAS } from '../areas';
import { AccountMenu } from './AccountMenu';
import { ColorModeToggle } from './ColorModeToggle';
import { MobileNavDrawer } from './MobileNavDrawer';
import { NavMenus } from './NavMenus';
import { NewScanButton } from './NewScanButton';
import { useVisibleNav } from './use-visible-nav';

/** The top navigation of spec §2; below the large breakpoint the menus move into a drawer. */
export function TopBar() {
  const session = useSession();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signedIn = session.status === 'signed-in';
  const organization = signedIn ? session.organization : null;
  const entries = useVisibleNav(organization);

  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60 } }}>
        {signedIn && !isDesktop && (
          <IconButton edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          aria-label="Crucible home"
          data-testid="logo-link"
        >
          <Logo />
        </Link>
        {isDesktop && <NavMenus entries={entries} />}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {organization && isDesktop && <TeamSwitcher />}
          {organization && AREAS.scans && <NewScanButton organization={organization} />}
          {organization && (
            <Tooltip title="Organization overview">
              <IconButton
                component={RouterLink}
                to={`/organizations/${organization.id}/overview`}
                aria-label="Organization overview"
              >
                <InsightsOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
          <ColorModeToggle />
          {signedIn ? (
            <AccountMenu />
          ) : (
            session.status === 'signed-out' && (
              <Button component={RouterLink} to="/login" variant="contained">
                Sign in
              </Button>
            )
          )}
        </Stack>
      </Toolbar>
      {signedIn && !isDesktop && (
        <MobileNavDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          entries={entries}
          organization={organization}
          isAdmin={session.isAdmin}
        />
      )}
    </AppBar>
  );
}
