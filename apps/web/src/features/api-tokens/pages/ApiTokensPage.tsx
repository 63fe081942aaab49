import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ApiToken } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useApiTokens, useRevokeApiToken } from '../api';
import { CreateTokenDialog } from '../components/CreateTokenDialog';

function isExpired(token: ApiToken): boolean {
  return token.expiresAt !== null && new Date(token.expiresAt).getTime() < Date.now();
}

/** My API tokens: for the CLI, CI and the MCP proxy; revocable at any time. */
export function ApiTokensPage() {
  const { data: tokens, isPending, error } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const revoke = useConfirmDelete<ApiToken>({
    mutation: useRevokeApiToken(),
    title: 'Revoke token?',
    message: (token) => `Anything using ${token.name} will stop working immediately.`,
    confirmLabel: 'Revoke',
    successMessage: 'Token revoked',
  });

  const columns: DataColumn<ApiToken>[] = [
    { key: 'name', header: 'Name', sx: { fontWeight: 600 }, render: (token) => token.name },
    {
      key: 'token',
      header: 'Token',
      render: (token) => (
        <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {token.prefix}…
        </Box>
      ),
    },
    { key: 'created', header: 'Created', render: (token) => formatDate(token.createdAt) },
    {
      key: 'lastUsed',
      header: 'Last used',
      render: (token) => (token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'),
    },
    {
      key: 'expires',
      header: 'Expires',
      render: (token) =>
        isExpired(token) ? (
          <Chip label="Expired" size="small" color="error" variant="outlined" />
        ) : token.expiresAt ? (
          formatDate(token.expiresAt)
        ) : (
          'Never'
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (token) => (
        <DeleteRowButton
          label={`Revoke ${token.name}`}
          tooltip="Revoke"
          onClick={() => revoke.ask(token)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="API Tokens"
        description="Tokens let the Crucible CLI, CI pipelines and the MCP proxy act as you. Treat them like passwords."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New token
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={tokens}
        rowTestId="token-row"
        isPending={isPending}
        error={error}
        emptyTitle="No API tokens yet"
        emptyMessage="Create a token to use Crucible from the command line or your CI."
        emptyAction={
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New token
          </Button>
        }
      />
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
      {revoke.dialog}
    </>
  );
}
