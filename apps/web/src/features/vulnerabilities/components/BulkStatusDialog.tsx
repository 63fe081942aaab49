import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { ISSUE_STATUSES, type IssueStatus } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api-client';
import { ISSUE_STATUS_LABELS } from '../issue-format';

/** Chooses one status for the selected vulnerabilities, and confirms the change. */
export function BulkStatusDialog({
  count,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  count: number;
  pending: boolean;
  error: unknown;
  onConfirm: (status: IssueStatus) => void;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<IssueStatus | ''>('');
  const subject = count === 1 ? '1 selected vulnerability' : `${count} selected vulnerabilities`;
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      data-testid="bulk-status-dialog"
    >
      <DialogTitle>Change status</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {status
            ? `Set the status of ${subject} to ${ISSUE_STATUS_LABELS[status]}? Each change is recorded on its timeline.`
            : `Choose the new status of ${subject}.`}
        </DialogContentText>
        {error ? <FormAlert message={errorMessage(error)} /> : null}
        <TextField
          select
          fullWidth
          size="small"
          label="New status"
          value={status}
          onChange={(event) => setStatus(event.target.value as IssueStatus)}
        >
          {ISSUE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {ISSUE_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!status}
          loading={pending}
          onClick={() => status && onConfirm(status)}
        >
          Change {count === 1 ? '1 vulnerability' : `${count} vulnerabilities`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
