import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  TARGET_TYPES,
  UpdateTargetRequestSchema,
  type Target,
  type TargetSecretsSet,
  type TargetType,
  type UpdateTargetRequest,
} from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { FormSection } from '../../../components/FormSection';
import { apiFormErrors, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';
import {
  draftFromTarget,
  draftToRequest,
  emptyDraft,
  secretsKept,
  type TargetDraft,
} from '../target-draft';
import { clearEdited, errorProps, formMessage, type TargetFieldsProps } from '../target-form-props';
import { TARGET_TYPE_LABELS } from '../target-types';
import { BehaviourFields } from './BehaviourFields';
import { HttpTargetFields } from './HttpTargetFields';
import { ModelTargetFields } from './ModelTargetFields';
import { ProfileFields } from './ProfileFields';
import { SuggestProfile } from './SuggestProfile';
import { RuntimeFields } from './RuntimeFields';
import { WebSocketTargetFields } from './WebSocketTargetFields';

const NOTHING_SET: TargetSecretsSet = { apiKey: false, authSecret: false, headers: [] };

type TargetFormProps = {
  target?: Target;
  submitLabel: string;
  pending: boolean;
  readOnly?: boolean;
  /** Resolves when saved; a rejection's field errors are shown in the form. */
  onSubmit: (body: UpdateTargetRequest) => Promise<unknown>;
  onCancel?: () => void;
  /** Called on every edit (the page tells the tester that unsaved edits are not tested). */
  onEdit?: () => void;
};

/** Every field of a target, by type; checked with the contract before it is sent. */
export function TargetForm({
  target,
  submitLabel,
  pending,
  readOnly = false,
  onSubmit,
  onCancel,
  onEdit,
}: TargetFormProps) {
  const [draft, setDraft] = useState<TargetDraft>(() =>
    target ? draftFromTarget(target) : emptyDraft(),
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const update = (patch: Partial<TargetDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => clearEdited(previous, patch));
    onEdit?.();
  };
  // A stored secret belongs to the saved type only.
  const secretsSet = target && target.type === draft.type ? target.secretsSet : NOTHING_SET;
  const fields: TargetFieldsProps = { draft, update, errors, secretsSet, disabled: readOnly };
  const moved = target !== undefined && secretsKept(target, draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(UpdateTargetRequestSchema, draftToRequest(draft, target?.config));
    if (!checked.ok)
      return setErrors({ ...checked.errors, form: 'Please correct the fields marked in red.' });
    setErrors(NO_ERRORS);
    onSubmit(checked.data).catch((error: unknown) => setErrors(apiFormErrors(error)));
  };

  const changeType = (type: TargetType) => {
    onEdit?.();
    setDraft((previous) => ({
      ...previous,
      type,
      // Keep what the new type shares; start its own fields from their defaults.
      extractType: type === 'demo' ? previous.extractType : emptyDraft(type).extractType,
      apiKey: { kind: 'keep' },
      authSecret: { kind: 'keep' },
      secretHeaders: type === target?.type ? draftFromTarget(target).secretHeaders : [],
    }));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <FormAlert message={formMessage(errors)} />
      <Stack spacing={2.5}>
        <FormSection title="Target" description="What is tested, and how to reach it.">
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Name"
                value={draft.name}
                onChange={(event) => update({ name: event.target.value })}
                disabled={readOnly}
                autoFocus={!target}
                fullWidth
                {...errorProps(errors, 'name')}
              />
              <TextField
                select
                label="Type"
                value={draft.type}
                onChange={(event) => changeType(event.target.value as TargetType)}
                disabled={readOnly}
                sx={{ minWidth: { sm: 260 } }}
                slotProps={{ select: { 'data-testid': 'target-type' } as object }}
              >
                {TARGET_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {TARGET_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label="Purpose"
              value={draft.purpose}
              onChange={(event) => update({ purpose: event.target.value })}
              disabled={readOnly}
              multiline
              minRows={2}
              fullWidth
              {...errorProps(
                errors,
                'purpose',
                'What the application does and for whom: attacks and grading are tailored to it.',
              )}
            />
          </Stack>
        </FormSection>
        {draft.type !== 'demo' && (
          <FormSection title="Connection">
            {moved && (
              <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="secrets-moved">
                The address changed: enter the stored secrets again. Saved secrets are never sent to
                a new host.
              </Alert>
            )}
            {draft.type === 'http' && <HttpTargetFields {...fields} />}
            {draft.type === 'websocket' && <WebSocketTargetFields {...fields} />}
            {(draft.type === 'openai' || draft.type === 'anthropic') && (
              <ModelTargetFields {...fields} />
            )}
          </FormSection>
        )}
        <FormSection
          title="Profile"
          description="Who the application speaks for, what it offers, to whom, and what it can see and do: its replies are graded with this in mind."
        >
          <Stack spacing={2.5}>
            {target && !readOnly && (
              <SuggestProfile targetId={target.id} draft={draft} update={update} />
            )}
            <ProfileFields {...fields} />
          </Stack>
        </FormSection>
        <FormSection
          title="Behaviour"
          description="What the application may and may not do; used to grade its replies."
        >
          <BehaviourFields {...fields} />
        </FormSection>
        <FormSection title="Limits" description="How hard a scan may drive the target.">
          <RuntimeFields {...fields} />
        </FormSection>
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} color="inherit" disabled={pending}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
