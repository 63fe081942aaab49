import { useState, type FormEvent } from 'react';
import {
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
import { ManualGradingExampleSchema, type GradingExpectation } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { usePluginsAndPolicies } from '../../policies/api';
import { useCreateGradingExample } from '../api';
import { GradingVerdictFields } from './GradingVerdictFields';

type Values = {
  pluginId: string;
  prompt: string;
  output: string;
  expected: GradingExpectation | '';
  reason: string;
};
const EMPTY: Values = { pluginId: '', prompt: '', output: '', expected: '', reason: '' };

/** A grading example written by hand: the plugin, the attack (optional), the reply, the verdict. */
export function AddGradingExampleDialog({
  targetId,
  onClose,
}: {
  targetId: string;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const plugins = usePluginsAndPolicies();
  const create = useCreateGradingExample(targetId);
  const toast = useToast();
  const set = (field: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => clearFieldError(previous, field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ManualGradingExampleSchema, {
      ...values,
      expected: values.expected || undefined,
      prompt: values.prompt.trim() ? values.prompt : undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    create.mutate(checked.data, {
      onSuccess: () => {
        toast('Grading example added', 'success');
        onClose();
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={submit} noValidate data-testid="add-grading-example">
        <DialogTitle>Add a grading example</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A reply of this target and how it should be graded. Scans decide the same reply of the
            plugin this way (ignoring case, spacing, punctuation and numbers); a judge model reads
            it as an example.
          </DialogContentText>
          <FormAlert message={errors.form} />
          <Stack spacing={2} sx={{ mb: 2 }}>
            <TextField
              select
              label="Plugin"
              value={values.pluginId}
              onChange={(event) => set('pluginId', event.target.value)}
              error={Boolean(fieldError(errors, 'pluginId'))}
              helperText={fieldError(errors, 'pluginId')}
              required
              fullWidth
            >
              {plugins.map((plugin) => (
                <MenuItem key={plugin.id} value={plugin.id}>
                  {plugin.name} ({plugin.id})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Attack (optional)"
              multiline
              minRows={2}
              value={values.prompt}
              onChange={(event) => set('prompt', event.target.value)}
              error={Boolean(fieldError(errors, 'prompt'))}
              helperText={fieldError(errors, 'prompt') ?? 'What was sent to the target'}
              fullWidth
            />
            <TextField
              label="Reply"
              multiline
              minRows={3}
              value={values.output}
              onChange={(event) => set('output', event.target.value)}
              error={Boolean(fieldError(errors, 'output'))}
              helperText={fieldError(errors, 'output') ?? "The target's reply, as it answered"}
              required
              fullWidth
            />
          </Stack>
          <GradingVerdictFields values={values} errors={errors} onChange={set} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Add example
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
