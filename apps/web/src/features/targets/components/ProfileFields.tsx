import { Stack, TextField } from '@mui/material';
import { PROFILE_LISTS, type ProfileListField } from '../profile-fields';
import type { TargetDraft } from '../target-draft';
import { errorProps, type TargetFieldsProps } from '../target-form-props';

/**
 * The target's profile: who it speaks for, what it sells and to whom, what it can see and do.
 * The graders read it with each reply; every field is optional.
 */
export function ProfileFields({ draft, update, errors, disabled }: TargetFieldsProps) {
  const list = (field: ProfileListField) => (value: string) =>
    update({ [field]: value } as Partial<TargetDraft>);
  return (
    <Stack spacing={2.5} data-testid="target-profile">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Organisation"
          value={draft.organisation}
          onChange={(event) => update({ organisation: event.target.value })}
          disabled={disabled}
          fullWidth
          {...errorProps(
            errors,
            'config.profile.organisation',
            'The company the assistant speaks for, e.g. "Skyward Airlines".',
          )}
        />
        <TextField
          label="Industry"
          value={draft.industry}
          onChange={(event) => update({ industry: event.target.value })}
          disabled={disabled}
          fullWidth
          {...errorProps(
            errors,
            'config.profile.industry',
            'e.g. "Travel", "Human resources", "Developer tools".',
          )}
        />
      </Stack>
      {PROFILE_LISTS.map(({ field, label, help }) => (
        <TextField
          key={field}
          label={label}
          value={draft[field]}
          onChange={(event) => list(field)(event.target.value)}
          disabled={disabled}
          multiline
          minRows={2}
          fullWidth
          {...errorProps(errors, `config.profile.${field}`, `One per line; ${help}`)}
        />
      ))}
    </Stack>
  );
}
