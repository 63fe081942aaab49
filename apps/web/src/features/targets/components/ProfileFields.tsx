import { Stack, TextField } from '@mui/material';
import type { TargetDraft } from '../target-draft';
import { errorProps, type TargetFieldsProps } from '../target-form-props';

type ListField = 'products' | 'competitors' | 'userRoles' | 'personalData' | 'tools';

/** Each list of the profile, with what it is for and an example, one item per line. */
const LISTS: { field: ListField; label: string; help: string }[] = [
  {
    field: 'products',
    label: 'Products and services',
    help: 'e.g. "Flex fares", "Lounge pass".',
  },
  {
    field: 'competitors',
    label: 'Competitors',
    help: 'e.g. "JetAway": businesses it must not send customers to.',
  },
  {
    field: 'userRoles',
    label: 'Who uses it',
    help: 'e.g. "customers", "travel agents", "administrators".',
  },
  {
    field: 'personalData',
    label: 'Personal data it can see',
    help: 'e.g. "passport numbers", "booking history".',
  },
  {
    field: 'tools',
    label: 'Tools and actions',
    help: 'e.g. "search flights", "refund a booking": the actions it can really take.',
  },
];

/**
 * The target's profile: who it speaks for, what it sells and to whom, what it can see and do.
 * The graders read it with each reply; every field is optional.
 */
export function ProfileFields({ draft, update, errors, disabled }: TargetFieldsProps) {
  const list = (field: ListField) => (value: string) =>
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
      {LISTS.map(({ field, label, help }) => (
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
