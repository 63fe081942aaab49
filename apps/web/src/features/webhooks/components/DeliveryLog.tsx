import { useState } from 'react';
import { Box, Button, Chip, Tooltip } from '@mui/material';
import type { WebhookDelivery } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { DELIVERY_PAGE_SIZE, useResendDelivery, useWebhookDeliveries } from '../api';

const STATUS_COLOR = { pending: 'default', succeeded: 'success', failed: 'error' } as const;

/** One endpoint's deliveries, newest first: outcome, latency, the answer's start, resend. */
export function DeliveryLog({ orgId, endpointId }: { orgId: string; endpointId: string }) {
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useWebhookDeliveries(orgId, endpointId, page);
  const resend = useResendDelivery(orgId);
  const toast = useToast();

  const columns: DataColumn<WebhookDelivery>[] = [
    { key: 'event', header: 'Event', render: (d) => <code>{d.eventType}</code> },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <Tooltip title={d.nextAttemptAt ? `Next attempt ${formatDateTime(d.nextAttemptAt)}` : ''}>
          <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} variant="outlined" />
        </Tooltip>
      ),
      cellTestId: 'delivery-status',
    },
    { key: 'attempts', header: 'Attempts', align: 'right', render: (d) => d.attempts },
    {
      key: 'response',
      header: 'Response',
      render: (d) => (d.responseStatus === null ? '—' : d.responseStatus),
    },
    {
      key: 'latency',
      header: 'Latency',
      align: 'right',
      render: (d) => (d.latencyMs === null ? '—' : `${d.latencyMs} ms`),
    },
    {
      key: 'snippet',
      header: 'Response body',
      hideBelow: 'md',
      render: (d) => (
        <Box
          component="code"
          title={d.responseSnippet ?? ''}
          sx={{
            fontSize: 12,
            display: 'block',
            maxWidth: 280,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {d.responseSnippet ?? ''}
        </Box>
      ),
    },
    { key: 'at', header: 'Created', render: (d) => formatDateTime(d.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (d) => (
        <Button
          size="small"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(
              { id: endpointId, deliveryId: d.id },
              {
                onSuccess: () => toast('Delivery queued again', 'success'),
                onError: (e) => toast(errorMessage(e), 'error'),
              },
            )
          }
        >
          Resend
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={data?.deliveries}
      rowTestId="delivery-row"
      isPending={isPending}
      error={error}
      size="small"
      emptyTitle="No deliveries yet"
      emptyMessage="Events this endpoint subscribes to appear here. Send a test event to try it."
      pagination={{
        count: data?.total ?? 0,
        page,
        pageSize: DELIVERY_PAGE_SIZE,
        onPageChange: setPage,
      }}
    />
  );
}
