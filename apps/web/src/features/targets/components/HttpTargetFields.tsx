import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { fieldError } from '../../../lib/form-errors';
import type { HttpMethod } from '../target-draft';
import { errorProps, type TargetFieldsProps } from '../target-form-props';
import { ExtractionFields } from './ExtractionFields';
import { HttpAuthFields } from './HttpAuthFields';
import { KeyValueEditor } from './KeyValueEditor';
import { SecretHeadersEditor } from './SecretHeadersEditor';

const METHODS: HttpMethod[] = ['POST', 'GET', 'PUT', 'PATCH'];

/** An HTTP endpoint: request template, reply extraction, errors, TLS and authentication. */
export function HttpTargetFields(props: TargetFieldsProps) {
  const { draft, update, errors, disabled } = props;
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Method"
          value={draft.method}
          onChange={(event) => update({ method: event.target.value as HttpMethod })}
          disabled={disabled}
          sx={{ minWidth: 120 }}
        >
          {METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {method}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="URL"
          value={draft.url}
          onChange={(event) => update({ url: event.target.value })}
          disabled={disabled}
          placeholder="https://bot.example.com/chat"
          fullWidth
          {...errorProps(errors, 'config.url', 'May contain {{sessionId}}.')}
        />
      </Stack>
      <KeyValueEditor
        label="Headers"
        pairs={draft.headers}
        onChange={(headers) => update({ headers })}
        error={fieldError(errors, 'config.headers')}
        helperText="Sent in plain text: put credentials under Authentication or Secret headers."
        disabled={disabled}
      />
      <KeyValueEditor
        label="Query parameters"
        pairs={draft.query}
        onChange={(query) => update({ query })}
        error={fieldError(errors, 'config.query')}
        disabled={disabled}
      />
      {draft.method !== 'GET' && (
        <TextField
          label="Body template"
          value={draft.body}
          onChange={(event) => update({ body: event.target.value })}
          disabled={disabled}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
          {...errorProps(
            errors,
            'config.body',
            'JSON or text. {{prompt}} is the attack; {{messages}} the whole conversation.',
          )}
        />
      )}
      <ExtractionFields {...props} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label="Status codes treated as errors"
          value={draft.errorStatuses}
          onChange={(event) => update({ errorStatuses: event.target.value })}
          disabled={disabled}
          placeholder="e.g. 400, 429, 500"
          fullWidth
          {...errorProps(errors, 'config.errorStatuses', 'Empty: every status of 400 and above.')}
        />
        <FormControlLabel
          sx={{ flexShrink: 0 }}
          control={
            <Checkbox
              checked={draft.rejectUnauthorized}
              onChange={(event) => update({ rejectUnauthorized: event.target.checked })}
              disabled={disabled}
            />
          }
          label="Verify TLS certificates"
        />
      </Stack>
      <HttpAuthFields {...props} />
      <SecretHeadersEditor
        headers={draft.secretHeaders}
        onChange={(secretHeaders) => update({ secretHeaders })}
        error={fieldError(errors, 'secrets.headers')}
        disabled={disabled}
      />
    </Stack>
  );
}
