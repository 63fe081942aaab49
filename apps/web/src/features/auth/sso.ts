import type { ClientConfig } from '@crucible/shared';
import { sessionStore, storage } from '../../lib/storage';

/*
 * Federated sign-in (spec §7, §9): an authorization-code request with PKCE (S256) to the
 * identity provider; the verifier, state and where to go afterwards wait in sessionStorage for
 * the callback page. The provider hint (idp_hint) chosen last is kept in localStorage.
 */

export const SSO_VERIFIER_KEY = 'crucible-sso-verifier';
export const SSO_STATE_KEY = 'crucible-sso-state';
export const SSO_REDIRECT_KEY = 'crucible-sso-redirect';
export const SSO_PROVIDER_KEY = 'crucible-sso-identity-provider';

export const SSO_CONFIG_LOAD_ERROR =
  'Failed to load authentication configuration. Please refresh the page.';
export const SSO_CONFIG_INCOMPLETE =
  'FusionAuth configuration is incomplete. Please check server settings.';

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomToken(size = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(size)));
}

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Whether the config names everything an authorization request needs. */
export function ssoConfigComplete(auth: ClientConfig['auth']): boolean {
  return [auth.apiUrl, auth.applicationId, auth.redirectUri].every((value) => value.trim() !== '');
}

/** Stores the PKCE verifier, state and redirect, and answers the provider's authorization URL. */
export async function startSsoSignIn(
  auth: ClientConfig['auth'],
  options: { identityProviderId: string | null; redirectTo: string },
): Promise<string> {
  const verifier = randomToken(48);
  const state = randomToken(16);
  sessionStore.set(SSO_VERIFIER_KEY, verifier);
  sessionStore.set(SSO_STATE_KEY, state);
  sessionStore.set(SSO_REDIRECT_KEY, options.redirectTo);
  if (options.identityProviderId) storage.set(SSO_PROVIDER_KEY, options.identityProviderId);
  const params = new URLSearchParams({
    client_id: auth.applicationId,
    redirect_uri: auth.redirectUri,
    response_type: 'code',
    scope: auth.scope,
    code_challenge: await challengeOf(verifier),
    code_challenge_method: 'S256',
    state,
  });
  if (options.identityProviderId) params.set('idp_hint', options.identityProviderId);
  return `${auth.apiUrl.replace(/\/$/, '')}/oauth2/authorize?${params.toString()}`;
}

/** What the callback needs from the request it answers; cleared so a code is used once. */
export function takeSsoRequest(): {
  verifier: string | null;
  state: string | null;
  redirectTo: string | null;
} {
  const request = {
    verifier: sessionStore.get(SSO_VERIFIER_KEY),
    state: sessionStore.get(SSO_STATE_KEY),
    redirectTo: sessionStore.get(SSO_REDIRECT_KEY),
  };
  for (const key of [SSO_VERIFIER_KEY, SSO_STATE_KEY, SSO_REDIRECT_KEY]) sessionStore.remove(key);
  return request;
}
