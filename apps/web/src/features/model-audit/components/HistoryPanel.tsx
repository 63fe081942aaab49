import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import {
  MODEL_AUDIT_STATUSES,
  MODEL_AUDIT_VERDICTS,
  type ModelAuditScanSummary,
  type ModelAuditStatus,
  type ModelAuditVerdict,
} from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { formatDateTime } from '../../../lib/format';
import { useModelAuditScans } from '../api';
import { formatBytes, STATUS_LABELS, VERDICT_LABELS } from '../format';
import { SeverityChip, StatusChip, VerdictChip } from './Chips';

const PAGE_SIZE = 20;
const PERIODS = { day: 1, week: 7, month: 30 } as const;
type Period = keyof typeof PERIODS;
const PERIOD_LABELS: Record<Period, string> = {
  day: 'Last 24 hours',
  week: 'Last 7 days',
  month: 'Last 30 days',
};

const scanPath = (scan: ModelAuditScanSummary) => `/model-audit/scan/${scan.id}`;

const COLUMNS: DataColumn<ModelAuditScanSummary>[] = [
  {
    key: 'names',
    header: 'Files',
    render: (scan) => (
      <Link component={RouterLink} to={scanPath(scan)} sx={{ fontWeight: 600 }}>
        {scan.names.length === 1
          ? scan.names[0]
          : `${scan.names[0]} and ${scan.names.length - 1} more`}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', render: (scan) => <StatusChip status={scan.status} /> },
  { key: 'verdict', header: 'Verdict', render: (scan) => <VerdictChip verdict={scan.verdict} /> },
  {
    key: 'findings',
    header: 'Findings',
    hideBelow: 'sm',
    render: (scan) => (
      <Stack direction="row" spacing={0.5}>
        {scan.counts.critical > 0 && (
          <SeverityChip severity="critical" count={scan.counts.critical} />
        )}
        {scan.counts.high > 0 && <SeverityChip severity="high" count={scan.counts.high} />}
        {scan.counts.medium > 0 && <SeverityChip severity="medium" count={scan.counts.medium} />}
      </Stack>
    ),
  },
  {
    key: 'size',
    header: 'Size',
    align: 'right',
    hideBelow: 'md',
    render: (scan) => formatBytes(scan.bytes || scan.progress.bytesTotal),
  },
  { key: 'by', header: 'By', hideBelow: 'md', render: (scan) => scan.createdBy.name },
  { key: 'created', header: 'Started', render: (scan) => formatDateTime(scan.createdAt) },
];

/** The team's model audits, newest first, filtered by status, verdict and period. */
export function HistoryPanel({ teamId }: { teamId: string | undefined }) {
  const [status, setStatus] = useState<ModelAuditStatus | ''>('');
  const [verdict, setVerdict] = useState<ModelAuditVerdict | ''>('');
  const [period, setPeriod] = useState<Period | ''>('');
  const [page, setPage] = useState(0);
  const [from] = useState(() => new Date());
  const { data, isPending, error } = useModelAuditScans(teamId, {
    status: status || undefined,
    verdict: verdict || undefined,
    from: period
      ? new Date(from.getTime() - PERIODS[period] * 86_400_000).toISOString()
      : undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const filtered = status !== '' || verdict !== '' || period !== '';
  const reset =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(0);
    };
  return (
    <DataTable
      columns={COLUMNS}
      rows={data?.items}
      rowTestId="model-audit-row"
      isPending={isPending}
      error={error}
      emptyTitle={filtered ? 'No scans match these filters' : 'No model audits yet'}
      emptyMessage={
        filtered ? 'Clear a filter to see more.' : 'Scan model files from the New Scan tab.'
      }
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
            options={MODEL_AUDIT_STATUSES}
            optionLabel={(value) => STATUS_LABELS[value]}
            onChange={reset(setStatus)}
            sx={{ minWidth: 180 }}
          />
          <FilterSelect
            label="Verdict"
            value={verdict}
            allLabel="All verdicts"
            options={MODEL_AUDIT_VERDICTS}
            optionLabel={(value) => VERDICT_LABELS[value]}
            onChange={reset(setVerdict)}
            sx={{ minWidth: 180 }}
          />
          <FilterSelect
            label="Period"
            value={period}
            allLabel="Any time"
            options={Object.keys(PERIODS) as Period[]}
            optionLabel={(value) => PERIOD_LABELS[value]}
            onChange={reset(setPeriod)}
            sx={{ minWidth: 180 }}
          />
        </Stack>
      }
      pagination={data && { count: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
    />
  );
}
