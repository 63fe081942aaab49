import { MenuItem, Stack, TextField } from '@mui/material';
import { errorProps, type TargetFieldsProps } from '../target-form-props';
import type { AuthType } from '../target-draft';
import { fieldError } from '../../../lib/form-errors';
import { SecretField } from '../../../components/SecretField';

const SECRET_LABEL: Record<Exclude<AuthType, 'none'>, string> = {
  bearer: 'Bearer token',
  header: 'Header value',
  basic: 'Password',
};

/** HTTP authentication: the scheme is configuration, its credential a write-only secret. */
export function HttpAuthFields(props: TargetFieldsProps) {
  const { draft, update, errors, secretsSet, disabled } = props;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Authentication"
          value={draft.authType}
          onChange={(event) => update({ authType: event.target.value as AuthType })}
          disabled={disabled}
          sx={{ minWidth: 200 }}
          {...errorProps(errors, 'config.auth')}
        >
          <MenuItem value="none">None</MenuItem>
          <MenuItem value="bearer">Bearer token</MenuItem>
          <MenuItem value="header">API key header</MenuItem>
          <MenuItem value="basic">Basic</MenuItem>
        </TextField>
        {draft.authType === 'header' && (
          <TextField
            label="Header name"
            value={draft.authHeaderName}
            onChange={(event) => update({ authHeaderName: event.target.value })}
            disabled={disabled}
            placeholder="X-Api-Key"
            fullWidth
            {...errorProps(errors, 'config.auth.name')}
          />
        )}
        {draft.authType === 'basic' && (
          <TextField
            label="Username"
            value={draft.authUsername}
            onChange={(event) => update({ authUsername: event.target.value })}
            disabled={disabled}
            fullWidth
            {...errorProps(errors, 'config.auth.username')}
          />
        )}
      </Stack>
      {draft.authType !== 'none' && (
        <SecretField
          label={SECRET_LABEL[draft.authType]}
          isSet={secretsSet.authSecret}
          edit={draft.authSecret}
          onChange={(authSecret) => update({ authSecret })}
          error={fieldError(errors, 'secrets.authSecret')}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
