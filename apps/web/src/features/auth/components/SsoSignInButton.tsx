import { useState } from 'react';
import { Alert, Button, Divider } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { useClientConfig } from '../../config/ConfigProvider';
import { useIdentityProviders } from '../api';
import {
  SSO_CONFIG_INCOMPLETE,
  SSO_CONFIG_LOAD_ERROR,
  ssoConfigComplete,
  startSsoSignIn,
} from '../sso';

/** 'Sign in with single sign-on' (config useFusionAuth): off to the identity provider with PKCE. */
export function SsoSignInButton({ redirectTo }: { redirectTo: string }) {
  const config = useClientConfig();
  const providers = useIdentityProviders(config.useFusionAuth);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  if (!config.useFusionAuth) return null;

  const signIn = async () => {
    if (!ssoConfigComplete(config.auth)) return setError(SSO_CONFIG_INCOMPLETE);
    if (providers.isError) return setError(SSO_CONFIG_LOAD_ERROR);
    setLeaving(true);
    const url = await startSsoSignIn(config.auth, {
      identityProviderId: providers.data?.identityProviderId ?? null,
      redirectTo,
    });
    window.location.assign(url);
  };

  return (
    <>
      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 13 }}>or</Divider>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<LoginIcon />}
        onClick={() => void signIn()}
        loading={leaving || providers.isPending}
      >
        Sign in with single sign-on
      </Button>
    </>
  );
}
