import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Card,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { SCAN_STATUSES, type ScanStatus } from '@crucible/shared';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTargets } from '../../targets/api';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useScans } from '../api';
import { ScanStatusChip } from '../components/ScanStatusChip';
import { TemplateName } from '../components/TemplateName';
import { durationBetween, formatDuration, formatRate, STATUS_LABELS } from '../scan-format';

const PAGE_SIZE = 20;

/** `/jobs`: the team's scans, newest first, filtered by status and target. */
export function ScanHistoryPage() {
  const { currentTeam } = useCurrentTeam();
  const [status, setStatus] = useState<ScanStatus | ''>('');
  const [targetId, setTargetId] = useState('');
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useScans(currentTeam?.id, {
    status: status || undefined,
    targetId: targetId || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const { data: targets = [] } = useTargets(currentTeam?.id);
  const filtered = status !== '' || targetId !== '';

  return (
    <>
      <PageHeader
        title="Scan History"
        description="Every scan of this team, with its progress and results."
      />
      <Card>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ScanStatus | '');
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {SCAN_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Target"
            value={targetId}
            onChange={(event) => {
              setTargetId(event.target.value);
              setPage(0);
            }}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">All targets</MenuItem>
            {targets.map((target) => (
              <MenuItem key={target.id} value={target.id}>
                {target.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Status</TableCell>
                <TableCell>Target</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Template</TableCell>
                <TableCell>Started</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Duration</TableCell>
                <TableCell align="right">Probes</TableCell>
                <TableCell align="right">Attack success</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={7}
                isPending={isPending}
                error={error}
                isEmpty={data?.items.length === 0}
                emptyTitle={filtered ? 'No scans match these filters' : 'No scans yet'}
                emptyMessage={filtered ? 'Clear a filter to see more.' : 'Start one with New Scan.'}
              />
              {data?.items.map((scan) => (
                <TableRow key={scan.id} hover data-testid="scan-row">
                  <TableCell>
                    <Link component={RouterLink} to={`/jobs/${scan.id}`} underline="none">
                      <ScanStatusChip status={scan.status} />
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/jobs/${scan.id}`} sx={{ fontWeight: 600 }}>
                      {scan.targetName}
                    </Link>
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', md: 'table-cell' } }}
                    data-testid="scan-template"
                  >
                    <TemplateName template={scan.template} />
                  </TableCell>
                  <TableCell>{formatDateTime(scan.startedAt ?? scan.createdAt)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatDuration(durationBetween(scan.startedAt, scan.finishedAt))}
                  </TableCell>
                  <TableCell align="right">
                    {formatNumber(scan.progress.completed)} / {formatNumber(scan.progress.total)}
                  </TableCell>
                  <TableCell align="right" data-testid="scan-asr">
                    {formatRate(scan.progress.attackSuccessRate)}
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
    </>
  );
}
