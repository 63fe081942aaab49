import {
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { TableStates } from '../../../components/TableStates';
import { formatNumber } from '../../../lib/format';
import { useScanErrors } from '../api';

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
  return (
    <Card data-testid="scan-errors">
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
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Reason</TableCell>
              <TableCell align="right">Probes</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              columns={3}
              isPending={isPending}
              error={error}
              isEmpty={data?.groups.length === 0}
              emptyTitle="No errors"
              emptyMessage={
                live
                  ? 'None so far: every probe sent has been answered.'
                  : 'Every probe was answered.'
              }
            />
            {data?.groups.map((group) => (
              <TableRow key={group.reason} data-testid="error-group">
                <TableCell sx={{ wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 13 }}>
                  {group.reason}
                </TableCell>
                <TableCell align="right" data-testid="error-group-count">
                  {formatNumber(group.count)}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onOpenGroup(group.reason)}>
                    Show probes
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
