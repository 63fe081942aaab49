import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { ConfirmResetPasswordRequestSchema, PASSWORD_MIN_LENGTH } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';
import { useConfirmPasswordReset } from '../api';

export function ConfirmPasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ConfirmResetPasswordRequestSchema, { token, password });
    if (!checked.ok) return setErrors(checked.errors);
    if (password !== repeat) return setErrors({ fields: { repeat: 'Passwords do not match' } });
    setErrors(NO_ERRORS);
    confirm.mutate(checked.data, { onError: (error) => setErrors(apiFormErrors(error)) });
  };

  if (!token) {
    return (
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Choose a new password
        </Typography>
        <Alert severity="error">
          This reset link is incomplete. Open the link from the email again, or request a new one.
        </Alert>
        <Button
          component={RouterLink}
          to="/reset-password"
          variant="contained"
          fullWidth
          sx={{ mt: 3 }}
        >
          Request a new link
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1">
        Choose a new password
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Pick a password of at least {PASSWORD_MIN_LENGTH} characters.
      </Typography>
      {confirm.isSuccess ? (
        <>
          <Alert severity="success">
            Your password has been changed. You can log in with it now.
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth sx={{ mt: 3 }}>
            Log in
          </Button>
        </>
      ) : (
        <>
          <FormAlert message={fieldError(errors, 'token') ?? errors.form} />
          <Stack spacing={2}>
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(fieldError(errors, 'password'))}
              helperText={fieldError(errors, 'password')}
              fullWidth
            />
            <TextField
              label="Repeat new password"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              error={Boolean(fieldError(errors, 'repeat'))}
              helperText={fieldError(errors, 'repeat')}
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={confirm.isPending}
              fullWidth
            >
              Set new password
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to="/login">
              Back to log in
            </Link>
          </Typography>
        </>
      )}
    </Box>
  );
}
