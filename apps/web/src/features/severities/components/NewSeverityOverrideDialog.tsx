import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { CreateSeverityOverrideRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useCreateSeverityOverride } from '../api';
import { severityOverridePath } from '../severity-paths';

type NewSeverityOverrideDialogProps = { open: boolean; onClose: () => void };

/** A new, active and empty collection; it opens for adding plugins once created. */
export function NewSeverityOverrideDialog({ open, onClose }: NewSeverityOverrideDialogProps) {
  const create = useCreateSeverityOverride();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(CreateSeverityOverrideRequestSchema, { name, description });
    if (!checked.ok) return setErrors(checked.errors);
    create.mutate(checked.data, {
      onSuccess: (collection) => {
        toast('Severity override collection created', 'success');
        onClose();
        void navigate(severityOverridePath(collection.id));
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>New severity override collection</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(fieldError(errors, 'name'))}
              helperText={fieldError(errors, 'name')}
              autoFocus
              fullWidth
            />
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(fieldError(errors, 'description'))}
              helperText={
                fieldError(errors, 'description') ?? 'Optional: what this collection is for.'
              }
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create collection
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
