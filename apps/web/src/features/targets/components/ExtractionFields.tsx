import { MenuItem, Stack, TextField } from '@mui/material';
import { errorProps, type TargetFieldsProps } from '../target-form-props';
import type { ExtractType } from '../target-draft';

const HINTS: Record<ExtractType, string> = {
  text: 'The whole response body is the reply.',
  path: 'A dotted path into the JSON response, e.g. choices.0.message.content',
  jsonata: 'A JSONata expression over the JSON response, e.g. data.messages[-1].text',
};

/** How the reply is read out of a response. */
export function ExtractionFields({ draft, update, errors, disabled }: TargetFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Extract reply"
        value={draft.extractType}
        onChange={(event) => update({ extractType: event.target.value as ExtractType })}
        disabled={disabled}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="text">Whole body</MenuItem>
        <MenuItem value="path">JSON path</MenuItem>
        <MenuItem value="jsonata">JSONata</MenuItem>
      </TextField>
      {draft.extractType !== 'text' ? (
        <TextField
          label={draft.extractType === 'path' ? 'Path' : 'Expression'}
          value={draft.extractValue}
          onChange={(event) => update({ extractValue: event.target.value })}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
          {...errorProps(errors, 'config.extract', HINTS[draft.extractType])}
        />
      ) : (
        <TextField
          label="Extraction"
          value={HINTS.text}
          disabled
          fullWidth
          {...errorProps(errors, 'config.extract')}
        />
      )}
    </Stack>
  );
}
