import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import type { IssueDetail, UpdateIssueRequest } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';

/**
 * Marking a vulnerability a false positive, and offering to record its evidence as grading
 * examples of the target (expected to pass), so later scans grade the same replies pass.
 * Mounted per use so it starts fresh.
 */
export function FalsePositiveDialog({
  issue,
  canRecord,
  pending,
  onSubmit,
  onClose,
}: {
  issue: IssueDetail;
  /** The person may create grading examples; otherwise the offer is not made. */
  canRecord: boolean;
  pending: boolean;
  /** Resolves when saved; a rejection's field errors are shown in the form. */
  onSubmit: (changes: UpdateIssueRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const [record, setRecord] = useState(canRecord);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const replies =
    issue.evidence.total === 1 ? '1 failing probe' : `${issue.evidence.total} failing probes`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    onSubmit({
      status: 'false_positive',
      ...(record && {
        recordExamples: true,
        ...(reason.trim() && { exampleReason: reason.trim() }),
      }),
    }).catch((error: unknown) => setErrors(apiFormErrors(error)));
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={submit} noValidate data-testid="false-positive-dialog">
        <DialogTitle>Mark as a false positive?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {issue.pluginName} on {issue.targetName} stays a false positive until someone changes
            its status; later scans add evidence but do not reopen it.
          </DialogContentText>
          <FormAlert message={errors.form ?? fieldError(errors, 'recordExamples')} />
          {canRecord && (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={record}
                    onChange={(event) => setRecord(event.target.checked)}
                  />
                }
                label={`Record its evidence (${replies}) as grading examples: later scans of ${issue.targetName} grade the same replies pass`}
                sx={{ mb: 1.5, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
              />
              <TextField
                label="Reason for the examples"
                placeholder="Marked a false positive"
                multiline
                minRows={2}
                value={reason}
                disabled={!record}
                onChange={(event) => setReason(event.target.value)}
                error={Boolean(fieldError(errors, 'exampleReason'))}
                helperText={
                  fieldError(errors, 'exampleReason') ??
                  'Why these replies are safe, for the judge and for whoever reads this later'
                }
                fullWidth
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Mark false positive
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
