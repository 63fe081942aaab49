import { EmailSchema, type TokenProxyRequest } from '@crucible/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { clientConfig } from '../system/client-config';
import { type ClientInfo, createSession, startingOrganization } from '../auth/service';

/** The spec's own words (§8) for a sign-in attempt against an install without SSO. */
export const SSO_NOT_CONFIGURED =
  'FusionAuth configuration is incomplete. Please check server settings.';
const SIGN_IN_FAILED = 'Sign-in with the identity provider failed';

export type SsoSettings = {
  issuer: URL;
  clientId: string;
  /** Empty: a public client, which must then use PKCE. */
  clientSecret: string;
  redirectUri: string;
  identityProviderId: string | null;
  allowInsecureRequests: boolean;
};

export type SsoClient = {
  settings: SsoSettings;
  /** The issuer's discovered metadata, fetched on first use and kept; a failure is retried. */
  configuration: () => Promise<oidc.Configuration>;
};

/** Null when the install has no identity provider (the same test as the client's `useFusionAuth`). */
export function createSsoClient(config: Config): SsoClient | null {
  const { auth } = clientConfig(config);
  if (!auth.useFusionAuth) return null;
  const settings: SsoSettings = {
    issuer: new URL(auth.apiUrl),
    clientId: auth.applicationId,
    clientSecret: config.sso.clientSecret,
    redirectUri: auth.redirectUri,
    identityProviderId: config.sso.identityProviderId,
    allowInsecureRequests: config.sso.allowInsecureRequests,
  };
  let cached: Promise<oidc.Configuration> | null = null;
  const discover = () =>
    oidc.discovery(
      settings.issuer,
      settings.clientId,
      undefined,
      // HTTP Basic is the client authentication every OAuth server must support (RFC 6749 §2.3.1).
      settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
      { execute: settings.allowInsecureRequests ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
  return {
    settings,
    configuration() {
      cached ??= discover().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
  };
}

export function requireSso(sso: SsoClient | null): SsoClient {
  if (!sso) throw new AppError('BAD_REQUEST', SSO_NOT_CONFIGURED);
  return sso;
}

export type SsoDeps = {
  db: Database;
  sessionTtlHours: number;
  logger: FastifyBaseLogger;
  sso: SsoClient | null;
};

type Identity = { email: string; emailVerified: boolean; name: string };

/**
 * Trades the authorization code the callback page received for a Crucible session: the code is
 * exchanged and the ID token validated by openid-client, the account is found by e-mail (or
 * created without a password), and a session starts as at password sign-in.
 */
export async function signInWithCode(
  deps: SsoDeps,
  request: TokenProxyRequest,
  client: ClientInfo,
): Promise<{ sessionToken: string; userId: string }> {
  const sso = requireSso(deps.sso);
  const identity = await fetchIdentity(deps.logger, sso, request);
  const user = await findOrCreateUser(deps.db, identity);
  const organizationId = await startingOrganization(deps.db, user.id, user.lastOrganizationId);
  const sessionToken = await createSession(deps, { userId: user.id, organizationId, client });
  return { sessionToken, userId: user.id };
}

async function fetchIdentity(
  logger: FastifyBaseLogger,
  sso: SsoClient,
  request: TokenProxyRequest,
): Promise<Identity> {
  let configuration: oidc.Configuration;
  try {
    configuration = await sso.configuration();
  } catch (error) {
    logger.error({ err: error, issuer: sso.settings.issuer.href }, 'OIDC discovery failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'The identity provider cannot be reached');
  }
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      callbackUrl(configuration, request.redirectUri ?? sso.settings.redirectUri, request.code),
      { pkceCodeVerifier: request.codeVerifier, idTokenExpected: true },
    );
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the token response carried no ID token');
    claims = { ...idToken };
    // Providers that follow OIDC Core §5.4 strictly put scope claims in UserInfo only.
    if (typeof claims.email !== 'string') {
      const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...claims, ...userInfo };
    }
  } catch (error) {
    logger.warn({ err: error }, 'OIDC code exchange failed');
    throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED);
  }
  return identityOf(claims);
}

/**
 * The redirect the provider made to the callback page, rebuilt from what the page forwarded.
 * `iss` is the one issuer this server trusts: with a single provider there is no mix-up to
 * detect (RFC 9207), and the page does not forward the parameter.
 */
function callbackUrl(configuration: oidc.Configuration, redirectUri: string, code: string): URL {
  const url = new URL(redirectUri);
  url.search = '';
  url.hash = '';
  url.searchParams.set('code', code);
  const metadata = configuration.serverMetadata();
  if (metadata.authorization_response_iss_parameter_supported) {
    url.searchParams.set('iss', metadata.issuer);
  }
  return url;
}

function identityOf(claims: Record<string, unknown>): Identity {
  const email = EmailSchema.safeParse(claims.email);
  if (!email.success) {
    throw new AppError('BAD_REQUEST', 'The identity provider did not share a valid e-mail address');
  }
  const name = [claims.name, claims.preferred_username, claims.sub].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return {
    email: email.data,
    emailVerified: claims.email_verified === true,
    name: (name ?? email.data).trim().slice(0, 100),
  };
}

async function findOrCreateUser(db: Database, identity: Identity): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, identity.email);
    if (existing) return enterExisting(tx, existing, identity);
    const [created] = await tx
      .insert(users)
      .values({
        name: identity.name,
        email: identity.email,
        passwordHash: null,
        emailVerifiedAt: identity.emailVerified ? new Date() : null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return created;
    // A concurrent first sign-in with the same address created the account a moment ago.
    const raced = await findUserByEmail(tx, identity.email);
    if (!raced) throw new Error('an account that conflicted on insert cannot be read');
    return enterExisting(tx, raced, identity);
  });
}

type UserRow = typeof users.$inferSelect;

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * An existing account is only entered on the provider's word that the address is verified —
 * else anyone who can register that address with the provider would take the account over.
 * The exception is an account an unverified federated sign-in created: it has neither a
 * password nor a verified address, so the provider has always been its only way in.
 */
async function enterExisting(db: Db, user: UserRow, identity: Identity): Promise<UserRow> {
  const createdUnverifiedBySso = user.passwordHash === null && user.emailVerifiedAt === null;
  if (!identity.emailVerified && !createdUnverifiedBySso) {
    throw AppError.forbidden(
      'An account with this email already exists; verify the address with your identity provider to sign in',
    );
  }
  if (identity.emailVerified && !user.emailVerifiedAt) {
    const emailVerifiedAt = new Date();
    await db.update(users).set({ emailVerifiedAt }).where(eq(users.id, user.id));
    return { ...user, emailVerifiedAt };
  }
  return user;
}
