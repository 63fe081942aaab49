import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { CreateInviteRequestSchema } from '@crucible/shared';
import { CopyField } from '../../../components/CopyField';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';
import { useRoles } from '../../roles/api';
import { useTeams } from '../../teams/api';
import { useCreateInvite } from '../api';

const EMPTY = { email: '', teamId: '', roleId: '' };

/** Invite someone by email, optionally straight into a team with a role; the code shows once. */
export function InviteDialog({
  orgId,
  open,
  onClose,
}: {
  orgId: string;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateInvite(orgId);
  const { data: teams = [] } = useTeams();
  const { data: roles = [] } = useRoles(orgId, open);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const close = () => {
    setValues(EMPTY);
    setErrors(NO_ERRORS);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(CreateInviteRequestSchema, {
      email: values.email,
      teamId: values.teamId || undefined,
      roleId: values.roleId || undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    create.mutate(checked.data, { onError: (error) => setErrors(apiFormErrors(error)) });
  };

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [name]: event.target.value }));
    setErrors((previous) => clearFieldError(previous, name));
  };

  if (create.data) {
    return (
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
        <DialogTitle>Invite created</DialogTitle>
        <DialogContent>
          <Alert severity="success" sx={{ mb: 2.5 }}>
            Send this link to {create.data.invite.email}. It is shown only once.
          </Alert>
          <Stack spacing={2}>
            <CopyField
              label="Invite link"
              value={create.data.inviteUrl}
              toastMessage="Invite link copied to clipboard"
            />
            <CopyField
              label="Invite code"
              value={create.data.inviteCode}
              toastMessage="Invite code copied to clipboard"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} variant="contained">
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>Invite a user</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They join the organization when they register or sign in with the invite.
          </DialogContentText>
          <FormAlert message={errors.form} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Email"
              type="email"
              autoFocus
              value={values.email}
              onChange={set('email')}
              error={Boolean(fieldError(errors, 'email'))}
              helperText={fieldError(errors, 'email')}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Team (optional)"
                value={values.teamId}
                onChange={set('teamId')}
                fullWidth
                error={Boolean(fieldError(errors, 'teamId'))}
                helperText={fieldError(errors, 'teamId')}
              >
                <MenuItem value="">
                  <em>No team</em>
                </MenuItem>
                {teams.map((team) => (
                  <MenuItem key={team.id} value={team.id}>
                    {team.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Role"
                value={values.roleId}
                onChange={set('roleId')}
                fullWidth
                error={Boolean(fieldError(errors, 'roleId'))}
                helperText={fieldError(errors, 'roleId')}
              >
                <MenuItem value="">
                  <em>No role</em>
                </MenuItem>
                {roles.map((role) => (
                  <MenuItem key={role.id} value={role.id}>
                    {role.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create invite
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
