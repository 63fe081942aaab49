import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, InputAdornment, Link, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { TargetSummary } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useDeleteTarget, useTargets } from '../api';
import { CreateTargetDialog } from '../components/CreateTargetDialog';
import { targetPagePath } from '../target-paths';
import { TARGET_TYPE_SHORT } from '../target-types';

/** Where a target's traffic goes, for the list. */
const endpoint = (target: TargetSummary): string => target.endpoint ?? 'Built-in demo assistant';

function matches(target: TargetSummary, search: string): boolean {
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
  const { data: targets, isPending, error } = useTargets(currentTeam?.id);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const remove = useConfirmDelete<TargetSummary>({
    mutation: useDeleteTarget(),
    title: 'Delete target?',
    message: (target) =>
      `${target.name} and its stored secrets will be deleted. This cannot be undone.`,
    confirmLabel: 'Delete target',
    successMessage: 'Target deleted successfully',
  });
  const canCreate = ability.can('create', 'Provider');
  const canDelete = ability.can('delete', 'Provider');
  const shown = targets?.filter((target) => matches(target, search));

  const columns: DataColumn<TargetSummary>[] = [
    {
      key: 'name',
      header: 'Name',
      sx: { maxWidth: 320 },
      render: (target) => (
        <>
          <Link component={RouterLink} to={targetPagePath(target.id)} sx={{ fontWeight: 600 }}>
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
        </>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      render: (target) => (
        <Chip size="small" label={TARGET_TYPE_SHORT[target.type]} variant="outlined" />
      ),
    },
    {
      key: 'endpoint',
      header: 'Endpoint',
      hideBelow: 'md',
      sx: {
        fontFamily: 'monospace',
        fontSize: 13,
        maxWidth: 360,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      render: endpoint,
    },
    { key: 'updated', header: 'Updated', render: (target) => formatDate(target.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (target) =>
        canDelete && (
          <DeleteRowButton label={`Delete ${target.name}`} onClick={() => remove.ask(target)} />
        ),
    },
  ];

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
      <DataTable
        columns={columns}
        rows={shown}
        rowTestId="target-row"
        isPending={isPending}
        error={error}
        emptyTitle={search ? 'No targets match your search' : 'No targets yet'}
        emptyMessage={
          search ? 'Try a different search term.' : 'A target is the AI application a scan attacks.'
        }
        emptyAction={
          !search &&
          canCreate && (
            <Button variant="outlined" onClick={() => setCreating(true)}>
              New target
            </Button>
          )
        }
        toolbar={
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
        }
      />
      {currentTeam && (
        <CreateTargetDialog
          open={creating}
          teamId={currentTeam.id}
          onClose={() => setCreating(false)}
        />
      )}
      {remove.dialog}
    </>
  );
}
