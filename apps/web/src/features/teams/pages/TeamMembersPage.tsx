import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  Avatar,
  Breadcrumbs,
  Button,
  Card,
  IconButton,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { TeamMember } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, initials } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useSignedInSession } from '../../auth/SessionContext';
import { useRoles } from '../../roles/api';
import { useRemoveTeamMember, useTeam, useTeamMembers, useUpdateTeamMember } from '../api';
import { AddMemberDialog } from '../components/AddMemberDialog';

/** Team Members: everyone sees who is in the team; admins add, re-role and remove members. */
export function TeamMembersPage() {
  const { teamId = '' } = useParams();
  const { organization, isAdmin } = useSignedInSession();
  const orgId = organization?.id ?? '';
  const { data: team } = useTeam(teamId);
  const { data: members, isPending, error } = useTeamMembers(teamId);
  const { data: roles = [] } = useRoles(orgId, isAdmin);
  const updateMember = useUpdateTeamMember(teamId);
  const removeMember = useRemoveTeamMember(teamId);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const teamsPath = `/organizations/${orgId}/teams`;

  const changeRole = (member: TeamMember, roleId: string) =>
    updateMember.mutate(
      { userId: member.userId, roleId },
      {
        onSuccess: () => toast('Team member updated successfully', 'success'),
        onError: (updateError) => toast(errorMessage(updateError), 'error'),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    removeMember.mutate(removing.userId, {
      onSuccess: () => {
        toast('Team member removed successfully', 'success');
        setRemoving(null);
      },
      onError: () => toast('Failed to remove team member', 'error'),
    });
  };

  return (
    <>
      <Breadcrumbs sx={{ mb: 2 }}>
        <Link component={RouterLink} to={teamsPath} underline="hover" color="inherit">
          Teams
        </Link>
        {isAdmin ? (
          <Link
            component={RouterLink}
            to={`${teamsPath}/${teamId}`}
            underline="hover"
            color="inherit"
          >
            {team?.name ?? '…'}
          </Link>
        ) : (
          <Typography color="inherit">{team?.name ?? '…'}</Typography>
        )}
        <Typography color="text.primary">Members</Typography>
      </Breadcrumbs>
      <PageHeader
        title="Team Members"
        description={team ? `People in ${team.name} and the role each holds.` : undefined}
        actions={
          isAdmin && (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setAdding(true)}
            >
              Add member
            </Button>
          )
        }
      />
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                <TableCell sx={{ width: 240 }}>Role</TableCell>
                <TableCell>Added</TableCell>
                {isAdmin && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={isAdmin ? 4 : 3}
                isPending={isPending}
                error={error}
                isEmpty={members?.length === 0}
                emptyTitle="No members yet"
                emptyMessage={
                  isAdmin ? 'Add people from your organization to this team.' : undefined
                }
              />
              {members?.map((member) => (
                <TableRow key={member.userId} hover data-testid="member-row">
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Avatar sx={{ width: 32, height: 32, fontSize: 13 }}>
                        {initials(member.name || member.email)}
                      </Avatar>
                      <div>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {member.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {member.email}
                        </Typography>
                      </div>
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {isAdmin && roles.length > 0 ? (
                      <TextField
                        select
                        size="small"
                        value={member.roleId}
                        onChange={(event) => changeRole(member, event.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': `Role of ${member.name}` } }}
                        fullWidth
                      >
                        {roles.map((role) => (
                          <MenuItem key={role.id} value={role.id}>
                            {role.name}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      member.roleName
                    )}
                  </TableCell>
                  <TableCell>{formatDate(member.createdAt)}</TableCell>
                  {isAdmin && (
                    <TableCell align="right">
                      <Tooltip title="Remove from team">
                        <IconButton
                          aria-label={`Remove ${member.name}`}
                          onClick={() => setRemoving(member)}
                        >
                          <PersonRemoveOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {adding && (
        <AddMemberDialog
          orgId={orgId}
          teamId={teamId}
          members={members ?? []}
          roles={roles}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove member?"
        message={`${removing?.name ?? ''} will no longer be part of ${team?.name ?? 'this team'}.`}
        confirmLabel="Remove"
        pending={removeMember.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
