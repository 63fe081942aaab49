import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Box, Breadcrumbs, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import {
  MODEL_ROLES,
  UpdateModelSettingsRequestSchema,
  type ModelRole,
  type ModelSettings,
} from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import {
  apiFormErrors,
  clearFieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useModelSettings, useUpdateModelSettings } from '../api';
import { ModelProviderCard } from '../components/ModelProviderCard';
import { modelDraft, modelRequest, type ModelDraft, type ModelDrafts } from '../model-draft';
import { DEFAULT_SERVER_SETTING, findServerSetting, OFFLINE_EXPLANATION } from '../server-settings';

function drafts(settings: ModelSettings): ModelDrafts {
  return { generator: modelDraft(settings.generator), grader: modelDraft(settings.grader) };
}

/** `/server/edit` and `/server/edit/{key}` (administrators): today the red-team providers. */
export function EditServerSettingsPage() {
  const { key = DEFAULT_SERVER_SETTING } = useParams();
  const setting = findServerSetting(key);
  const { data: settings, isPending, error } = useModelSettings();
  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/server" underline="hover" color="inherit">
        Server Settings
      </Link>
      <Typography color="text.primary">{setting?.title ?? key}</Typography>
    </Breadcrumbs>
  );
  if (!setting) {
    return (
      <>
        {breadcrumbs}
        <Alert severity="warning">There is no server setting “{key}”.</Alert>
      </>
    );
  }
  return (
    <>
      {breadcrumbs}
      <PageHeader title={setting.title} description={setting.description} />
      {isPending && <Skeleton variant="rounded" height={320} />}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {settings && <ModelSettingsForm key={settings.updatedAt ?? 'new'} settings={settings} />}
    </>
  );
}

function ModelSettingsForm({ settings }: { settings: ModelSettings }) {
  const [values, setValues] = useState<ModelDrafts>(() => drafts(settings));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const save = useUpdateModelSettings();
  const toast = useToast();
  const navigate = useNavigate();
  const offline = values.generator.type === 'none' && values.grader.type === 'none';

  const change = (role: ModelRole, patch: Partial<ModelDraft>) => {
    setValues((previous) => ({ ...previous, [role]: { ...previous[role], ...patch } }));
    setErrors((previous) =>
      Object.keys(patch).reduce(
        (next, field) => clearFieldError(next, `${role}.${field}`),
        previous,
      ),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(UpdateModelSettingsRequestSchema, {
      generator: modelRequest(values.generator),
      grader: modelRequest(values.grader),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    save.mutate(checked.data, {
      onSuccess: () => {
        toast('Red team providers saved', 'success');
        void navigate('/server');
      },
      onError: (saveError) => setErrors(apiFormErrors(saveError)),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <FormAlert message={errors.form} />
      <Stack spacing={2.5}>
        {offline && (
          <Alert severity="info" data-testid="offline-mode">
            <strong>Offline mode.</strong> {OFFLINE_EXPLANATION}
          </Alert>
        )}
        {MODEL_ROLES.map((role) => (
          <ModelProviderCard
            key={role}
            role={role}
            draft={values[role]}
            saved={settings[role]?.type === values[role].type ? settings[role] : null}
            onChange={(patch) => change(role, patch)}
            errors={errors}
            readOnly={false}
          />
        ))}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/server" color="inherit" disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
