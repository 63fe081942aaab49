import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { CreateOrganizationRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { loginPath } from '../../../lib/safe-redirect';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useSession } from '../../auth/SessionContext';
import { useCreateOrganization } from '../api';

/** Where a user without an organization lands (spec §2); also reachable to add another one. */
export function NewOrganizationPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateOrganization();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  if (session.status === 'loading') return null;
  if (session.status === 'signed-out')
    return <Navigate to={loginPath(location.pathname)} replace />;
  const firstOrganization = session.organization === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(CreateOrganizationRequestSchema, { name });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    create.mutate(checked.data.name, {
      onSuccess: ({ organization }) => {
        toast(`Organization ${organization.name} created`, 'success');
        void navigate(`/organizations/${organization.id}`);
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 1, md: 4 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'primary.main',
              mb: 2,
            }}
          >
            <ApartmentOutlinedIcon />
          </Box>
          <Typography variant="h5" component="h1">
            Create Organization
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {firstOrganization
              ? 'You are not part of an organization yet. Create one for your company: you will be its administrator, with a first team ready to go.'
              : 'A separate organization has its own teams, roles and data. You will be its administrator.'}
          </Typography>
          <Box component="form" onSubmit={submit} noValidate>
            <FormAlert message={errors.form} />
            <Stack spacing={2}>
              <TextField
                label="Organization name"
                autoFocus
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setErrors((previous) => clearFieldError(previous, 'name'));
                }}
                error={Boolean(fieldError(errors, 'name'))}
                helperText={fieldError(errors, 'name')}
                fullWidth
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {!firstOrganization && (
                  <Button color="inherit" onClick={() => void navigate(-1)}>
                    Cancel
                  </Button>
                )}
                <Button type="submit" variant="contained" loading={create.isPending}>
                  Create organization
                </Button>
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
