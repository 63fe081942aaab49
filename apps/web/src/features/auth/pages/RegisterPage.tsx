import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH, RegisterRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { INVITE_CODE_KEY, storage } from '../../../lib/storage';
import { validate } from '../../../lib/validate';
import { pendingInviteCode, rememberUsedCode, useRegister } from '../api';
import { useSession } from '../SessionContext';

/** The invite code of an invite link (`?inviteCode=`), kept until it is used (spec §4). */
function initialInviteCode(params: URLSearchParams): string {
  const fromLink = params.get('inviteCode') ?? params.get('invite');
  if (fromLink) {
    storage.set(INVITE_CODE_KEY, fromLink);
    return fromLink;
  }
  return pendingInviteCode() ?? '';
}

export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const [values, setValues] = useState(() => ({
    name: '',
    email: '',
    password: '',
    inviteCode: initialInviteCode(params),
  }));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  if (session.status === 'loading') return null;
  if (session.status === 'signed-in' && !register.isSuccess) return <Navigate to="/" replace />;

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [name]: event.target.value }));
    setErrors((previous) => clearFieldError(previous, name));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const inviteCode = values.inviteCode.trim();
    const checked = validate(RegisterRequestSchema, {
      ...values,
      inviteCode: inviteCode || undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    register.mutate(checked.data, {
      onSuccess: () => {
        if (inviteCode) rememberUsedCode(inviteCode);
        void navigate('/welcome', { replace: true });
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: set(name),
    error: Boolean(fieldError(errors, name)),
    helperText: fieldError(errors, name),
    fullWidth: true,
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1">
        Create your account
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Evaluate and red-team test your AI systems with your team.
      </Typography>
      <FormAlert message={errors.form} />
      <Stack spacing={2}>
        <TextField label="Name" autoComplete="name" autoFocus {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
          helperText={
            fieldError(errors, 'password') ?? `At least ${PASSWORD_MIN_LENGTH} characters`
          }
        />
        <TextField
          label="Invite code (optional)"
          {...field('inviteCode')}
          helperText={
            fieldError(errors, 'inviteCode') ?? 'Joining an existing organization? Paste your code.'
          }
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={register.isPending}
          fullWidth
        >
          Create account
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </Box>
  );
}
