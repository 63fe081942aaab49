import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ScanConfig } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { scanConfigExportUrl, useDeleteScanConfig, useScanConfigs } from '../api';
import { ImportScanConfigDialog } from '../components/ImportScanConfigDialog';
import { NewScanConfigDialog } from '../components/NewScanConfigDialog';
import { pluginRow, strategyId } from '../redteam-block';

const PAGE_SIZE = 25;

function summary(ids: string[]): string {
  if (ids.length === 0) return '—';
  return ids.length <= 3 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} +${ids.length - 3}`;
}

/** The team's scan templates: create from a preset, import / export YAML, edit, delete. */
export function ScanConfigsPage() {
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const toast = useToast();
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useScanConfigs(currentTeam?.id, {
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const remove = useDeleteScanConfig();
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const [deleting, setDeleting] = useState<ScanConfig | null>(null);
  const canCreate = ability.can('create', 'Config');
  const canDelete = ability.can('delete', 'Config');

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast('Scan template deleted successfully', 'success');
        setDeleting(null);
      },
      onError: (deleteError) => toast(errorMessage(deleteError), 'error'),
    });
  };

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
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Plugins</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Strategies</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={5}
                isPending={isPending}
                error={error}
                isEmpty={data?.items.length === 0}
                emptyTitle="No scan templates yet"
                emptyMessage="Start one from a preset, or import a YAML configuration."
              />
              {data?.items.map((template) => (
                <TableRow key={template.id} hover data-testid="config-row">
                  <TableCell sx={{ maxWidth: 360 }}>
                    <Link
                      component={RouterLink}
                      to={`/redteam/configs/${template.id}`}
                      sx={{ fontWeight: 600 }}
                    >
                      {template.name}
                    </Link>
                    {template.description && (
                      <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
                        {template.description}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell
                    sx={{
                      display: { xs: 'none', md: 'table-cell' },
                      fontFamily: 'monospace',
                      fontSize: 13,
                    }}
                  >
                    {summary(template.config.plugins.map((entry) => pluginRow(entry).id))}
                  </TableCell>
                  <TableCell
                    sx={{
                      display: { xs: 'none', md: 'table-cell' },
                      fontFamily: 'monospace',
                      fontSize: 13,
                    }}
                  >
                    {summary((template.config.strategies ?? []).map(strategyId))}
                  </TableCell>
                  <TableCell>{formatDate(template.updatedAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                      <Tooltip title="Delete">
                        <IconButton
                          aria-label={`Delete ${template.name}`}
                          onClick={() => setDeleting(template)}
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
        {data && data.total > PAGE_SIZE && (
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next)}
          />
        )}
      </Card>
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
      <ConfirmDialog
        open={deleting !== null}
        title="Delete scan template?"
        message={`${deleting?.name ?? ''} will be deleted. Scans already run with it keep their results.`}
        confirmLabel="Delete template"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
