import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { apiTokens, organizationMembers, organizations, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

export type AuthUser = {
  id: string;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
};
export type AuthOrganization = typeof organizations.$inferSelect;

/** Who is calling, resolved once per request from the session cookie or a Bearer token. */
export type AuthContext = {
  user: AuthUser;
  /** The organization the caller acts in; null when they belong to none (or left it). */
  organization: AuthOrganization | null;
  isAdmin: boolean;
  via: 'session' | 'token';
  sessionId: string | null;
  tokenId: string | null;
};

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

const sessionQuery = preparedPer((db) =>
  db
    .select({
      user: userColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      organization: organizations,
      isAdmin: organizationMembers.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, sessions.organizationId),
        eq(organizationMembers.userId, sessions.userId),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('auth_session'),
);

const tokenQuery = preparedPer((db) =>
  db
    .select({
      user: userColumns,
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      organization: organizations,
      isAdmin: organizationMembers.isAdmin,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, apiTokens.organizationId),
        eq(organizationMembers.userId, apiTokens.userId),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1)
    .prepare('auth_api_token'),
);

/** Only touch last-seen once in a while, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * One query: session → user → membership → organization. The membership join means a caller
 * removed from an organization stops acting in it at once.
 */
export async function resolveSession(
  db: Database,
  cookieValue: string,
  ttlHours: number,
): Promise<AuthContext | null> {
  const [row] = await sessionQuery(db).execute({ tokenHash: sha256(cookieValue) });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    // Sliding expiry; a lost update only shortens the session by one interval.
    void db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + ttlHours * 3_600_000) })
      .where(eq(sessions.id, row.sessionId))
      .catch(() => undefined);
  }
  return {
    user: row.user,
    organization: row.organization,
    isAdmin: row.isAdmin ?? false,
    via: 'session',
    sessionId: row.sessionId,
    tokenId: null,
  };
}

export async function resolveApiToken(db: Database, token: string): Promise<AuthContext | null> {
  const [row] = await tokenQuery(db).execute({ tokenHash: sha256(token) });
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    void db
      .update(apiTokens)
      .set({ lastUsedAt: new Date() })
      .where(eq(apiTokens.id, row.tokenId))
      .catch(() => undefined);
  }
  return {
    user: row.user,
    organization: row.organization,
    isAdmin: row.isAdmin ?? false,
    via: 'token',
    sessionId: null,
    tokenId: row.tokenId,
  };
}
