import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { SeverityOverrideCollection } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';
import { useDeleteSeverityOverride, useSeverityOverrides } from '../api';
import { NewSeverityOverrideDialog } from '../components/NewSeverityOverrideDialog';
import { PRECEDENCE_TEXT, severityOverridePath } from '../severity-paths';

const MONOSPACE = { fontFamily: 'monospace', fontSize: 13 } as const;

function itemsSummary(collection: SeverityOverrideCollection): string {
  const shown = collection.items
    .slice(0, 3)
    .map((item) => `${item.pluginId} → ${SEVERITY_LABELS[item.severity]}`);
  const more = collection.items.length - shown.length;
  if (shown.length === 0) return '—';
  return more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', ');
}

/** `/redteam/plugins/severities`: the organization's override collections; create and delete. */
export function SeverityOverridesPage() {
  const ability = useAppAbility();
  const { data, isPending, error } = useSeverityOverrides();
  const [creating, setCreating] = useState(false);
  const remove = useConfirmDelete<SeverityOverrideCollection>({
    mutation: useDeleteSeverityOverride(),
    title: 'Delete severity override collection?',
    message: (collection) =>
      collection.active && collection.items.length > 0
        ? `${collection.name} will be deleted, and the vulnerabilities of its ${collection.items.length} plugins go back to the severity that applies without it.`
        : `${collection.name} will be deleted.`,
    confirmLabel: 'Delete collection',
    successMessage: 'Severity override collection deleted',
  });
  const canCreate = ability.can('create', 'PluginSeverityOverride');
  const canDelete = ability.can('delete', 'PluginSeverityOverride');

  const columns: DataColumn<SeverityOverrideCollection>[] = [
    {
      key: 'name',
      header: 'Name',
      sx: { maxWidth: 360 },
      render: (collection) => (
        <>
          <Link
            component={RouterLink}
            to={severityOverridePath(collection.id)}
            sx={{ fontWeight: 600 }}
          >
            {collection.name}
          </Link>
          {collection.description && (
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{collection.description}</Box>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (collection) => (
        <Chip
          size="small"
          label={collection.active ? 'Active' : 'Inactive'}
          color={collection.active ? 'success' : 'default'}
          variant={collection.active ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      key: 'plugins',
      header: 'Overrides',
      hideBelow: 'md',
      sx: MONOSPACE,
      render: itemsSummary,
    },
    { key: 'updated', header: 'Updated', render: (c) => formatDate(c.updatedAt) },
    ...(canDelete
      ? [
          {
            key: 'actions',
            header: 'Actions',
            align: 'right' as const,
            render: (collection: SeverityOverrideCollection) => (
              <DeleteRowButton
                label={`Delete ${collection.name}`}
                onClick={() => remove.ask(collection)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Plugin Severity Overrides"
        description={`Change how severe a plugin's findings are for your organization. ${PRECEDENCE_TEXT}`}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New collection
            </Button>
          )
        }
      />
      <DataTable
        columns={columns}
        rows={data}
        rowTestId="severity-override-row"
        isPending={isPending}
        error={error}
        emptyTitle="No severity overrides yet"
        emptyMessage="Every plugin has its default severity. Create a collection to raise or lower some for your organization."
      />
      <NewSeverityOverrideDialog open={creating} onClose={() => setCreating(false)} />
      {remove.dialog}
    </>
  );
}
