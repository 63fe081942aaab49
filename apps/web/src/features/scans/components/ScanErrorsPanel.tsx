import { Box, Button, Typography } from '@mui/material';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { formatNumber } from '../../../lib/format';
import { useScanErrors } from '../api';

type ErrorGroup = { id: string; reason: string; count: number };

/**
 * The scan's errored probes (the target or the run failed, so nothing was graded) grouped by
 * reason, largest group first; a group opens the probe table filtered to it.
 */
export function ScanErrorsPanel({
  scanId,
  live,
  onOpenGroup,
}: {
  scanId: string;
  live: boolean;
  onOpenGroup: (reason: string) => void;
}) {
  const { data, isPending, error } = useScanErrors(scanId, live);
  const columns: DataColumn<ErrorGroup>[] = [
    {
      key: 'reason',
      header: 'Reason',
      sx: { wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 13 },
      render: (group) => group.reason,
    },
    {
      key: 'count',
      header: 'Probes',
      align: 'right',
      cellTestId: 'error-group-count',
      render: (group) => formatNumber(group.count),
    },
    {
      key: 'open',
      header: '',
      align: 'right',
      render: (group) => (
        <Button size="small" onClick={() => onOpenGroup(group.reason)}>
          Show probes
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      testId="scan-errors"
      columns={columns}
      rows={data?.groups.map((group) => ({ ...group, id: group.reason }))}
      rowTestId="error-group"
      size="small"
      isPending={isPending}
      error={error}
      emptyTitle="No errors"
      emptyMessage={
        live ? 'None so far: every probe sent has been answered.' : 'Every probe was answered.'
      }
      toolbar={
        <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Errors
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data && data.total > 0
              ? `${formatNumber(data.total)} probes ended in an error and were not graded.`
              : 'Probes that could not be sent or answered end here, grouped by reason.'}
          </Typography>
        </Box>
      }
    />
  );
}
