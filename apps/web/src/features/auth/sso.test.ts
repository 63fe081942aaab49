import { describe, expect, it } from 'vitest';
import { ssoConfigComplete, startSsoSignIn } from './sso';

const auth = {
  apiUrl: 'https://login.example.com/',
  appUrl: 'https://crucible.example.com',
  applicationId: 'app-1',
  redirectUri: 'https://crucible.example.com/auth/fusionauth/callback',
  scope: 'openid offline_access',
  useFusionAuth: true,
};

describe('federated sign-in request', () => {
  it('asks the provider for a code with PKCE (S256), state and the idp hint', async () => {
    const url = new URL(
      await startSsoSignIn(auth, { identityProviderId: 'idp-9', redirectTo: '/jobs' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://login.example.com/oauth2/authorize');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      client_id: 'app-1',
      redirect_uri: auth.redirectUri,
      response_type: 'code',
      scope: 'openid offline_access',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{22}$/),
      idp_hint: 'idp-9',
    });
    // A fresh verifier each time: two requests never share a challenge or a state.
    const again = new URL(
      await startSsoSignIn(auth, { identityProviderId: null, redirectTo: '/' }),
    );
    expect(again.searchParams.get('code_challenge')).not.toBe(params.code_challenge);
    expect(again.searchParams.has('idp_hint')).toBe(false);
  });

  it('tells an incomplete configuration apart', () => {
    expect(ssoConfigComplete(auth)).toBe(true);
    expect(ssoConfigComplete({ ...auth, applicationId: '' })).toBe(false);
  });
});
