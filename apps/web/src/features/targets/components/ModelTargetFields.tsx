import { Stack, TextField } from '@mui/material';
import { fieldError } from '../../../lib/form-errors';
import { errorProps, type TargetFieldsProps } from '../target-form-props';
import { SecretField } from '../../../components/SecretField';

const DEFAULT_BASE_URL = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
} as const;

/** A model behind an OpenAI-compatible or Anthropic API. */
export function ModelTargetFields(props: TargetFieldsProps) {
  const { draft, update, errors, secretsSet, disabled } = props;
  const type = draft.type === 'anthropic' ? 'anthropic' : 'openai';
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Base URL"
          value={draft.baseUrl}
          onChange={(event) => update({ baseUrl: event.target.value })}
          disabled={disabled}
          placeholder={DEFAULT_BASE_URL[type]}
          fullWidth
          {...errorProps(errors, 'config.baseUrl', `Empty: ${DEFAULT_BASE_URL[type]}`)}
        />
        <TextField
          label="Model"
          value={draft.model}
          onChange={(event) => update({ model: event.target.value })}
          disabled={disabled}
          placeholder={type === 'openai' ? 'gpt-4o-mini' : 'claude-3-5-haiku-latest'}
          fullWidth
          {...errorProps(errors, 'config.model')}
        />
      </Stack>
      <SecretField
        label="API key"
        isSet={secretsSet.apiKey}
        edit={draft.apiKey}
        onChange={(apiKey) => update({ apiKey })}
        error={fieldError(errors, 'secrets.apiKey')}
        disabled={disabled}
      />
      <TextField
        label="System prompt"
        value={draft.systemPrompt}
        onChange={(event) => update({ systemPrompt: event.target.value })}
        disabled={disabled}
        multiline
        minRows={3}
        fullWidth
        {...errorProps(
          errors,
          'config.systemPrompt',
          'The system prompt of the application under test.',
        )}
      />
    </Stack>
  );
}
