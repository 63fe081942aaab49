import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { CreateScanConfigRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useCreateScanConfig, useScanPresets } from '../api';

type NewScanConfigDialogProps = { open: boolean; teamId: string; onClose: () => void };

/** A new scan template, started from a preset; it opens for editing once created. */
export function NewScanConfigDialog({ open, teamId, onClose }: NewScanConfigDialogProps) {
  const { data: presets = [] } = useScanPresets();
  const create = useCreateScanConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [presetId, setPresetId] = useState('recommended');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const preset = presets.find((candidate) => candidate.id === presetId) ?? presets[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!preset) return;
    const checked = validate(CreateScanConfigRequestSchema, {
      teamId,
      name,
      description: preset.description,
      config: preset.config,
    });
    if (!checked.ok) return setErrors(checked.errors);
    create.mutate(checked.data, {
      onSuccess: (template) => {
        toast('Scan template created successfully', 'success');
        onClose();
        void navigate(`/redteam/configs/${template.id}`);
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>New scan template</DialogTitle>
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
              select
              label="Start from"
              value={preset?.id ?? ''}
              onChange={(event) => setPresetId(event.target.value)}
              helperText={preset?.description}
              fullWidth
            >
              {presets.map((candidate) => (
                <MenuItem key={candidate.id} value={candidate.id}>
                  {candidate.name}
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
            Create template
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
