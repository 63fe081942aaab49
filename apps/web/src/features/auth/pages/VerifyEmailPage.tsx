import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useResendVerification, useVerifyEmail } from '../api';
import { useSession } from '../SessionContext';

function ResendButton() {
  const resend = useResendVerification();
  const toast = useToast();
  return (
    <Button
      variant="outlined"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () => toast('Verification email sent', 'success'),
          onError: (error) => toast(errorMessage(error), 'error'),
        })
      }
    >
      Resend verification email
    </Button>
  );
}

/** Opened from the e-mail link (`?token=`): verifies once, then offers to continue. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const verify = useVerifyEmail();
  const started = useRef(false);

  // The link's one job is this call; the ref keeps StrictMode from spending the token twice.
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const signedIn = session.status === 'signed-in';
  const alreadyVerified = signedIn && session.user.emailVerified;

  let body;
  if (token && (verify.isPending || verify.isIdle)) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>Verifying your email address…</Typography>
      </Stack>
    );
  } else if (token && verify.isSuccess) {
    body = (
      <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />}>
        Your email address is verified.
      </Alert>
    );
  } else if (token && verify.isError) {
    body = (
      <Stack spacing={2}>
        <Alert severity="error">{errorMessage(verify.error)}</Alert>
        {signedIn && <ResendButton />}
      </Stack>
    );
  } else if (alreadyVerified) {
    body = <Alert severity="success">Your email address is already verified.</Alert>;
  } else {
    body = (
      <Stack spacing={2}>
        <Typography color="text.secondary">
          We sent a verification link to your email address. Open it to confirm the address.
        </Typography>
        {signedIn && <ResendButton />}
      </Stack>
    );
  }

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Verify your email
      </Typography>
      {body}
      <Button
        component={RouterLink}
        to={signedIn ? '/' : '/login'}
        variant="contained"
        fullWidth
        sx={{ mt: 3 }}
      >
        {signedIn ? 'Continue to Crucible' : 'Log in'}
      </Button>
    </Box>
  );
}
