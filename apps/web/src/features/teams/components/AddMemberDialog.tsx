import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { AddTeamMemberRequestSchema, type Role, type TeamMember } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useOrganizationUsers } from '../../organizations/api';
import { useAddTeamMember } from '../api';

type AddMemberDialogProps = {
  orgId: string;
  teamId: string;
  members: TeamMember[];
  roles: Role[];
  onClose: () => void;
};

/** Add a user of the organization to the team with a role (spec §5 ids, §8 toasts). */
export function AddMemberDialog({ orgId, teamId, members, roles, onClose }: AddMemberDialogProps) {
  const { data: users = [], isPending: usersPending } = useOrganizationUsers(orgId);
  const add = useAddTeamMember(teamId);
  const toast = useToast();
  const [userId, setUserId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const memberIds = new Set(members.map((member) => member.userId));
  const candidates = users.filter((user) => !memberIds.has(user.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(AddTeamMemberRequestSchema, { userId, roleId });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    add.mutate(checked.data, {
      onSuccess: () => {
        toast('Team member added successfully', 'success');
        onClose();
      },
      onError: (error) => {
        toast('Failed to add team member', 'error');
        setErrors(apiFormErrors(error));
      },
    });
  };

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>Add team member</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="User"
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              error={Boolean(fieldError(errors, 'userId'))}
              helperText={
                fieldError(errors, 'userId') ??
                (!usersPending && candidates.length === 0
                  ? 'Everyone in the organization is already a member.'
                  : undefined)
              }
              fullWidth
            >
              {candidates.map((user) => (
                <MenuItem key={user.id} value={user.id}>
                  {user.name} · {user.email}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Role"
              value={roleId}
              onChange={(event) => setRoleId(event.target.value)}
              error={Boolean(fieldError(errors, 'roleId'))}
              helperText={fieldError(errors, 'roleId')}
              fullWidth
            >
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add member
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
