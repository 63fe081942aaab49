import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  FormControlLabel,
  Grid,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { UpdateOrganizationRequestSchema, type Organization } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api-client';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useSignedInSession } from '../../auth/SessionContext';
import { useUpdateOrganization } from '../api';

function RenameForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization(organization.id);
  const toast = useToast();
  const [name, setName] = useState(organization.name);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(UpdateOrganizationRequestSchema, { name });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    update.mutate(checked.data, {
      onSuccess: () => toast('Organization updated successfully', 'success'),
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <FormAlert message={errors.form} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label="Organization name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(fieldError(errors, 'name'))}
          helperText={fieldError(errors, 'name')}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          loading={update.isPending}
          disabled={name.trim() === organization.name}
          sx={{ flexShrink: 0, height: 56 }}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
}

type Flag = 'canUseRedteam' | 'canUseAdaptiveGuardrails';

const FLAGS: { key: Flag; label: string; description: string }[] = [
  {
    key: 'canUseRedteam',
    label: 'Red teaming',
    description: 'Targets, scans, vulnerabilities and reports for this organization.',
  },
  {
    key: 'canUseAdaptiveGuardrails',
    label: 'Adaptive guardrails',
    description: 'Guardrails that learn from red-team findings.',
  },
];

function FeatureFlags({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization(organization.id);
  const toast = useToast();
  const toggle = (key: Flag, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast('Organization updated successfully', 'success'),
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );

  return (
    <Stack divider={<Divider flexItem />} spacing={1.5}>
      {FLAGS.map((flag) => (
        <Stack
          key={flag.key}
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
        >
          <Box>
            <Typography variant="subtitle2">{flag.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {flag.description}
            </Typography>
          </Box>
          <FormControlLabel
            label=""
            sx={{ mr: 0 }}
            control={
              <Switch
                checked={organization[flag.key]}
                disabled={update.isPending}
                onChange={(event) => toggle(flag.key, event.target.checked)}
                slotProps={{ input: { 'aria-label': flag.label } }}
              />
            }
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** Organization Details (admin): rename, feature flags, facts. */
export function OrganizationDetails() {
  const { organization } = useSignedInSession();
  if (!organization) return null;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardHeader
            title="General"
            subheader="How the organization is named everywhere in Crucible."
          />
          <CardContent sx={{ pt: 1 }}>
            <RenameForm key={organization.id} organization={organization} />
          </CardContent>
        </Card>
        <Card sx={{ mt: 3 }}>
          <CardHeader title="Features" subheader="What members of this organization can use." />
          <CardContent sx={{ pt: 1 }}>
            <FeatureFlags organization={organization} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card>
          <CardHeader title="About" />
          <CardContent sx={{ pt: 0 }}>
            <Stack spacing={1.5}>
              {[
                ['Organization ID', organization.id],
                ['Created', formatDate(organization.createdAt)],
                ['Last updated', formatDate(organization.updatedAt)],
              ].map(([label, value]) => (
                <Box key={label}>
                  <Typography variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
