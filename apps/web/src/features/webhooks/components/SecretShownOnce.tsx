import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { CopyField } from '../../../components/CopyField';

/** The signing secret, shown once after create or rotate, with a copy button. */
export function SecretShownOnce({
  title,
  secret,
  note,
  onClose,
}: {
  title: string;
  secret: string;
  note?: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          Copy the signing secret now. For your security it will not be shown again.
          {note ? ` ${note}` : ''}
        </Alert>
        <CopyField
          label="Signing secret"
          value={secret}
          toastMessage="Secret copied to clipboard"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
