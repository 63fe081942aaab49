import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  CreateWebhookRequestSchema,
  PLUGIN_SEVERITIES,
  WEBHOOK_EVENT_GROUPS,
  type PluginSeverity,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';
import { useCreateWebhook, useUpdateWebhook } from '../api';

type Props = {
  orgId: string;
  /** Absent: a new endpoint. */
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  /** After create: the secret to show once. */
  onCreated: (secret: string) => void;
};

/** Create or edit an endpoint: URL, description, events by group, enabled. */
export function WebhookDialog({ orgId, endpoint, onClose, onCreated }: Props) {
  const create = useCreateWebhook(orgId);
  const update = useUpdateWebhook(orgId);
  const pending = create.isPending || update.isPending;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<Set<WebhookEventType>>(new Set(endpoint?.events ?? []));
  const [severity, setSeverity] = useState<PluginSeverity>(
    endpoint?.minModelAuditSeverity ?? 'high',
  );
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const toggle = (event: WebhookEventType) => {
    setEvents((previous) => {
      const next = new Set(previous);
      if (next.has(event)) next.delete(event);
      else next.add(event);
      return next;
    });
    setErrors((previous) => clearFieldError(previous, 'events'));
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const body = {
      url,
      description,
      events: [...events],
      minModelAuditSeverity: severity,
      enabled,
    };
    const checked = validate(CreateWebhookRequestSchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    const onError = (error: unknown) => setErrors(apiFormErrors(error));
    if (endpoint) {
      update.mutate({ id: endpoint.id, body: checked.data }, { onSuccess: onClose, onError });
    } else {
      create.mutate(checked.data, { onSuccess: (created) => onCreated(created.secret), onError });
    }
  };

  const eventsError = fieldError(errors, 'events');
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="md" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{endpoint ? 'Edit webhook' : 'New webhook'}</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="URL"
              placeholder="https://hooks.example.com/crucible"
              autoFocus
              required
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setErrors((previous) => clearFieldError(previous, 'url'));
              }}
              error={Boolean(fieldError(errors, 'url'))}
              helperText={
                fieldError(errors, 'url') ?? 'Receives a signed POST (Standard Webhooks) per event.'
              }
              fullWidth
            />
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(fieldError(errors, 'description'))}
              helperText={fieldError(errors, 'description')}
              fullWidth
            />
            <FormControl component="fieldset" error={Boolean(eventsError)}>
              <FormLabel component="legend">Events</FormLabel>
              <Grid container spacing={2} sx={{ mt: 0.5 }}>
                {Object.entries(WEBHOOK_EVENT_GROUPS).map(([group, types]) => (
                  <Grid key={group} size={{ xs: 12, sm: 6, md: 4 }}>
                    <FormLabel sx={{ fontSize: 13, fontWeight: 600 }}>{group}</FormLabel>
                    <FormGroup>
                      {types.map((type) => (
                        <FormControlLabel
                          key={type}
                          control={
                            <Checkbox
                              size="small"
                              checked={events.has(type)}
                              onChange={() => toggle(type)}
                            />
                          }
                          label={
                            <Box component="code" sx={{ fontSize: 13 }}>
                              {type}
                            </Box>
                          }
                        />
                      ))}
                    </FormGroup>
                  </Grid>
                ))}
              </Grid>
              {eventsError && <FormHelperText>{eventsError}</FormHelperText>}
            </FormControl>
            {events.has('model_audit.completed') && (
              <TextField
                select
                label="Model audits: send when a finding is at least"
                value={severity}
                onChange={(event) => setSeverity(event.target.value as PluginSeverity)}
                sx={{ maxWidth: 360 }}
              >
                {PLUGIN_SEVERITIES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormControlLabel
              control={
                <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
              }
              label="Enabled"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {endpoint ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
