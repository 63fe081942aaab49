import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { ChangePasswordRequestSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useChangePassword } from '../api';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/** The signed-in password change (`/logged-in-reset-password`). */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ChangePasswordRequestSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    if (values.newPassword !== values.repeat) {
      return setErrors({ fields: { repeat: 'Passwords do not match' } });
    }
    setErrors(NO_ERRORS);
    change.mutate(checked.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast('Password updated successfully', 'success');
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
      error={Boolean(fieldError(errors, name))}
      helperText={fieldError(errors, name)}
      fullWidth
    />
  );

  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageHeader title="Reset Password" description="Change the password you sign in with." />
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Box component="form" onSubmit={submit} noValidate>
            <FormAlert message={errors.form} />
            <Stack spacing={2}>
              {field('currentPassword', 'Current password', 'current-password')}
              {field('newPassword', 'New password', 'new-password')}
              {field('repeat', 'Repeat new password', 'new-password')}
              <Box>
                <Button type="submit" variant="contained" loading={change.isPending}>
                  Update password
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
