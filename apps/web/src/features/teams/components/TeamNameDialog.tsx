import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { CreateTeamRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';

type TeamNameDialogProps = {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  pending: boolean;
  /** Resolves when saved; a rejection's field errors are shown in the form. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Create or rename a team. Mounted per use so it starts from `initialName`. */
export function TeamNameDialog({
  open,
  title,
  submitLabel,
  initialName = '',
  pending,
  onSubmit,
  onClose,
}: TeamNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(CreateTeamRequestSchema, { name });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    onSubmit(checked.data.name).catch((error: unknown) => setErrors(apiFormErrors(error)));
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <TextField
            label="Team name"
            autoFocus
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((previous) => clearFieldError(previous, 'name'));
            }}
            error={Boolean(fieldError(errors, 'name'))}
            helperText={fieldError(errors, 'name')}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
