import { API_TOKEN_PREFIX, type ApiToken } from '@crucible/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { apiTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { hoursFromNow, iso, isoOrNull } from '../../lib/time';

/** Characters shown in lists: the prefix plus the first 8 of the secret. */
const SHOWN_LENGTH = API_TOKEN_PREFIX.length + 8;
const CLI_TOKEN_TTL_HOURS = 24 * 90;

function toApiToken(row: typeof apiTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: iso(row.createdAt),
    lastUsedAt: isoOrNull(row.lastUsedAt),
    expiresAt: isoOrNull(row.expiresAt),
  };
}

function newSecret() {
  const token = `${API_TOKEN_PREFIX}${randomToken(30)}`;
  return { token, tokenHash: sha256(token), prefix: token.slice(0, SHOWN_LENGTH) };
}

export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  return (await tokensOfUser(db).execute({ userId })).map(toApiToken);
}

const tokensOfUser = preparedPer((db: Database) =>
  db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, sql.placeholder('userId')), eq(apiTokens.kind, 'api')))
    .orderBy(desc(apiTokens.createdAt))
    .prepare('api_tokens_of_user'),
);

export async function createApiToken(
  db: Db,
  options: {
    userId: string;
    organizationId: string | null;
    name: string;
    expiresAt?: string | undefined;
  },
): Promise<ApiToken & { token: string }> {
  const { token, tokenHash, prefix } = newSecret();
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: options.userId,
      organizationId: options.organizationId,
      name: options.name,
      kind: 'api',
      prefix,
      tokenHash,
      expiresAt: options.expiresAt ? new Date(options.expiresAt) : null,
    })
    .returning();
  if (!row) throw new Error('token insert returned nothing');
  return { ...toApiToken(row), token };
}

export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<void> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), eq(apiTokens.kind, 'api')))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw AppError.notFound('API token');
}

/**
 * The token of the account menu's "CLI Login Information": a fresh one each time the dialog
 * asks, replacing the previous one, since a stored token can never be shown again.
 */
export async function issueCliToken(
  db: Database,
  options: { userId: string; organizationId: string | null },
): Promise<{ token: string; expiresAt: string }> {
  const { token, tokenHash, prefix } = newSecret();
  const expiresAt = hoursFromNow(CLI_TOKEN_TTL_HOURS);
  await db.transaction(async (tx) => {
    await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.userId, options.userId), eq(apiTokens.kind, 'cli')));
    await tx.insert(apiTokens).values({
      userId: options.userId,
      organizationId: options.organizationId,
      name: 'CLI',
      kind: 'cli',
      prefix,
      tokenHash,
      expiresAt,
    });
  });
  return { token, expiresAt: iso(expiresAt) };
}
