import { useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { AuditLog } from '@crucible/shared';
import { useParams, useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { useOrganizationUsers } from '../../organizations/api';
import { auditLogExportUrl, useAuditLogs, type AuditLogFilters } from '../api';
import { actorLabel, outcomeOf } from '../components/actor';
import { AuditLogDetailDialog } from '../components/AuditLogDetailDialog';
import {
  AUDIT_FILTER_KEYS,
  AuditLogFilterBar,
  type AuditLogFilterValues,
} from '../components/AuditLogFilterBar';

/** A date input's day as the instant it starts in the browser's time zone. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
/** "To" includes its day: the filter ends where the next day starts. */
const endOfDay = (day: string) => {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
};

function apiFilters(values: AuditLogFilterValues): AuditLogFilters {
  return {
    ...(values.actorId ? { actorId: values.actorId } : {}),
    ...(values.action ? { action: values.action.trim() } : {}),
    ...(values.subject ? { subject: values.subject.trim() } : {}),
    ...(values.outcome === 'success' || values.outcome === 'failure'
      ? { outcome: values.outcome }
      : {}),
    ...(values.from ? { from: startOfDay(values.from) } : {}),
    ...(values.to ? { to: endOfDay(values.to) } : {}),
    ...(values.q ? { q: values.q.trim() } : {}),
  };
}

const columns: DataColumn<AuditLog>[] = [
  {
    key: 'time',
    header: 'Time',
    render: (log) => formatDateTime(log.createdAt),
    sx: { whiteSpace: 'nowrap' },
  },
  { key: 'actor', header: 'Actor', render: (log) => actorLabel(log.actor), cellTestId: 'actor' },
  {
    key: 'action',
    header: 'Action',
    cellTestId: 'action',
    render: (log) => (
      <Box component="code" sx={{ fontSize: 13 }}>
        {log.action}
      </Box>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    hideBelow: 'md',
    render: (log) => (
      <Box>
        {log.subject}
        {log.subjectId && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {log.subjectId.length > 13 ? `${log.subjectId.slice(0, 8)}…` : log.subjectId}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    key: 'outcome',
    header: 'Outcome',
    cellTestId: 'outcome',
    render: (log) => (
      <Chip
        size="small"
        variant="outlined"
        color={log.status < 400 ? 'success' : 'error'}
        label={`${outcomeOf(log.status)} · ${log.status}`}
      />
    ),
  },
  { key: 'ip', header: 'IP', hideBelow: 'lg', render: (log) => log.ip ?? '—' },
];

/**
 * The organization's audit trail (admins): every mutating call, allowed or refused. Filters live
 * in the URL; pages are read by cursor ("Load more"); exports stream the filtered rows.
 */
export function AuditLogsPage() {
  const { orgId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(
        AUDIT_FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
      ) as AuditLogFilterValues,
    [params],
  );
  const filters = useMemo(() => apiFilters(values), [values]);
  const logs = useAuditLogs(orgId, filters);
  const users = useOrganizationUsers(orgId);
  const [open, setOpen] = useState<AuditLog | null>(null);
  const rows = logs.data?.pages.flatMap((page) => page.items);
  const filtered = Object.keys(filters).length > 0;

  const setFilters = (next: AuditLogFilterValues) => {
    const search = new URLSearchParams();
    for (const key of AUDIT_FILTER_KEYS) if (next[key]) search.set(key, next[key]);
    setParams(search);
  };

  return (
    <>
      <PageHeader
        title="Audit logs"
        heading="h2"
        description="Every change made in this organization through the app, the API or the CLI — allowed or refused — with who, from where and the outcome. Entries cannot be edited or deleted."
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={auditLogExportUrl(orgId, filters, 'csv')}
              download
            >
              Export CSV
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={auditLogExportUrl(orgId, filters, 'jsonl')}
              download
            >
              Export JSONL
            </Button>
          </Stack>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowTestId="audit-log-row"
        onRowClick={setOpen}
        isPending={logs.isPending}
        error={logs.error}
        size="small"
        loadingRows={8}
        toolbar={<AuditLogFilterBar values={values} users={users.data} onChange={setFilters} />}
        emptyTitle={filtered ? 'No entries match these filters' : 'No audit log entries yet'}
        emptyMessage={
          filtered
            ? 'Try a wider date range or fewer filters.'
            : 'Changes made in this organization will be listed here.'
        }
      />
      {rows && rows.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Typography color="text.secondary" data-testid="audit-log-count">
            {rows.length} {rows.length === 1 ? 'entry' : 'entries'} shown
            {logs.hasNextPage ? '' : ' (all)'}
          </Typography>
          {logs.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void logs.fetchNextPage()}
              disabled={logs.isFetchingNextPage}
            >
              {logs.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </Stack>
      )}
      {open && <AuditLogDetailDialog log={open} onClose={() => setOpen(null)} />}
    </>
  );
}
