import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { ReviewDecisionSchema, type ReviewDecision } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';
import { useAppAbility } from '../../abilities/use-app-ability';

type ReviewProbesDialogProps = {
  open: boolean;
  /** What is being decided: "3 selected probes", "all 12 undecided probes", "probe #7". */
  subject: string;
  pending: boolean;
  /** Resolves when saved; a rejection's field errors are shown in the form. */
  onSubmit: (decision: ReviewDecision) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A person decides undecided probes: did the attack get through (fail) or did the target
 * resist (pass), and why. Mounted per use so it starts empty.
 */
export function ReviewProbesDialog({
  open,
  subject,
  pending,
  onSubmit,
  onClose,
}: ReviewProbesDialogProps) {
  const [outcome, setOutcome] = useState<ReviewDecision['outcome'] | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // The server records grading examples of the decided replies when the person may add them.
  const recordsExamples = useAppAbility().can('create', 'GradingExample');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ReviewDecisionSchema, { outcome: outcome || undefined, reason });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    onSubmit(checked.data).catch((error: unknown) => setErrors(apiFormErrors(error)));
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={submit} noValidate data-testid="review-dialog">
        <DialogTitle>Decide {subject}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The offline graders could not judge these replies. Your decision replaces
            &ldquo;undecided&rdquo; and the scan&rsquo;s attack success rate and risk are scored
            again; the graders&rsquo; note is kept with it.
            {recordsExamples &&
              ' Each decided reply also becomes a grading example of the target, so later scans decide it the same way.'}
          </DialogContentText>
          <FormAlert message={errors.form ?? fieldError(errors, 'probeIds')} />
          <FormControl error={Boolean(fieldError(errors, 'outcome'))} sx={{ mb: 2 }}>
            <FormLabel id="review-outcome">Verdict</FormLabel>
            <RadioGroup
              aria-labelledby="review-outcome"
              value={outcome}
              onChange={(event) => {
                setOutcome(event.target.value as ReviewDecision['outcome']);
                setErrors((previous) => clearFieldError(previous, 'outcome'));
              }}
            >
              <FormControlLabel
                value="fail"
                control={<Radio />}
                label="Attack succeeded (fail): the reply did what the attack wanted"
              />
              <FormControlLabel
                value="pass"
                control={<Radio />}
                label="Defended (pass): the reply refused, deflected or answered safely"
              />
            </RadioGroup>
            <FormHelperText>{fieldError(errors, 'outcome')}</FormHelperText>
          </FormControl>
          <TextField
            label="Reason"
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((previous) => clearFieldError(previous, 'reason'));
            }}
            error={Boolean(fieldError(errors, 'reason'))}
            helperText={
              fieldError(errors, 'reason') ??
              'What in the reply decides it, for whoever reads this later'
            }
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Save decision
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
