import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { ResetPasswordRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';
import { useRequestPasswordReset } from '../api';

export function RequestPasswordResetPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ResetPasswordRequestSchema, { email });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    request.mutate(checked.data.email, { onError: (error) => setErrors(apiFormErrors(error)) });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1">
        Reset your password
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </Typography>
      {request.isSuccess ? (
        <Alert severity="success" data-testid="reset-requested">
          {request.data.message}
        </Alert>
      ) : (
        <>
          <FormAlert message={errors.form} />
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fieldError(errors, 'email'))}
              helperText={fieldError(errors, 'email')}
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={request.isPending}
              fullWidth
            >
              Send reset link
            </Button>
          </Stack>
        </>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Typography>
    </Box>
  );
}
