import { useState } from 'react';
import {
  Avatar,
  Button,
  Card,
  Chip,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { OrganizationUser } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
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
  const remove = useRemoveOrganizationUser(orgId);
  const toast = useToast();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: OrganizationUser } | null>(null);
  const [removing, setRemoving] = useState<OrganizationUser | null>(null);

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

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast(`${removing.name} was removed from the organization`, 'success');
        setRemoving(null);
      },
      onError: (removeError) => toast(errorMessage(removeError), 'error'),
    });
  };

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
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>User</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Email verified</TableCell>
                <TableCell>Joined</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={5}
                isPending={isPending}
                error={error}
                isEmpty={users?.length === 0}
                emptyTitle="No users yet"
                emptyMessage="Invite your colleagues to get started."
              />
              {users?.map((user) => (
                <TableRow key={user.id} hover data-testid="user-row">
                  <TableCell>
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
                  </TableCell>
                  <TableCell>
                    {user.isAdmin ? (
                      <Chip label="Administrator" size="small" color="primary" variant="outlined" />
                    ) : (
                      <Chip label="Member" size="small" variant="outlined" />
                    )}
                  </TableCell>
                  <TableCell>{user.emailVerified ? 'Yes' : 'Not yet'}</TableCell>
                  <TableCell>{formatDate(user.joinedAt)}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={`Actions for ${user.name}`}
                      onClick={(event) => setMenu({ anchor: event.currentTarget, user })}
                      disabled={user.id === me.id}
                    >
                      <MoreVertIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
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
              setRemoving(menu.user);
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
      <ConfirmDialog
        open={removing !== null}
        title="Remove user?"
        message={`${removing?.name ?? ''} will lose access to this organization and all of its teams.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
      <InviteDialog orgId={orgId} open={inviteOpen} onClose={() => setInviteOpen(false)} />
    </>
  );
}
