import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, sessionCookieOf, uniqueEmail, useTestApp } from '../../../test/harness';
import { ConfigError, loadConfig } from '../../config';
import { auditLogs } from '../../db/schema';
import { SSO_NOT_CONFIGURED } from './service';

const CLIENT_ID = 'crucible-test-app';
const CLIENT_SECRET = 'a-client-secret-only-these-tests-know';
const REDIRECT_URI = 'http://crucible.test/auth/fusionauth/callback';

/** The people the identity provider knows, by login name. */
const people: Record<string, Record<string, unknown>> = {
  ada: { email: uniqueEmail('ada'), email_verified: true, name: 'Ada Lovelace' },
  grace: { email: uniqueEmail('grace'), email_verified: false, preferred_username: 'grace' },
  taken: { email: uniqueEmail('taken'), email_verified: false, name: 'Not The Owner' },
  anonymous: { name: 'No Mail' },
};

let server: Server;
let issuer = '';
const env: Record<string, string> = {};

/** A real OpenID Provider on a random local port, with its development login and consent pages. */
beforeAll(async () => {
  // Listening first tells the port, which the issuer URL names.
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    findAccount: (_ctx, sub) =>
      people[sub] && { accountId: sub, claims: () => ({ sub, ...people[sub] }) },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['a-cookie-signing-key-for-tests'] },
    jwks: { keys: [privateKey.export({ format: 'jwk' })] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  server.on('request', provider.callback());
  Object.assign(env, {
    FUSIONAUTH_URL: issuer,
    FUSIONAUTH_APPLICATION_ID: CLIENT_ID,
    FUSIONAUTH_CLIENT_SECRET: CLIENT_SECRET,
    FUSIONAUTH_IDENTITY_PROVIDER_ID: 'a1b2c3d4-idp',
    FUSIONAUTH_ALLOW_INSECURE: 'true',
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A browser's cookie jar, enough for the provider's interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs `login` in at the provider the way a browser would — authorization request, login form,
 * consent form — and answers the authorization code the provider redirects back with.
 */
async function authorizationCode(login: string, codeVerifier?: string): Promise<string> {
  const jar = new CookieJar();
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state: 'state-from-the-spa',
    ...(codeVerifier
      ? {
          code_challenge: await calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        }
      : {}),
  }).toString();
  let next: { url: string; form?: URLSearchParams } = { url: authorize.href };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
      ...(next.form ? { method: 'POST', body: next.form } : {}),
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location?.startsWith(REDIRECT_URI)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`the provider answered without a code: ${location}`);
      return code;
    }
    if (location) {
      next = { url: new URL(location, next.url).href };
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !prompt || !action)
      throw new Error(`unexpected answer ${response.status}: ${page.slice(0, 500)}`);
    // The development login page takes any password.
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'x' } : { prompt },
    );
    next = { url: new URL(action, next.url).href, form };
  }
  throw new Error('the sign-in did not come back to the redirect URI');
}

describe('federated sign-in', () => {
  const ctx = useTestApp({ env });

  const tokenProxy = (payload: object) =>
    call(ctx.app, { method: 'POST', url: '/api/v1/auth/fusionauth/token-proxy', payload });

  it('answers the configured identity provider id', async () => {
    const response = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/fusionauth/identity-providers',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ identityProviderId: 'a1b2c3d4-idp' });
  });

  it('signs in with a real code (PKCE), creating the account, and the session works', async () => {
    const codeVerifier = randomPKCECodeVerifier();
    const code = await authorizationCode('ada', codeVerifier);
    const response = await tokenProxy({ code, codeVerifier, state: 'state-from-the-spa' });
    expect(response.statusCode, response.body).toBe(200);
    const me = response.json();
    expect(me).toEqual({
      user: {
        id: expect.any(String),
        name: 'Ada Lovelace',
        email: people.ada!.email,
        emailVerified: true,
        createdAt: expect.any(String),
      },
      organization: null,
      isAdmin: false,
    });

    const cookie = sessionCookieOf(response);
    const whoAmI = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { cookie },
    });
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json()).toEqual(me);

    const audit = await ctx.database.db
      .select({ actorUserId: auditLogs.actorUserId, statusCode: auditLogs.statusCode })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.sso-login'), eq(auditLogs.subjectId, me.user.id)));
    expect(audit).toEqual([{ actorUserId: me.user.id, statusCode: 200 }]);

    // A code is good for one exchange only.
    const replay = await tokenProxy({ code, codeVerifier });
    expect(replay.statusCode).toBe(401);
  });

  it('finds the same account on the next sign-in (here without PKCE)', async () => {
    const first = await tokenProxy({ code: await authorizationCode('ada') });
    const second = await tokenProxy({ code: await authorizationCode('ada') });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    expect(sessionCookieOf(second)).not.toBe(sessionCookieOf(first));
  });

  it('creates an unverified account for an unverified address, and finds it again', async () => {
    const first = await tokenProxy({ code: await authorizationCode('grace') });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user).toMatchObject({
      name: 'grace',
      email: people.grace!.email,
      emailVerified: false,
    });
    const second = await tokenProxy({ code: await authorizationCode('grace') });
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('will not enter a password account on an unverified address', async () => {
    await register(ctx.app, { email: people.taken!.email as string });
    const response = await tokenProxy({ code: await authorizationCode('taken') });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a provider account without an e-mail address', async () => {
    const response = await tokenProxy({ code: await authorizationCode('anonymous') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The identity provider did not share a valid e-mail address',
      },
    });
  });

  it('answers 401 for a bogus code or a wrong PKCE verifier', async () => {
    const failed = {
      error: { code: 'UNAUTHORIZED', message: 'Sign-in with the identity provider failed' },
    };
    const bogus = await tokenProxy({ code: 'not-a-code-the-provider-issued' });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json()).toEqual(failed);
    expect(bogus.cookies).toEqual([]);

    const code = await authorizationCode('ada', randomPKCECodeVerifier());
    const wrongVerifier = await tokenProxy({ code, codeVerifier: randomPKCECodeVerifier() });
    expect(wrongVerifier.statusCode).toBe(401);
    expect(wrongVerifier.json()).toEqual(failed);
  });
});

describe('federated sign-in on an install without an identity provider', () => {
  const ctx = useTestApp();
  const notConfigured = { error: { code: 'BAD_REQUEST', message: SSO_NOT_CONFIGURED } };

  it('answers 400 with the spec message on both routes', async () => {
    const providers = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/auth/fusionauth/identity-providers',
    });
    expect(providers.statusCode).toBe(400);
    expect(providers.json()).toEqual(notConfigured);

    const exchange = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/fusionauth/token-proxy',
      payload: { code: 'anything' },
    });
    expect(exchange.statusCode).toBe(400);
    expect(exchange.json()).toEqual(notConfigured);
    expect(SSO_NOT_CONFIGURED).toBe(
      'FusionAuth configuration is incomplete. Please check server settings.',
    );
  });
});

describe('federated sign-in with the identity provider down', () => {
  const ctx = useTestApp({
    env: {
      FUSIONAUTH_URL: 'http://127.0.0.1:9',
      FUSIONAUTH_APPLICATION_ID: CLIENT_ID,
      FUSIONAUTH_ALLOW_INSECURE: 'true',
    },
  });

  it('answers 503 when discovery fails', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/fusionauth/token-proxy',
      payload: { code: 'anything' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The identity provider cannot be reached',
      },
    });
  });
});

describe('federated sign-in configuration', () => {
  it('accepts an http issuer only with FUSIONAUTH_ALLOW_INSECURE=true', () => {
    const sso = { FUSIONAUTH_URL: 'http://idp.local:9011', FUSIONAUTH_APPLICATION_ID: 'app' };
    expect(() => loadConfig(sso)).toThrow(ConfigError);
    expect(() => loadConfig(sso)).toThrow(/FUSIONAUTH_URL: must use https/);
    expect(loadConfig({ ...sso, FUSIONAUTH_ALLOW_INSECURE: 'true' }).sso).toEqual({
      clientSecret: '',
      identityProviderId: null,
      allowInsecureRequests: true,
    });
    expect(() => loadConfig({ FUSIONAUTH_URL: 'not a url' })).toThrow(ConfigError);
  });
});
