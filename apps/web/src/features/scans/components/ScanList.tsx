import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import { SCAN_STATUSES, type ScanStatus, type ScanSummary } from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTargets } from '../../targets/api';
import { useScans } from '../api';
import { durationBetween, formatDuration, formatRate, STATUS_LABELS } from '../scan-format';
import { RiskChip } from './RiskChip';
import { ScanStatusChip } from './ScanStatusChip';
import { TemplateName } from './TemplateName';

const PAGE_SIZE = 20;

const scanPath = (scan: ScanSummary) => `/jobs/${scan.id}`;

const STATUS: DataColumn<ScanSummary> = {
  key: 'status',
  header: 'Status',
  render: (scan) => (
    <Link component={RouterLink} to={scanPath(scan)} underline="none">
      <ScanStatusChip status={scan.status} />
    </Link>
  ),
};
const TARGET: DataColumn<ScanSummary> = {
  key: 'target',
  header: 'Target',
  render: (scan) => (
    <Link component={RouterLink} to={scanPath(scan)} sx={{ fontWeight: 600 }}>
      {scan.targetName}
    </Link>
  ),
};
const TEMPLATE: DataColumn<ScanSummary> = {
  key: 'template',
  header: 'Template',
  hideBelow: 'md',
  cellTestId: 'scan-template',
  render: (scan) => <TemplateName template={scan.template} />,
};
const STARTED: DataColumn<ScanSummary> = {
  key: 'started',
  header: 'Started',
  render: (scan) => formatDateTime(scan.startedAt ?? scan.createdAt),
};
const STARTED_LINK: DataColumn<ScanSummary> = {
  key: 'started',
  header: 'Started',
  render: (scan) => (
    <Link component={RouterLink} to={scanPath(scan)} sx={{ fontWeight: 600 }}>
      {formatDateTime(scan.startedAt ?? scan.createdAt)}
    </Link>
  ),
};
const DURATION: DataColumn<ScanSummary> = {
  key: 'duration',
  header: 'Duration',
  hideBelow: 'sm',
  render: (scan) => formatDuration(durationBetween(scan.startedAt, scan.finishedAt)),
};
const PROBES: DataColumn<ScanSummary> = {
  key: 'probes',
  header: 'Probes',
  align: 'right',
  render: (scan) =>
    `${formatNumber(scan.progress.completed)} / ${formatNumber(scan.progress.total)}`,
};
const ASR: DataColumn<ScanSummary> = {
  key: 'asr',
  header: 'Attack success',
  align: 'right',
  cellTestId: 'scan-asr',
  render: (scan) => formatRate(scan.progress.attackSuccessRate),
};
const RISK: DataColumn<ScanSummary> = {
  key: 'risk',
  header: 'Risk',
  hideBelow: 'sm',
  render: (scan) => <RiskChip risk={scan.risk} />,
};

/** Every team's history names the target; one target's (its page's tab) links the start time. */
const ALL_TARGETS = [STATUS, TARGET, TEMPLATE, STARTED, DURATION, PROBES, ASR, RISK];
const ONE_TARGET = [STATUS, STARTED_LINK, TEMPLATE, DURATION, PROBES, ASR, RISK];

/**
 * A team's scans, newest first, filtered by status and target — or, with `targetId`, one
 * target's scans (the target filter fixed and hidden).
 */
export function ScanList({
  teamId,
  targetId: fixedTargetId,
}: {
  teamId: string | undefined;
  targetId?: string;
}) {
  const [status, setStatus] = useState<ScanStatus | ''>('');
  const [chosenTargetId, setChosenTargetId] = useState('');
  const [page, setPage] = useState(0);
  const targetId = fixedTargetId ?? chosenTargetId;
  const { data, isPending, error } = useScans(teamId, {
    status: status || undefined,
    targetId: targetId || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const { data: targets = [] } = useTargets(fixedTargetId ? undefined : teamId);
  const filtered = status !== '' || chosenTargetId !== '';

  return (
    <DataTable
      columns={fixedTargetId ? ONE_TARGET : ALL_TARGETS}
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
          {!fixedTargetId && (
            <FilterSelect
              label="Target"
              value={chosenTargetId}
              allLabel="All targets"
              options={targets.map((target) => target.id)}
              optionLabel={(id) => targets.find((target) => target.id === id)?.name ?? id}
              onChange={(value) => {
                setChosenTargetId(value);
                setPage(0);
              }}
              sx={{ minWidth: 240 }}
            />
          )}
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
  );
}
