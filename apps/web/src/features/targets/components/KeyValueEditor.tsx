import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { KeyValue } from '../target-draft';

type KeyValueEditorProps = {
  label: string;
  pairs: KeyValue[];
  onChange: (pairs: KeyValue[]) => void;
  keyLabel?: string;
  valueLabel?: string;
  error?: string;
  helperText?: string;
  disabled?: boolean;
};

/** Rows of name / value (request headers, query parameters). */
export function KeyValueEditor({
  label,
  pairs,
  onChange,
  keyLabel = 'Name',
  valueLabel = 'Value',
  error,
  helperText,
  disabled = false,
}: KeyValueEditorProps) {
  const update = (index: number, patch: Partial<KeyValue>) =>
    onChange(pairs.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)));
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1}>
        {pairs.map((pair, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label={keyLabel}
              value={pair.key}
              onChange={(event) => update(index, { key: event.target.value })}
              disabled={disabled}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={valueLabel}
              value={pair.value}
              onChange={(event) => update(index, { value: event.target.value })}
              disabled={disabled}
              sx={{ flex: 2 }}
            />
            {!disabled && (
              <Tooltip title="Remove">
                <IconButton
                  aria-label={`Remove ${label.toLowerCase()} ${pair.key}`}
                  onClick={() => onChange(pairs.filter((_, at) => at !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ))}
      </Stack>
      {(error ?? helperText) && (
        <Typography
          variant="caption"
          color={error ? 'error' : 'text.secondary'}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {error ?? helperText}
        </Typography>
      )}
      {!disabled && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...pairs, { key: '', value: '' }])}
          sx={{ mt: 1 }}
        >
          Add {label.toLowerCase().replace(/s$/, '')}
        </Button>
      )}
    </Box>
  );
}
