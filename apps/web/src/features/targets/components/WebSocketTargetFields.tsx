import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { fieldError } from '../../../lib/form-errors';
import { errorProps, type TargetFieldsProps } from '../target-form-props';
import { ExtractionFields } from './ExtractionFields';
import { KeyValueEditor } from './KeyValueEditor';
import { SecretHeadersEditor } from './SecretHeadersEditor';

/** A WebSocket endpoint: one message per attack, the reply read from the answer. */
export function WebSocketTargetFields(props: TargetFieldsProps) {
  const { draft, update, errors, disabled } = props;
  return (
    <Stack spacing={2.5}>
      <TextField
        label="URL"
        value={draft.url}
        onChange={(event) => update({ url: event.target.value })}
        disabled={disabled}
        placeholder="wss://bot.example.com/socket"
        fullWidth
        {...errorProps(errors, 'config.url')}
      />
      <TextField
        label="Message template"
        value={draft.message}
        onChange={(event) => update({ message: event.target.value })}
        disabled={disabled}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        {...errorProps(errors, 'config.message', '{{prompt}} is replaced by the attack.')}
      />
      <ExtractionFields {...props} />
      <KeyValueEditor
        label="Headers"
        pairs={draft.headers}
        onChange={(headers) => update({ headers })}
        error={fieldError(errors, 'config.headers')}
        disabled={disabled}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.rejectUnauthorized}
            onChange={(event) => update({ rejectUnauthorized: event.target.checked })}
            disabled={disabled}
          />
        }
        label="Verify TLS certificates"
      />
      <SecretHeadersEditor
        headers={draft.secretHeaders}
        onChange={(secretHeaders) => update({ secretHeaders })}
        error={fieldError(errors, 'secrets.headers')}
        disabled={disabled}
      />
    </Stack>
  );
}
