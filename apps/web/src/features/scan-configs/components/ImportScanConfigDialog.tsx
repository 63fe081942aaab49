import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  ImportScanConfigRequestSchema,
  type ConfigWarning,
  type ImportCheckResponse,
  type ImportScanConfigRequest,
} from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { ApiError } from '../../../lib/api-client';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCheckImport, useImportScanConfig } from '../api';
import { ConfigIssueList } from './ConfigIssueList';

type ImportScanConfigDialogProps = { open: boolean; teamId: string; onClose: () => void };

/** The problems of the file itself (paths under `yaml`), at the file's own paths. */
function fileProblems(error: unknown): ConfigWarning[] {
  if (!(error instanceof ApiError)) return [];
  return error.details
    .filter((detail) => detail.path === 'yaml' || detail.path.startsWith('yaml.'))
    .map((detail) => ({ path: detail.path.replace(/^yaml\.?/, ''), message: detail.message }));
}

/**
 * A scan template from a promptfoo red-team file. The file is checked first: every problem is
 * listed with its path, and what it says that Crucible reads differently or not at all is
 * listed before anything is saved.
 */
export function ImportScanConfigDialog({ open, teamId, onClose }: ImportScanConfigDialogProps) {
  const check = useCheckImport();
  const importConfig = useImportScanConfig();
  const canAddTargets = useAppAbility().can('create', 'Provider');
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [yaml, setYaml] = useState('');
  const [createTargets, setCreateTargets] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [problems, setProblems] = useState<ConfigWarning[]>([]);
  const [checked, setChecked] = useState<ImportCheckResponse | null>(null);

  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setChecked(null);
      setProblems([]);
    };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) edited(setYaml)(await file.text());
  };
  const fail = (error: unknown) => {
    setErrors(apiFormErrors(error));
    setProblems(fileProblems(error));
  };
  const save = (body: ImportScanConfigRequest) =>
    importConfig.mutate(body, {
      onSuccess: (template) => {
        toast('Scan template imported successfully', 'success');
        onClose();
        void navigate(`/redteam/configs/${template.id}`);
      },
      onError: fail,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validated = validate(ImportScanConfigRequestSchema, {
      teamId,
      name: name.trim() === '' ? undefined : name,
      yaml,
      ...(createTargets ? { createTargets } : {}),
    });
    if (!validated.ok) return setErrors(validated.errors);
    setErrors(NO_ERRORS);
    if (checked) return save(validated.data);
    check.mutate(validated.data, {
      // Nothing to tell: save at once; else the warnings are read before saving.
      onSuccess: (result) =>
        result.warnings.length === 0 ? save(validated.data) : setChecked(result),
      onError: fail,
    });
  };

  const busy = check.isPending || importConfig.isPending;
  const yamlError =
    problems.length > 0
      ? `${problems.length === 1 ? 'A problem' : `${problems.length} problems`} in the file, listed above`
      : fieldError(errors, 'yaml');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>Import scan template</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <ConfigIssueList
              severity="error"
              title="The file cannot be imported"
              issues={problems}
            />
            {checked && (
              <ConfigIssueList
                severity="warning"
                title={`Read differently or not at all (${checked.warnings.length})`}
                issues={checked.warnings}
              />
            )}
            <TextField
              label="Name (optional)"
              value={name}
              onChange={(event) => edited(setName)(event.target.value)}
              error={Boolean(fieldError(errors, 'name'))}
              helperText={fieldError(errors, 'name') ?? 'Empty: the file’s description.'}
              fullWidth
            />
            <TextField
              label="YAML"
              value={yaml}
              onChange={(event) => edited(setYaml)(event.target.value)}
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
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button component="label" startIcon={<UploadFileIcon />}>
                Choose a file
                <input
                  type="file"
                  accept=".yaml,.yml,.json,text/yaml,application/json"
                  hidden
                  onChange={(e) => void readFile(e)}
                />
              </Button>
              {canAddTargets && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={createTargets}
                      onChange={(event) => edited(setCreateTargets)(event.target.checked)}
                    />
                  }
                  label="Also add the file’s targets to the team"
                />
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {checked
              ? `Save with ${checked.warnings.length} ${checked.warnings.length === 1 ? 'warning' : 'warnings'}`
              : 'Import'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
