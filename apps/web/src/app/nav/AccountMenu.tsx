import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import TerminalIcon from '@mui/icons-material/Terminal';
import {
  switchOrganizationErrorMessage,
  useCreateCliToken,
  useMyOrganizations,
  useSwitchOrganization,
} from '../../features/auth/api';
import { CliLoginDialog } from '../../features/auth/components/CliLoginDialog';
import { useSignedInSession } from '../../features/auth/SessionContext';
import { useClientConfig } from '../../features/config/ConfigProvider';
import { initials } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { AREAS } from '../areas';

/** The account menu of spec §2. */
export function AccountMenu() {
  const { user, organization, isAdmin } = useSignedInSession();
  const config = useClientConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [cliOpen, setCliOpen] = useState(false);
  const cliToken = useCreateCliToken();
  const { data: organizations = [] } = useMyOrganizations(anchor !== null);
  const switchOrganization = useSwitchOrganization();

  const close = () => setAnchor(null);
  const displayName = user.name || user.email;

  const switchTo = (organizationId: string) => {
    close();
    if (organizationId === organization?.id) return;
    switchOrganization.mutate(organizationId, {
      onSuccess: () => void navigate('/'),
      onError: (error) => toast(switchOrganizationErrorMessage(error), 'error'),
    });
  };

  const openCli = () => {
    close();
    cliToken.reset();
    cliToken.mutate();
    setCliOpen(true);
  };

  return (
    <>
      <Tooltip title="Account">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Account menu"
          aria-haspopup="menu"
          data-testid="account-menu-button"
          sx={{ ml: 0.5 }}
        >
          <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>
            {initials(displayName)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }} data-testid="logged-in-as">
          <Typography variant="caption" color="text.secondary">
            Logged in as
          </Typography>
          <Typography variant="subtitle2" noWrap>
            {displayName}
          </Typography>
        </Box>
        <Divider />
        {organizations.length > 1 && [
          <ListSubheader key="org-header" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
            Organization
          </ListSubheader>,
          ...organizations.map((org) => (
            <MenuItem
              key={org.id}
              onClick={() => switchTo(org.id)}
              selected={org.id === organization?.id}
              data-testid="organization-option"
            >
              <ListItemText slotProps={{ primary: { noWrap: true } }}>{org.name}</ListItemText>
              {org.id === organization?.id && (
                <CheckIcon fontSize="small" color="primary" sx={{ ml: 1 }} />
              )}
            </MenuItem>
          )),
          <Divider key="org-divider" />,
        ]}
        <MenuItem component={RouterLink} to="/api-tokens" onClick={close}>
          <ListItemIcon>
            <KeyOutlinedIcon fontSize="small" />
          </ListItemIcon>
          My API Tokens
        </MenuItem>
        {organization && (
          <MenuItem component={RouterLink} to={`/organizations/${organization.id}`} onClick={close}>
            <ListItemIcon>
              <SettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Organization Settings
          </MenuItem>
        )}
        {AREAS.serverSettings && config.enableServerSettingsPage && isAdmin && (
          <MenuItem component={RouterLink} to="/server" onClick={close}>
            <ListItemIcon>
              <DnsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Red Team Providers
          </MenuItem>
        )}
        <MenuItem onClick={openCli}>
          <ListItemIcon>
            <TerminalIcon fontSize="small" />
          </ListItemIcon>
          CLI Login Information
        </MenuItem>
        {config.useFusionAuth && config.isCrucibleCloud && (
          <MenuItem component={RouterLink} to="/logged-in-reset-password" onClick={close}>
            <ListItemIcon>
              <LockResetOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Reset Password
          </MenuItem>
        )}
        <Divider />
        <MenuItem component={RouterLink} to="/logout" onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <CliLoginDialog
        open={cliOpen}
        onClose={() => setCliOpen(false)}
        data={cliToken.data}
        error={cliToken.error}
        isPending={cliToken.isPending}
      />
    </>
  );
}
