import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import { SCAN_STATUSES, type ScanStatus, type ScanSummary } from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTargets } from '../../targets/api';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useScans } from '../api';
import { ScanStatusChip } from '../components/ScanStatusChip';
import { TemplateName } from '../components/TemplateName';
import { durationBetween, formatDuration, formatRate, STATUS_LABELS } from '../scan-format';

const PAGE_SIZE = 20;

const COLUMNS: DataColumn<ScanSummary>[] = [
  {
    key: 'status',
    header: 'Status',
    render: (scan) => (
      <Link component={RouterLink} to={`/jobs/${scan.id}`} underline="none">
        <ScanStatusChip status={scan.status} />
      </Link>
    ),
  },
  {
    key: 'target',
    header: 'Target',
    render: (scan) => (
      <Link component={RouterLink} to={`/jobs/${scan.id}`} sx={{ fontWeight: 600 }}>
        {scan.targetName}
      </Link>
    ),
  },
  {
    key: 'template',
    header: 'Template',
    hideBelow: 'md',
    cellTestId: 'scan-template',
    render: (scan) => <TemplateName template={scan.template} />,
  },
  {
    key: 'started',
    header: 'Started',
    render: (scan) => formatDateTime(scan.startedAt ?? scan.createdAt),
  },
  {
    key: 'duration',
    header: 'Duration',
    hideBelow: 'sm',
    render: (scan) => formatDuration(durationBetween(scan.startedAt, scan.finishedAt)),
  },
  {
    key: 'probes',
    header: 'Probes',
    align: 'right',
    render: (scan) =>
      `${formatNumber(scan.progress.completed)} / ${formatNumber(scan.progress.total)}`,
  },
  {
    key: 'asr',
    header: 'Attack success',
    align: 'right',
    cellTestId: 'scan-asr',
    render: (scan) => formatRate(scan.progress.attackSuccessRate),
  },
];

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
      <DataTable
        columns={COLUMNS}
        rows={data?.items}
        rowTestId="scan-row"
        isPending={isPending}
        error={error}
        emptyTitle={filtered ? 'No scans match these filters' : 'No scans yet'}
        emptyMessage={filtered ? 'Clear a filter to see more.' : 'Start one with New Scan.'}
        toolbar={
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <FilterSelect
              label="Status"
              value={status}
              allLabel="All statuses"
              options={SCAN_STATUSES}
              optionLabel={(value) => STATUS_LABELS[value]}
              onChange={(value) => {
                setStatus(value);
                setPage(0);
              }}
              sx={{ minWidth: 200 }}
            />
            <FilterSelect
              label="Target"
              value={targetId}
              allLabel="All targets"
              options={targets.map((target) => target.id)}
              optionLabel={(id) => targets.find((target) => target.id === id)?.name ?? id}
              onChange={(value) => {
                setTargetId(value);
                setPage(0);
              }}
              sx={{ minWidth: 240 }}
            />
          </Stack>
        }
        pagination={
          data && {
            count: data.total,
            page,
            pageSize: PAGE_SIZE,
            onPageChange: setPage,
          }
        }
      />
    </>
  );
}
