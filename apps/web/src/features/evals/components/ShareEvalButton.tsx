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
import type { EvalDetail } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CopyField } from '../../../components/CopyField';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useShareEval, useUnshareEval } from '../api';

/**
 * Making an eval public (server config `enableMakePublic`, `update` on Eval): its page opens
 * for anyone with the link, without signing in, until the link is revoked.
 */
export function ShareEvalButton({ evaluation }: { evaluation: EvalDetail }) {
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const share = useShareEval();
  const unshare = useUnshareEval();
  const toast = useToast();
  const shared = evaluation.public;
  const url = evaluation.share?.url ?? share.data?.url ?? null;

  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        {shared ? 'Shared' : 'Share'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Share this eval</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Anyone with the link can open this eval&apos;s results without signing in: its
              prompts, test variables and outputs. Revoke the link to make it private again.
            </DialogContentText>
            {share.error && <Alert severity="error">{errorMessage(share.error)}</Alert>}
            {shared && url && (
              <CopyField label="Public link" value={url} toastMessage="Link copied to clipboard" />
            )}
            {evaluation.share && (
              <DialogContentText variant="body2">
                Public since {formatDateTime(evaluation.share.sharedAt)}.
              </DialogContentText>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {shared ? (
            <Button color="error" onClick={() => setRevoking(true)}>
              Make private
            </Button>
          ) : (
            <Button
              variant="contained"
              loading={share.isPending}
              onClick={() =>
                share.mutate(evaluation.id, {
                  onSuccess: () => toast('The eval is public', 'success'),
                })
              }
            >
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
        title="Make this eval private?"
        message="The public link stops working: only members of the team can open the eval."
        confirmLabel="Make private"
        pending={unshare.isPending}
        onConfirm={() =>
          unshare.mutate(evaluation.id, {
            onSuccess: () => {
              share.reset();
              setRevoking(false);
              toast('The eval is private again', 'success');
            },
            onError: (error) => toast(errorMessage(error), 'error'),
          })
        }
        onClose={() => setRevoking(false)}
      />
    </>
  );
}
