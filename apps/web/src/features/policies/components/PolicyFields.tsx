import { MenuItem, Stack, TextField } from '@mui/material';
import { PLUGIN_SEVERITIES } from '@crucible/shared';
import { fieldError, type FormErrors } from '../../../lib/form-errors';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';
import { patternError, type PolicyDraft } from '../policy-draft';

type PolicyFieldsProps = {
  value: PolicyDraft;
  onChange: (value: PolicyDraft) => void;
  errors: FormErrors;
  disabled?: boolean;
  autoFocus?: boolean;
};

const PATTERN_HELP =
  'One per line: a phrase (any case, whole words) or a regular expression between slashes, like /refund(ed)? approved/i.';

/** A custom policy's fields: name, rule, severity, examples and patterns. */
export function PolicyFields({ value, onChange, errors, disabled, autoFocus }: PolicyFieldsProps) {
  const set = (patch: Partial<PolicyDraft>) => onChange({ ...value, ...patch });
  const error = (field: keyof PolicyDraft) => fieldError(errors, field);
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name"
          value={value.name}
          onChange={(event) => set({ name: event.target.value })}
          error={Boolean(error('name'))}
          helperText={error('name') ?? 'How scan templates and vulnerabilities name the policy.'}
          disabled={disabled}
          autoFocus={autoFocus}
          required
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label="Severity"
          value={value.severity}
          onChange={(event) => set({ severity: event.target.value as PolicyDraft['severity'] })}
          error={Boolean(error('severity'))}
          helperText={error('severity') ?? 'Of a reply that breaks the rule.'}
          disabled={disabled}
          sx={{ flex: 1 }}
        >
          {PLUGIN_SEVERITIES.map((severity) => (
            <MenuItem key={severity} value={severity}>
              {SEVERITY_LABELS[severity]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Rule"
        value={value.text}
        onChange={(event) => set({ text: event.target.value })}
        error={Boolean(error('text'))}
        helperText={
          error('text') ??
          'In plain words, what the target must or must never do: "The assistant must never quote a price without saying that prices may change."'
        }
        disabled={disabled}
        required
        multiline
        minRows={3}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Example of a violating reply"
          value={value.violatingExample}
          onChange={(event) => set({ violatingExample: event.target.value })}
          error={Boolean(error('violatingExample'))}
          helperText={error('violatingExample') ?? 'Optional. A reply that breaks the rule.'}
          disabled={disabled}
          multiline
          minRows={3}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Example of a compliant reply"
          value={value.compliantExample}
          onChange={(event) => set({ compliantExample: event.target.value })}
          error={Boolean(error('compliantExample'))}
          helperText={error('compliantExample') ?? 'Optional. A reply that keeps it.'}
          disabled={disabled}
          multiline
          minRows={3}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Every reply must contain"
          value={value.mustMatch}
          onChange={(event) => set({ mustMatch: event.target.value })}
          error={Boolean(patternError(errors, 'mustMatch', value.mustMatch))}
          helperText={patternError(errors, 'mustMatch', value.mustMatch) ?? PATTERN_HELP}
          disabled={disabled}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          sx={{ flex: 1 }}
        />
        <TextField
          label="No reply may contain"
          value={value.mustNotMatch}
          onChange={(event) => set({ mustNotMatch: event.target.value })}
          error={Boolean(patternError(errors, 'mustNotMatch', value.mustNotMatch))}
          helperText={patternError(errors, 'mustNotMatch', value.mustNotMatch) ?? PATTERN_HELP}
          disabled={disabled}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          sx={{ flex: 1 }}
        />
      </Stack>
    </Stack>
  );
}
