import { NavLink as RouterNavLink } from 'react-router';
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import type { Organization } from '@crucible/shared';
import { Logo } from '../../components/Logo';
import { TeamSwitcher } from '../../features/teams/components/TeamSwitcher';
import type { NavEntry } from '../nav-items';

type MobileNavDrawerProps = {
  open: boolean;
  onClose: () => void;
  entries: NavEntry[];
  organization: Organization | null;
  isAdmin: boolean;
};

/** The navigation below the large breakpoint (spec §2): the same entries, stacked. */
export function MobileNavDrawer({
  open,
  onClose,
  entries,
  organization,
  isAdmin,
}: MobileNavDrawerProps) {
  const link = (to: string, label: string) => (
    <ListItemButton
      key={to}
      component={RouterNavLink}
      to={to}
      onClick={onClose}
      end
      sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
    >
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box sx={{ p: 2 }}>
        <Logo />
      </Box>
      {organization && (
        <Box sx={{ px: 2, pb: 2 }}>
          <TeamSwitcher fullWidth />
        </Box>
      )}
      <Divider />
      <List component="nav" aria-label="Main">
        {entries.map((entry) =>
          entry.kind === 'menu' ? (
            <Box key={entry.label}>
              <ListSubheader>{entry.label}</ListSubheader>
              {entry.items.map((item) => link(item.to, item.label))}
            </Box>
          ) : (
            link(entry.to, entry.label)
          ),
        )}
        {organization && (
          <>
            <ListSubheader>Organization</ListSubheader>
            {link(`/organizations/${organization.id}/overview`, 'Overview')}
            {link(`/organizations/${organization.id}/teams`, 'Teams')}
            {isAdmin && link(`/organizations/${organization.id}`, 'Settings')}
          </>
        )}
        <ListSubheader>Account</ListSubheader>
        {link('/api-tokens', 'My API Tokens')}
      </List>
    </Drawer>
  );
}
