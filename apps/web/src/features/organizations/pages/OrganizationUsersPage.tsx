import { useState } from 'react';
import {
  Avatar,
  Button,
  Chip,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { OrganizationUser } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, initials } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useSignedInSession } from '../../auth/SessionContext';
import { useOrganizationUsers, useRemoveOrganizationUser, useSetOrganizationAdmin } from '../api';
import { InviteDialog } from '../components/InviteDialog';
import { InvitesCard } from '../components/InvitesCard';

/** Users of the organization (admin): invite, grant or revoke admin, remove. */
export function OrganizationUsersPage() {
  const { organization, user: me } = useSignedInSession();
  const orgId = organization?.id ?? '';
  const { data: users, isPending, error } = useOrganizationUsers(orgId);
  const setAdmin = useSetOrganizationAdmin(orgId);
  const toast = useToast();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: OrganizationUser } | null>(null);
  const remove = useConfirmDelete<OrganizationUser>({
    mutation: useRemoveOrganizationUser(orgId),
    title: 'Remove user?',
    message: (user) => `${user.name} will lose access to this organization and all of its teams.`,
    confirmLabel: 'Remove',
    successMessage: (user) => `${user.name} was removed from the organization`,
  });

  const toggleAdmin = (user: OrganizationUser) => {
    setMenu(null);
    setAdmin.mutate(
      { userId: user.id, isAdmin: !user.isAdmin },
      {
        onSuccess: () =>
          toast(
            user.isAdmin
              ? `${user.name} is no longer an administrator`
              : `${user.name} is now an administrator`,
            'success',
          ),
        onError: (adminError) => toast(errorMessage(adminError), 'error'),
      },
    );
  };

  const columns: DataColumn<OrganizationUser>[] = [
    {
      key: 'user',
      header: 'User',
      render: (user) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 13 }}>
            {initials(user.name || user.email)}
          </Avatar>
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {user.name}
              {user.id === me.id && ' (you)'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </div>
        </Stack>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (user) =>
        user.isAdmin ? (
          <Chip label="Administrator" size="small" color="primary" variant="outlined" />
        ) : (
          <Chip label="Member" size="small" variant="outlined" />
        ),
    },
    {
      key: 'emailVerified',
      header: 'Email verified',
      render: (user) => (user.emailVerified ? 'Yes' : 'Not yet'),
    },
    { key: 'joined', header: 'Joined', render: (user) => formatDate(user.joinedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (user) => (
        <IconButton
          aria-label={`Actions for ${user.name}`}
          onClick={(event) => setMenu({ anchor: event.currentTarget, user })}
          disabled={user.id === me.id}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone in the organization. Administrators manage users, teams and roles."
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setInviteOpen(true)}
          >
            Invite user
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={users}
        rowTestId="user-row"
        isPending={isPending}
        error={error}
        emptyTitle="No users yet"
        emptyMessage="Invite your colleagues to get started."
      />
      <InvitesCard orgId={orgId} />
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu && (
          <MenuItem onClick={() => toggleAdmin(menu.user)}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {menu.user.isAdmin ? 'Revoke administrator' : 'Make administrator'}
          </MenuItem>
        )}
        {menu && (
          <MenuItem
            onClick={() => {
              remove.ask(menu.user);
              setMenu(null);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <PersonRemoveOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Remove from organization
          </MenuItem>
        )}
      </Menu>
      {remove.dialog}
      <InviteDialog orgId={orgId} open={inviteOpen} onClose={() => setInviteOpen(false)} />
    </>
  );
}
