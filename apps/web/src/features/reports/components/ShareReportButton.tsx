import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import type { ScanReport } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CopyField } from '../../../components/CopyField';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useShareReport, useUnshareReport } from '../api';

/**
 * Making a report public (server config `enableMakePublic`, and `update` on the team's evals):
 * a link anyone can open without signing in, copied from here, revoked after a confirmation.
 */
export function ShareReportButton({ report }: { report: ScanReport }) {
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const share = useShareReport(report.scanId);
  const unshare = useUnshareReport(report.scanId);
  const toast = useToast();
  const url = report.share?.url ?? share.data?.url ?? null;
  const shared = report.share !== null || share.isSuccess;

  const revoke = () =>
    unshare.mutate(undefined, {
      onSuccess: () => {
        share.reset();
        setRevoking(false);
        toast('Public link revoked', 'success');
      },
      onError: (error) => toast(errorMessage(error), 'error'),
    });

  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        {shared ? 'Shared' : 'Share'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Share this report</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Anyone with the link can open this report without signing in. It shows this report
              only — no other data of your organization. Revoke the link to stop it working.
            </DialogContentText>
            {share.error && <Alert severity="error">{errorMessage(share.error)}</Alert>}
            {shared && url && (
              <CopyField label="Public link" value={url} toastMessage="Link copied to clipboard" />
            )}
            {shared && !url && (
              <Alert severity="warning">
                This report was made public, but its link cannot be read back (the server's secret
                key changed). Revoke it and share again for a new link.
              </Alert>
            )}
            {report.share && (
              <DialogContentText variant="body2">
                Public since {formatDateTime(report.share.sharedAt)}.
              </DialogContentText>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {shared ? (
            <Button color="error" onClick={() => setRevoking(true)}>
              Revoke link
            </Button>
          ) : (
            <Button variant="contained" loading={share.isPending} onClick={() => share.mutate()}>
              Make public
            </Button>
          )}
          <Button color="inherit" onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={revoking}
        title="Revoke the public link?"
        message="Anyone who has the link will no longer be able to open this report. Sharing again makes a new link."
        confirmLabel="Revoke link"
        pending={unshare.isPending}
        onConfirm={revoke}
        onClose={() => setRevoking(false)}
      />
    </>
  );
}
