import { z } from 'zod';

// GET /api/v1/auth/fusionauth/identity-providers
/** The identity provider the SPA may name as `idp_hint`; null lets the provider's own page choose. */
export const IdentityProvidersResponseSchema = z.object({
  identityProviderId: z.string().nullable(),
});
export type IdentityProvidersResponse = z.infer<typeof IdentityProvidersResponseSchema>;

// POST /api/v1/auth/fusionauth/token-proxy  →  MeResponseSchema (and the session cookie)
/**
 * What the callback page received from the identity provider. The server exchanges the code
 * itself, so the client secret and the provider's tokens never reach the browser.
 */
export const TokenProxyRequestSchema = z.object({
  code: z.string({ error: 'Code is required' }).min(1, { error: 'Code is required' }),
  /** The PKCE verifier, when the authorization request carried a challenge. */
  codeVerifier: z.string().min(43).max(128).optional(),
  /** The redirect URI of the authorization request; the configured one when absent. */
  redirectUri: z.url({ protocol: /^https?$/ }).optional(),
  /** Checked by the callback page against the value it stored; the server does not need it. */
  state: z.string().optional(),
});
export type TokenProxyRequest = z.infer<typeof TokenProxyRequestSchema>;
