import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { SecretHeaderDraft } from '../target-draft';
import { SecretField } from '../../../components/SecretField';

type SecretHeadersEditorProps = {
  headers: SecretHeaderDraft[];
  onChange: (headers: SecretHeaderDraft[]) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Secret request headers (e.g. `X-Api-Key`): stored encrypted and never shown again. A stored
 * header can be replaced or cleared; a new one needs a name and a value.
 */
export function SecretHeadersEditor({
  headers,
  onChange,
  error,
  disabled = false,
}: SecretHeadersEditorProps) {
  const update = (index: number, patch: Partial<SecretHeaderDraft>) =>
    onChange(headers.map((header, at) => (at === index ? { ...header, ...patch } : header)));
  return (
    <Box>
      <Typography variant="subtitle2">Secret headers</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Credentials such as X-Api-Key or Cookie. Encrypted at rest; the values are never shown
        again.
      </Typography>
      <Stack spacing={1.5}>
        {headers.map((header, index) =>
          header.set ? (
            <SecretField
              key={header.name}
              label={header.name}
              isSet
              edit={header.edit}
              onChange={(edit) => update(index, { edit })}
              disabled={disabled}
            />
          ) : (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label="Header name"
                value={header.name}
                onChange={(event) => update(index, { name: event.target.value })}
                disabled={disabled}
                sx={{ flex: 1 }}
              />
              <TextField
                size="small"
                label="Header value"
                type="password"
                autoComplete="new-password"
                value={header.edit.kind === 'replace' ? header.edit.value : ''}
                onChange={(event) =>
                  update(index, { edit: { kind: 'replace', value: event.target.value } })
                }
                disabled={disabled}
                sx={{ flex: 2 }}
              />
              <Tooltip title="Remove">
                <IconButton
                  aria-label="Remove secret header"
                  onClick={() => onChange(headers.filter((_, at) => at !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ),
        )}
      </Stack>
      {error && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {error}
        </Typography>
      )}
      {!disabled && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          onClick={() =>
            onChange([...headers, { name: '', set: false, edit: { kind: 'replace', value: '' } }])
          }
        >
          Add secret header
        </Button>
      )}
    </Box>
  );
}
