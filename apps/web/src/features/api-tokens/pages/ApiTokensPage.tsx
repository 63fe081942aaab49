import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { ApiToken } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useApiTokens, useRevokeApiToken } from '../api';
import { CreateTokenDialog } from '../components/CreateTokenDialog';

function isExpired(token: ApiToken): boolean {
  return token.expiresAt !== null && new Date(token.expiresAt).getTime() < Date.now();
}

/** My API tokens: for the CLI, CI and the MCP proxy; revocable at any time. */
export function ApiTokensPage() {
  const { data: tokens, isPending, error } = useApiTokens();
  const revoke = useRevokeApiToken();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast('Token revoked', 'success');
        setRevoking(null);
      },
      onError: (revokeError) => toast(errorMessage(revokeError), 'error'),
    });
  };

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
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Token</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={6}
                isPending={isPending}
                error={error}
                isEmpty={tokens?.length === 0}
                emptyTitle="No API tokens yet"
                emptyMessage="Create a token to use Crucible from the command line or your CI."
                emptyAction={
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => setCreating(true)}
                  >
                    New token
                  </Button>
                }
              />
              {tokens?.map((token) => (
                <TableRow key={token.id} hover data-testid="token-row">
                  <TableCell sx={{ fontWeight: 600 }}>{token.name}</TableCell>
                  <TableCell>
                    <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
                      {token.prefix}…
                    </Box>
                  </TableCell>
                  <TableCell>{formatDate(token.createdAt)}</TableCell>
                  <TableCell>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'}</TableCell>
                  <TableCell>
                    {isExpired(token) ? (
                      <Chip label="Expired" size="small" color="error" variant="outlined" />
                    ) : token.expiresAt ? (
                      formatDate(token.expiresAt)
                    ) : (
                      'Never'
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Tooltip title="Revoke">
                      <IconButton
                        aria-label={`Revoke ${token.name}`}
                        onClick={() => setRevoking(token)}
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
      </Card>
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke token?"
        message={`Anything using ${revoking?.name ?? 'this token'} will stop working immediately.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
