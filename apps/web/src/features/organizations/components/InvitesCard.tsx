import { CardHeader } from '@mui/material';
import type { Invite } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useDeleteInvite, useInvites } from '../api';

/** Pending invites of the organization, each revocable. */
export function InvitesCard({ orgId }: { orgId: string }) {
  const { data: invites, isPending, error } = useInvites(orgId);
  const revoke = useConfirmDelete<Invite>({
    mutation: useDeleteInvite(orgId),
    title: 'Revoke invite?',
    message: (invite) => `The invite for ${invite.email} will stop working.`,
    confirmLabel: 'Revoke',
    successMessage: 'Invite revoked',
  });

  const columns: DataColumn<Invite>[] = [
    { key: 'email', header: 'Email', render: (invite) => invite.email },
    { key: 'invitedBy', header: 'Invited by', render: (invite) => invite.invitedBy ?? '—' },
    { key: 'sent', header: 'Sent', render: (invite) => formatDate(invite.createdAt) },
    { key: 'expires', header: 'Expires', render: (invite) => formatDate(invite.expiresAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (invite) => (
        <DeleteRowButton
          label={`Revoke invite for ${invite.email}`}
          tooltip="Revoke invite"
          onClick={() => revoke.ask(invite)}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        rows={invites}
        isPending={isPending}
        error={error}
        emptyTitle="No pending invites"
        emptyMessage="Invite people with the Invite user button."
        loadingRows={2}
        size="small"
        toolbar={
          <CardHeader title="Pending invites" subheader="Invites that have not been used yet." />
        }
        sx={{ mt: 3 }}
      />
      {revoke.dialog}
    </>
  );
}
