import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { CopyField } from '../../../components/CopyField';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import type { CliTokenResponse } from '../api';

type CliLoginDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The token minted when the dialog was opened (each opening mints a fresh one). */
  data: CliTokenResponse | undefined;
  error: unknown;
  isPending: boolean;
};

/** Spec §2 'CLI Login Information': a fresh CLI token to copy. */
export function CliLoginDialog({ open, onClose, data, error, isPending }: CliLoginDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Your Authentication Token</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>
          Use this token to authenticate your Crucible CLI.
        </DialogContentText>
        {isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} />
          </Box>
        )}
        {error != null && <Alert severity="error">{errorMessage(error)}</Alert>}
        {data && (
          <>
            <CopyField label="Token" value={data.token} toastMessage="Token copied to clipboard" />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              Expires {formatDateTime(data.expiresAt)}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
