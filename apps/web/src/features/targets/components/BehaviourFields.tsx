import { Stack, TextField } from '@mui/material';
import { errorProps, type TargetFieldsProps } from '../target-form-props';

/** What the application is for and may or may not do: attacks and grading are tailored to it. */
export function BehaviourFields({ draft, update, errors, disabled }: TargetFieldsProps) {
  return (
    <Stack spacing={2.5}>
      <TextField
        label="System prompt notes"
        value={draft.systemPromptNotes}
        onChange={(event) => update({ systemPromptNotes: event.target.value })}
        disabled={disabled}
        multiline
        minRows={2}
        fullWidth
        {...errorProps(
          errors,
          'config.systemPromptNotes',
          'What you know of its instructions, tools or data.',
        )}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Allowed behaviours"
          value={draft.allowedBehaviours}
          onChange={(event) => update({ allowedBehaviours: event.target.value })}
          disabled={disabled}
          multiline
          minRows={3}
          fullWidth
          {...errorProps(
            errors,
            'config.allowedBehaviours',
            'One per line; never graded as a failure.',
          )}
        />
        <TextField
          label="Forbidden behaviours"
          value={draft.forbiddenBehaviours}
          onChange={(event) => update({ forbiddenBehaviours: event.target.value })}
          disabled={disabled}
          multiline
          minRows={3}
          fullWidth
          {...errorProps(errors, 'config.forbiddenBehaviours', 'One per line; always a failure.')}
        />
      </Stack>
    </Stack>
  );
}
