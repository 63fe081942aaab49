import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  InputAdornment,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { Target } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useDeleteTarget, useTargets } from '../api';
import { CreateTargetDialog } from '../components/CreateTargetDialog';
import { TARGET_TYPE_SHORT } from '../target-types';

/** Where a target's traffic goes, for the list. */
function endpoint(target: Target): string {
  const config = target.config;
  switch (config.type) {
    case 'http':
    case 'websocket':
      return config.url;
    case 'openai':
    case 'anthropic':
      return `${config.model} · ${config.baseUrl}`;
    case 'demo':
      return 'Built-in demo assistant';
  }
}

function matches(target: Target, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [target.name, target.purpose ?? '', target.type, endpoint(target)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The current team's targets: search, create, open, delete. */
export function TargetsPage() {
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const toast = useToast();
  const { data: targets, isPending, error } = useTargets(currentTeam?.id);
  const remove = useDeleteTarget();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const canCreate = ability.can('create', 'Provider');
  const canDelete = ability.can('delete', 'Provider');
  const shown = targets?.filter((target) => matches(target, search));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast('Target deleted successfully', 'success');
        setDeleting(null);
      },
      onError: (deleteError) => toast(errorMessage(deleteError), 'error'),
    });
  };

  return (
    <>
      <PageHeader
        title="Targets"
        description="The AI applications this team tests: endpoints, models and how to reach them."
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New target
            </Button>
          )
        }
      />
      <Card>
        <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            size="small"
            placeholder="Search targets"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search targets' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Type</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Endpoint</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={5}
                isPending={isPending}
                error={error}
                isEmpty={shown?.length === 0}
                emptyTitle={search ? 'No targets match your search' : 'No targets yet'}
                emptyMessage={
                  search
                    ? 'Try a different search term.'
                    : 'A target is the AI application a scan attacks.'
                }
                emptyAction={
                  !search &&
                  canCreate && (
                    <Button variant="outlined" onClick={() => setCreating(true)}>
                      New target
                    </Button>
                  )
                }
              />
              {shown?.map((target) => (
                <TableRow key={target.id} hover data-testid="target-row">
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Link
                      component={RouterLink}
                      to={`/redteam/targets/${target.id}`}
                      sx={{ fontWeight: 600 }}
                    >
                      {target.name}
                    </Link>
                    {target.purpose && (
                      <Box
                        sx={{
                          color: 'text.secondary',
                          fontSize: 13,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {target.purpose}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={TARGET_TYPE_SHORT[target.type]} variant="outlined" />
                  </TableCell>
                  <TableCell
                    sx={{
                      display: { xs: 'none', md: 'table-cell' },
                      fontFamily: 'monospace',
                      fontSize: 13,
                      maxWidth: 360,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {endpoint(target)}
                  </TableCell>
                  <TableCell>{formatDate(target.updatedAt)}</TableCell>
                  <TableCell align="right">
                    {canDelete && (
                      <Tooltip title="Delete">
                        <IconButton
                          aria-label={`Delete ${target.name}`}
                          onClick={() => setDeleting(target)}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {currentTeam && (
        <CreateTargetDialog
          open={creating}
          teamId={currentTeam.id}
          onClose={() => setCreating(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete target?"
        message={`${deleting?.name ?? ''} and its stored secrets will be deleted. This cannot be undone.`}
        confirmLabel="Delete target"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
