import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import type { SecretEdit } from '../lib/secret-edit';

type SecretFieldProps = {
  label: string;
  /** Whether a value is stored: the value itself is never sent back by the API. */
  isSet: boolean;
  edit: SecretEdit;
  onChange: (edit: SecretEdit) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
};

/** A write-only secret: 'set / not set', with replace and clear; typed values are never shown again. */
export function SecretField({
  label,
  isSet,
  edit,
  onChange,
  error,
  helperText,
  disabled = false,
}: SecretFieldProps) {
  if (isSet && edit.kind !== 'replace') {
    const clearing = edit.kind === 'clear';
    return (
      <Box data-testid={`secret-${label}`}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={clearing ? 'warning' : 'success'}
            variant="outlined"
            label={clearing ? 'Will be cleared on save' : 'Set'}
            data-testid="secret-status"
          />
          {!disabled && !clearing && (
            <>
              <Button size="small" onClick={() => onChange({ kind: 'replace', value: '' })}>
                Replace
              </Button>
              <Button size="small" color="error" onClick={() => onChange({ kind: 'clear' })}>
                Clear
              </Button>
            </>
          )}
          {!disabled && clearing && (
            <Button size="small" onClick={() => onChange({ kind: 'keep' })}>
              Undo
            </Button>
          )}
        </Stack>
        {(error ?? helperText) && (
          <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
            {error ?? helperText}
          </Typography>
        )}
      </Box>
    );
  }
  const value = edit.kind === 'replace' ? edit.value : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) =>
          onChange(
            event.target.value === '' && !isSet
              ? { kind: 'keep' }
              : { kind: 'replace', value: event.target.value },
          )
        }
        error={Boolean(error)}
        helperText={
          error ??
          helperText ??
          (isSet ? 'Replaces the stored value' : 'Not set · stored encrypted, never shown again')
        }
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': `secret-input-${label}` } }}
      />
      {isSet && (
        <Button sx={{ mt: 1 }} onClick={() => onChange({ kind: 'keep' })}>
          Cancel
        </Button>
      )}
    </Stack>
  );
}
