import { useState, type ChangeEvent, type FormEvent } from 'react';
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
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportScanConfigRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useImportScanConfig } from '../api';

type ImportScanConfigDialogProps = { open: boolean; teamId: string; onClose: () => void };

/** A scan template from the engine's YAML (its `description` and `redteam` block). */
export function ImportScanConfigDialog({ open, teamId, onClose }: ImportScanConfigDialogProps) {
  const importConfig = useImportScanConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [yaml, setYaml] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setYaml(await file.text());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ImportScanConfigRequestSchema, {
      teamId,
      name: name.trim() === '' ? undefined : name,
      yaml,
    });
    if (!checked.ok) return setErrors(checked.errors);
    importConfig.mutate(checked.data, {
      onSuccess: (template) => {
        toast('Scan template imported successfully', 'success');
        onClose();
        void navigate(`/redteam/configs/${template.id}`);
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  // Errors inside the YAML come back under `yaml` or the block's own paths.
  const yamlError =
    fieldError(errors, 'yaml') ?? fieldError(errors, 'config') ?? fieldError(errors, 'redteam');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>Import scan template</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Name (optional)"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(fieldError(errors, 'name'))}
              helperText={fieldError(errors, 'name') ?? 'Empty: the file’s description.'}
              fullWidth
            />
            <TextField
              label="YAML"
              value={yaml}
              onChange={(event) => setYaml(event.target.value)}
              multiline
              minRows={10}
              fullWidth
              placeholder={
                'description: Nightly scan\nredteam:\n  plugins: [default]\n  strategies: [basic]'
              }
              error={Boolean(yamlError)}
              helperText={yamlError}
              slotProps={{ htmlInput: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <Button
              component="label"
              startIcon={<UploadFileIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              Choose a file
              <input
                type="file"
                accept=".yaml,.yml,text/yaml"
                hidden
                onChange={(e) => void readFile(e)}
              />
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={importConfig.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={importConfig.isPending}>
            Import
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
