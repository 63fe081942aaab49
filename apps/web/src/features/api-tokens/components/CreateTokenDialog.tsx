import { useState, type FormEvent } from 'react';
import {
  Alert,
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
import { CreateApiTokenRequestSchema } from '@crucible/shared';
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
import { useCreateApiToken } from '../api';

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

function expiryDate(days: string): string | undefined {
  if (days === 'never') return undefined;
  return new Date(Date.now() + Number(days) * 86_400_000).toISOString();
}

/** Create a token; its secret is shown once, with a copy button, before the dialog closes. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(CreateApiTokenRequestSchema, { name, expiresAt: expiryDate(expiry) });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    create.mutate(checked.data, { onError: (error) => setErrors(apiFormErrors(error)) });
  };

  if (create.data) {
    return (
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
        <DialogTitle>Token created</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2.5 }}>
            Copy the token now. For your security it will not be shown again.
          </Alert>
          <CopyField
            label="API token"
            value={create.data.token}
            toastMessage="Token copied to clipboard"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} variant="contained">
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>New API token</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              placeholder="e.g. CI pipeline"
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setErrors((previous) => clearFieldError(previous, 'name'));
              }}
              error={Boolean(fieldError(errors, 'name'))}
              helperText={
                fieldError(errors, 'name') ?? 'What the token is for, so you recognise it later.'
              }
              fullWidth
            />
            <TextField
              select
              label="Expires after"
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
              error={Boolean(fieldError(errors, 'expiresAt'))}
              helperText={fieldError(errors, 'expiresAt')}
              fullWidth
            >
              {EXPIRY_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create token
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
