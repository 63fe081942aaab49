import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { LoginRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { validate } from '../../../lib/validate';
import { useLogin } from '../api';
import { SsoSignInButton } from '../components/SsoSignInButton';
import { useSession } from '../SessionContext';

export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const login = useLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const redirectTo = safeRedirectPath(params.get('redirect'));

  if (session.status === 'loading') return null;
  const expired = params.get('reason') === 'unauthorized';
  if (session.status === 'signed-in') return <Navigate to={redirectTo} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(LoginRequestSchema, { email, password });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    login.mutate(checked.data, {
      onSuccess: () => void navigate(redirectTo, { replace: true }),
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1">
        Log in
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Welcome back. Sign in to continue to Crucible.
      </Typography>
      {expired && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="session-expired">
          Your session has ended. Please log in again.
        </Alert>
      )}
      <FormAlert message={errors.form} />
      <Stack spacing={2}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((previous) => clearFieldError(previous, 'email'));
          }}
          error={Boolean(fieldError(errors, 'email'))}
          helperText={fieldError(errors, 'email')}
          fullWidth
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((previous) => clearFieldError(previous, 'password'));
          }}
          error={Boolean(fieldError(errors, 'password'))}
          helperText={fieldError(errors, 'password')}
          fullWidth
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
          <Link component={RouterLink} to="/reset-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={login.isPending} fullWidth>
          Log in
        </Button>
      </Stack>
      <SsoSignInButton redirectTo={redirectTo} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        New to Crucible?{' '}
        <Link component={RouterLink} to="/register">
          Create an account
        </Link>
      </Typography>
    </Box>
  );
}
