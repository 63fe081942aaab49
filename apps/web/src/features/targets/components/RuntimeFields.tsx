import { InputAdornment, Stack, TextField } from '@mui/material';
import type { TargetDraft } from '../target-draft';
import { errorProps, type TargetFieldsProps } from '../target-form-props';

type NumberField = {
  key: 'concurrency' | 'rpm' | 'delayMs' | 'timeoutMs' | 'retries';
  label: string;
  unit?: string;
  helper: string;
};

const FIELDS: NumberField[] = [
  { key: 'concurrency', label: 'Concurrency', helper: 'Parallel requests (1–64).' },
  { key: 'rpm', label: 'Requests per minute', helper: 'Empty: no limit.' },
  { key: 'delayMs', label: 'Delay', unit: 'ms', helper: 'Pause between requests.' },
  { key: 'timeoutMs', label: 'Timeout', unit: 'ms', helper: 'Per request.' },
  { key: 'retries', label: 'Retries', helper: 'On network errors and 429/5xx (0–10).' },
];

/** How hard the target may be driven. */
export function RuntimeFields({ draft, update, errors, disabled }: TargetFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type="number"
          value={draft[field.key]}
          onChange={(event) => update({ [field.key]: event.target.value } as Partial<TargetDraft>)}
          disabled={disabled}
          sx={{ flex: '1 1 160px' }}
          slotProps={{
            input: field.unit
              ? { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> }
              : undefined,
          }}
          {...errorProps(errors, `config.${field.key}`, field.helper)}
        />
      ))}
    </Stack>
  );
}
