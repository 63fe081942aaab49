import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, IconButton, Link, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ScanConfig } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { scanConfigExportUrl, useDeleteScanConfig, useScanConfigs } from '../api';
import { ImportScanConfigDialog } from '../components/ImportScanConfigDialog';
import { NewScanConfigDialog } from '../components/NewScanConfigDialog';
import { intentSummary, isIntentEntry, pluginRow, strategiesOn } from '../redteam-block';

const PAGE_SIZE = 25;
const MONOSPACE = { fontFamily: 'monospace', fontSize: 13 } as const;

function summary(ids: string[]): string {
  if (ids.length === 0) return '—';
  return ids.length <= 3 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} +${ids.length - 3}`;
}

/** The team's scan templates: create from a preset, import / export YAML, edit, delete. */
export function ScanConfigsPage() {
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useScanConfigs(currentTeam?.id, {
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const remove = useConfirmDelete<ScanConfig>({
    mutation: useDeleteScanConfig(),
    title: 'Delete scan template?',
    message: (template) =>
      `${template.name} will be deleted. Scans already run with it keep their results.`,
    confirmLabel: 'Delete template',
    successMessage: 'Scan template deleted successfully',
  });
  const canCreate = ability.can('create', 'Config');
  const canDelete = ability.can('delete', 'Config');

  const columns: DataColumn<ScanConfig>[] = [
    {
      key: 'name',
      header: 'Name',
      sx: { maxWidth: 360 },
      render: (template) => (
        <>
          <Link
            component={RouterLink}
            to={`/redteam/configs/${template.id}`}
            sx={{ fontWeight: 600 }}
          >
            {template.name}
          </Link>
          {template.description && (
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{template.description}</Box>
          )}
        </>
      ),
    },
    {
      key: 'plugins',
      header: 'Plugins',
      hideBelow: 'md',
      sx: MONOSPACE,
      render: (template) =>
        summary(
          template.config.plugins.map((entry) =>
            // Fixed prompts read as what grades them: "intent: prompt-extraction".
            isIntentEntry(entry) ? `intent: ${intentSummary(entry).pluginId}` : pluginRow(entry).id,
          ),
        ),
    },
    {
      key: 'strategies',
      header: 'Strategies',
      hideBelow: 'md',
      sx: MONOSPACE,
      // As they run: basic unless turned off, no strategy written as disabled.
      render: (template) => summary(strategiesOn(template.config.strategies)),
    },
    { key: 'updated', header: 'Updated', render: (template) => formatDate(template.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (template) => (
        <>
          <Tooltip title="Export YAML">
            <IconButton
              component="a"
              href={scanConfigExportUrl(template.id)}
              download
              aria-label={`Export ${template.name}`}
            >
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {canDelete && (
            <DeleteRowButton
              label={`Delete ${template.name}`}
              onClick={() => remove.ask(template)}
            />
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Scan Templates"
        description="Reusable scan configurations: which plugins attack, with which strategies, how many tests."
        actions={
          canCreate && (
            <>
              <Button startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
                Import YAML
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
                New template
              </Button>
            </>
          )
        }
      />
      <DataTable
        columns={columns}
        rows={data?.items}
        rowTestId="config-row"
        isPending={isPending}
        error={error}
        emptyTitle="No scan templates yet"
        emptyMessage="Start one from a preset, or import a YAML configuration."
        pagination={data && { count: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />
      {currentTeam && (
        <>
          <NewScanConfigDialog
            open={dialog === 'new'}
            teamId={currentTeam.id}
            onClose={() => setDialog(null)}
          />
          <ImportScanConfigDialog
            open={dialog === 'import'}
            teamId={currentTeam.id}
            onClose={() => setDialog(null)}
          />
        </>
      )}
      {remove.dialog}
    </>
  );
}
