import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { TokenProxyRequest } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useSsoTokenExchange } from '../api';
import { takeSsoRequest } from '../sso';

type Exchange = { request: TokenProxyRequest; redirectTo: string } | { error: string };

/*
 * A code works once, and the stored request is spent when read: both are kept per code for the
 * life of the page, so a remount of this route neither reads an emptied sessionStorage nor sends
 * the code a second time.
 */
const callbacks = new Map<string, Exchange>();
const exchanges = new Map<string, Promise<unknown>>();

function callbackFor(params: URLSearchParams): Exchange {
  const key = params.toString();
  let exchange = callbacks.get(key);
  if (!exchange) {
    exchange = readCallback(params);
    callbacks.set(key, exchange);
  }
  return exchange;
}

function readCallback(params: URLSearchParams): Exchange {
  const providerError = params.get('error_description') ?? params.get('error');
  if (providerError)
    return { error: `The identity provider refused the sign-in: ${providerError}` };
  const code = params.get('code');
  if (!code) return { error: 'The identity provider sent no authorization code.' };
  const saved = takeSsoRequest();
  const state = params.get('state');
  if (!saved.state || state !== saved.state) {
    return { error: 'This sign-in was not started here or has expired. Please try again.' };
  }
  return {
    request: {
      code,
      codeVerifier: saved.verifier ?? undefined,
      redirectUri: `${window.location.origin}${window.location.pathname}`,
      state: state ?? undefined,
    },
    redirectTo: safeRedirectPath(saved.redirectTo),
  };
}

/** `/auth/fusionauth/callback`: hands the provider's code to the server, then goes on. */
export function SsoCallbackPage() {
  const [params] = useSearchParams();
  const [exchange] = useState(() => callbackFor(params));
  const [outcome, setOutcome] = useState<{ done: true } | { error: string } | null>(null);
  const { mutateAsync } = useSsoTokenExchange();

  useEffect(() => {
    if (!('request' in exchange)) return;
    const { code } = exchange.request;
    let sent = exchanges.get(code);
    if (!sent) {
      sent = mutateAsync(exchange.request);
      exchanges.set(code, sent);
    }
    let current = true;
    sent.then(
      () => current && setOutcome({ done: true }),
      (error: unknown) => current && setOutcome({ error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [exchange, mutateAsync]);

  const failure =
    'error' in exchange ? exchange.error : outcome && 'error' in outcome ? outcome.error : null;
  if (outcome && 'done' in outcome && 'redirectTo' in exchange) {
    return <Navigate to={exchange.redirectTo} replace />;
  }
  if (failure) {
    return (
      <Box data-testid="sso-callback">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Sign-in failed
        </Typography>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {failure}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          Back to login
        </Button>
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} data-testid="sso-callback">
      <CircularProgress />
      <Typography color="text.secondary">Signing you in…</Typography>
    </Stack>
  );
}
