import { useState } from 'react';
import {
  Card,
  CardHeader,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Invite } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TableStates } from '../../../components/TableStates';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDeleteInvite, useInvites } from '../api';

/** Pending invites of the organization, each revocable. */
export function InvitesCard({ orgId }: { orgId: string }) {
  const { data: invites, isPending, error } = useInvites(orgId);
  const remove = useDeleteInvite(orgId);
  const toast = useToast();
  const [revoking, setRevoking] = useState<Invite | null>(null);

  const confirm = () => {
    if (!revoking) return;
    remove.mutate(revoking.id, {
      onSuccess: () => {
        toast('Invite revoked', 'success');
        setRevoking(null);
      },
      onError: (removeError) => toast(errorMessage(removeError), 'error'),
    });
  };

  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader title="Pending invites" subheader="Invites that have not been used yet." />
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>Invited by</TableCell>
              <TableCell>Sent</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              columns={5}
              isPending={isPending}
              error={error}
              isEmpty={invites?.length === 0}
              rows={2}
              emptyTitle="No pending invites"
              emptyMessage="Invite people with the Invite user button."
            />
            {invites?.map((invite) => (
              <TableRow key={invite.id} hover>
                <TableCell>{invite.email}</TableCell>
                <TableCell>{invite.invitedBy ?? '—'}</TableCell>
                <TableCell>{formatDate(invite.createdAt)}</TableCell>
                <TableCell>{formatDate(invite.expiresAt)}</TableCell>
                <TableCell align="right">
                  <Tooltip title="Revoke invite">
                    <IconButton
                      aria-label={`Revoke invite for ${invite.email}`}
                      onClick={() => setRevoking(invite)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invite?"
        message={`The invite for ${revoking?.email ?? ''} will stop working.`}
        confirmLabel="Revoke"
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
