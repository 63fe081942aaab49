import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { WebhookEndpoint } from '@crucible/shared';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDeleteWebhook, useRotateWebhookSecret, useSendTestEvent, useWebhooks } from '../api';
import { DeliveryLog } from '../components/DeliveryLog';
import { SecretShownOnce } from '../components/SecretShownOnce';
import { WebhookDialog } from '../components/WebhookDialog';

type Shown = { title: string; secret: string; note?: string };

/** The organization's webhook endpoints (admins): events out of Crucible, signed. */
export function WebhooksPage() {
  const { orgId = '' } = useParams();
  const { data: webhooks, isPending, error } = useWebhooks(orgId);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const rotate = useRotateWebhookSecret(orgId);
  const test = useSendTestEvent(orgId);
  const toast = useToast();
  const remove = useConfirmDelete<WebhookEndpoint>({
    mutation: useDeleteWebhook(orgId),
    title: 'Delete webhook?',
    message: (w) => `${w.url} will stop receiving events, and its delivery log is deleted.`,
    confirmLabel: 'Delete',
    successMessage: 'Webhook deleted',
  });

  const sendTest = (endpoint: WebhookEndpoint) => {
    setOpen(endpoint.id);
    test.mutate(endpoint.id, {
      onSuccess: () => toast('Test event queued', 'success'),
      onError: (e) => toast(errorMessage(e), 'error'),
    });
  };

  const columns: DataColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: 'Endpoint',
      render: (w) => (
        <Box>
          <Box component="code" sx={{ fontSize: 13, wordBreak: 'break-all' }}>
            {w.url}
          </Box>
          {w.description && (
            <Typography variant="body2" color="text.secondary">
              {w.description}
            </Typography>
          )}
          {w.disabledReason && (
            <Alert severity="error" sx={{ mt: 1, py: 0 }} data-testid="disabled-reason">
              {w.disabledReason}
            </Alert>
          )}
        </Box>
      ),
    },
    {
      key: 'events',
      header: 'Events',
      hideBelow: 'md',
      render: (w) => `${w.events.length} event${w.events.length === 1 ? '' : 's'}`,
    },
    {
      key: 'state',
      header: 'State',
      render: (w) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip
            size="small"
            variant="outlined"
            label={w.enabled ? 'Enabled' : 'Disabled'}
            color={w.enabled ? 'success' : 'default'}
          />
          {w.previousSecretExpiresAt && (
            <Typography variant="caption" color="text.secondary">
              Old secret valid until {formatDateTime(w.previousSecretExpiresAt)}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (w) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setOpen(open === w.id ? null : w.id)}>
            {open === w.id ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button size="small" disabled={!w.enabled || test.isPending} onClick={() => sendTest(w)}>
            Send test event
          </Button>
          <Button size="small" onClick={() => setEditing(w)}>
            Edit
          </Button>
          <Button size="small" onClick={() => setRotating(w)}>
            Rotate secret
          </Button>
          <Button size="small" color="error" onClick={() => remove.ask(w)}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  const openEndpoint = webhooks?.find((w) => w.id === open);
  return (
    <>
      <PageHeader
        title="Webhooks"
        heading="h2"
        description="Crucible POSTs signed events (Standard Webhooks) to these URLs: scans, vulnerabilities, evaluations, model audits, license and members."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New webhook
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={webhooks}
        rowTestId="webhook-row"
        isPending={isPending}
        error={error}
        emptyTitle="No webhooks yet"
        emptyMessage="Add an endpoint to receive events as they happen."
        emptyAction={
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New webhook
          </Button>
        }
      />
      {openEndpoint && (
        <Box sx={{ mt: 4 }} data-testid="delivery-log">
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            Deliveries to {openEndpoint.url}
          </Typography>
          <DeliveryLog orgId={orgId} endpointId={openEndpoint.id} />
        </Box>
      )}
      {editing && (
        <WebhookDialog
          orgId={orgId}
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(secret) => {
            setEditing(null);
            setShown({ title: 'Webhook created', secret });
          }}
        />
      )}
      {shown && <SecretShownOnce {...shown} onClose={() => setShown(null)} />}
      <ConfirmDialog
        open={rotating !== null}
        title="Rotate signing secret?"
        message="A new secret is created and shown once. The current one keeps signing beside it for 24 hours, so you can update your receiver without missing events."
        confirmLabel="Rotate"
        pending={rotate.isPending}
        onClose={() => setRotating(null)}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (rotated) => {
              setRotating(null);
              setShown({
                title: 'Secret rotated',
                secret: rotated.secret,
                note: 'The previous secret stays valid for 24 hours.',
              });
            },
            onError: (e) => toast(errorMessage(e), 'error'),
          })
        }
      />
      {remove.dialog}
    </>
  );
}
