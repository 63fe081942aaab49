import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { GradingVerdictSchema, type GradingExpectation } from '@crucible/shared';
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
import { useCreateGradingExample } from '../api';
import { GradingVerdictFields, type VerdictValues } from './GradingVerdictFields';

/**
 * "This should have passed / failed": a person's verdict on one probe's reply, saved as a
 * grading example of the scan's target. Later scans of the target grade the same reply of the
 * same plugin this way, and a judge reads it as an example. Mounted per use so it starts fresh.
 */
export function ProbeExampleDialog({
  targetId,
  probeId,
  subject,
  initial,
  onClose,
}: {
  targetId: string;
  probeId: string;
  /** What is being judged: "probe #7". */
  subject: string;
  /** The verdict offered first: the opposite of the graders'. */
  initial: GradingExpectation;
  onClose: () => void;
}) {
  const [values, setValues] = useState<VerdictValues>({ expected: initial, reason: '' });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const create = useCreateGradingExample(targetId);
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(GradingVerdictSchema, {
      expected: values.expected || undefined,
      reason: values.reason,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    create.mutate(
      { probeId, ...checked.data },
      {
        onSuccess: () => {
          toast('Grading example saved: later scans of this target grade this reply so', 'success');
          onClose();
        },
        onError: (error) => setErrors(apiFormErrors(error)),
      },
    );
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={submit} noValidate data-testid="probe-example-dialog">
        <DialogTitle>Grading example from {subject}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Say how this reply should be graded. Later scans of this target decide the same reply of
            this plugin that way, before the graders, and a judge model reads it as an example. This
            scan&rsquo;s results stay as they are.
          </DialogContentText>
          <FormAlert message={errors.form ?? fieldError(errors, 'probeId')} />
          <GradingVerdictFields
            values={values}
            errors={errors}
            onChange={(field, value) => {
              setValues((previous) => ({ ...previous, [field]: value }));
              setErrors((previous) => clearFieldError(previous, field));
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Save example
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
