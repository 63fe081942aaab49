import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { AcceptInviteRequestSchema } from '@crucible/shared';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useAcceptInvite, useResendVerification } from '../api';
import { useSignedInSession } from '../SessionContext';

function JoinWithInvite() {
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const toast = useToast();
  const [inviteCode, setInviteCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(AcceptInviteRequestSchema, { inviteCode });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    accept.mutate(checked.data.inviteCode, {
      onSuccess: (me) => {
        toast(`You joined ${me.organization?.name ?? 'the organization'}`, 'success');
        void navigate('/');
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label="Invite code"
          value={inviteCode}
          onChange={(event) => setInviteCode(event.target.value)}
          error={Boolean(fieldError(errors, 'inviteCode') ?? errors.form)}
          helperText={fieldError(errors, 'inviteCode') ?? errors.form}
          fullWidth
        />
        <Button type="submit" variant="outlined" loading={accept.isPending} sx={{ flexShrink: 0 }}>
          Join
        </Button>
      </Stack>
    </Box>
  );
}

/** Where a new account lands (`/welcome`, 'Authenticate'): verify, then pick an organization. */
export function WelcomePage() {
  const { user, organization } = useSignedInSession();
  const resend = useResendVerification();
  const toast = useToast();

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Welcome to Crucible, {user.name || user.email}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Evaluate your AI systems and probe them for weaknesses before attackers do.
      </Typography>

      {!user.emailVerified && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              color="inherit"
              size="small"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () => toast('Verification email sent', 'success'),
                  onError: (error) => toast(errorMessage(error), 'error'),
                })
              }
            >
              Resend email
            </Button>
          }
        >
          Please verify your email address: we sent a link to {user.email}.
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Chip
                label="Step 1"
                size="small"
                color="primary"
                variant="outlined"
                sx={{ mb: 1.5 }}
              />
              <Typography variant="h6">Your organization</Typography>
              {organization ? (
                <>
                  <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                    You are working in <strong>{organization.name}</strong>.
                  </Typography>
                  <Button component={RouterLink} to="/" variant="contained">
                    Continue to Crucible
                  </Button>
                </>
              ) : (
                <>
                  <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                    Create an organization for your company, or join one with an invite code from a
                    colleague.
                  </Typography>
                  <Stack spacing={2}>
                    <Box>
                      <Button component={RouterLink} to="/organizations/new" variant="contained">
                        Create organization
                      </Button>
                    </Box>
                    <JoinWithInvite />
                  </Stack>
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Chip
                label="Step 2"
                size="small"
                color="primary"
                variant="outlined"
                sx={{ mb: 1.5 }}
              />
              <Typography variant="h6">Connect your tools</Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                Create an API token for the Crucible CLI and your CI pipelines, or get a CLI login
                token from the account menu.
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to="/api-tokens" variant="outlined">
                  Manage API tokens
                </Button>
                <Button component={RouterLink} to="/logged-in-reset-password" color="inherit">
                  Change password
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
