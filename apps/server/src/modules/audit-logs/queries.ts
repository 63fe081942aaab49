import type { AuditLog, AuditLogFilterQuery } from '@crucible/shared';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, auditLogs, auditSearchText, users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Reading an organization's audit rows newest first, by keyset over (created_at, id): a page
 * starts right after the last row of the one before, so a page deep in a million rows costs
 * what the first one does (no OFFSET), and rows written meanwhile neither repeat nor shift it.
 */

/** Where a page starts: the (created_at, id) of the last row already read. */
export type AuditCursor = { createdAt: string; id: string };

/** The cursor travels opaque: base64url of `createdAt|id`, with the time to the microsecond. */
export function encodeCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): AuditCursor {
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !createdAt ||
    !id ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(createdAt) ||
    !/^\d{1,19}$/.test(id)
  ) {
    throw AppError.invalidField('cursor', 'Invalid cursor');
  }
  return { createdAt, id };
}

/** The filters as applied: the actor is resolved to the column it names. */
export type AuditFilters = Omit<AuditLogFilterQuery, 'actorId'> & {
  organizationId: string;
  actor?: { userId: string } | { tokenId: string } | { eitherId: string } | undefined;
};

/**
 * What `actorId` names: an API token (its calls only) or a user (their calls, by session or by
 * any of their tokens). One whose row is gone (a revoked token, a deleted user) matches either
 * column: slower, but still right.
 */
export async function resolveActor(
  db: Db,
  actorId: string | undefined,
): Promise<AuditFilters['actor']> {
  if (!actorId) return undefined;
  // One round trip for both lookups: the filter is on every page of the list.
  const [found] = await db
    .select({
      isToken: sql<boolean>`exists (select 1 from ${apiTokens} where ${apiTokens.id} = ${actorId})`,
      isUser: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${actorId})`,
    })
    .from(sql`(select 1) as one`);
  if (found?.isToken) return { tokenId: actorId };
  return found?.isUser ? { userId: actorId } : { eitherId: actorId };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * An IPv4 address or its start (`10.7.7.7`, `10.7.`) or an IPv6 one (`2001:db8:`, `::1`). Such
 * a search matches the caller's IP by prefix, through its own index: its trigrams occur in most
 * rows, so the trigram index would fetch and re-check a large share of the organization.
 */
const IP_PREFIX = /^(?:\d{1,3}\.){1,3}\d{0,3}$|^[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}$/i;
export const isIpSearch = (q: string) => IP_PREFIX.test(q);

function actorCondition(actor: NonNullable<AuditFilters['actor']>): SQL | undefined {
  if ('tokenId' in actor) return eq(auditLogs.actorTokenId, actor.tokenId);
  if ('userId' in actor) return eq(auditLogs.actorUserId, actor.userId);
  return or(eq(auditLogs.actorUserId, actor.eitherId), eq(auditLogs.actorTokenId, actor.eitherId));
}

/** The WHERE of a filtered read; every condition is one the indexes on audit_logs serve. */
export function whereOf(filters: AuditFilters, after?: AuditCursor): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(auditLogs.organizationId, filters.organizationId)];
  if (filters.actor) conditions.push(actorCondition(filters.actor));
  if (filters.action) conditions.push(eq(auditLogs.action, filters.action));
  if (filters.subject) conditions.push(eq(auditLogs.subject, filters.subject));
  if (filters.status !== undefined) conditions.push(eq(auditLogs.statusCode, filters.status));
  // Spelled as the partial index's predicate, so "failure" reads that index.
  if (filters.outcome === 'failure') conditions.push(sql`${auditLogs.statusCode} >= 400`);
  if (filters.outcome === 'success') conditions.push(lt(auditLogs.statusCode, 400));
  if (filters.from) conditions.push(gte(auditLogs.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(auditLogs.createdAt, new Date(filters.to)));
  if (filters.q) {
    conditions.push(
      isIpSearch(filters.q)
        ? sql`${auditLogs.ip} like ${`${escapeLike(filters.q.toLowerCase())}%`}`
        : ilike(auditSearchText(auditLogs), likePattern(filters.q)),
    );
  }
  if (after) {
    conditions.push(
      sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)`,
    );
  }
  return and(...conditions);
}

/** created_at to the microsecond, in UTC: the cursor must name the row exactly. */
const CREATED_AT_EXACT = sql<string>`to_char(${auditLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Up to `limit` rows after `after`, newest first, with their actors' names (a query builder). */
export function pageQuery(
  db: Db,
  filters: AuditFilters,
  after: AuditCursor | undefined,
  limit: number,
) {
  return db
    .select({
      id: auditLogs.id,
      createdAt: CREATED_AT_EXACT,
      actorUserId: auditLogs.actorUserId,
      actorName: users.name,
      actorEmail: users.email,
      actorTokenId: auditLogs.actorTokenId,
      actorTokenName: apiTokens.name,
      action: auditLogs.action,
      subject: auditLogs.subject,
      subjectId: auditLogs.subjectId,
      teamId: auditLogs.teamId,
      method: auditLogs.method,
      path: auditLogs.path,
      statusCode: auditLogs.statusCode,
      ip: auditLogs.ip,
      userAgent: auditLogs.userAgent,
      details: auditLogs.details,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorUserId))
    .leftJoin(apiTokens, eq(apiTokens.id, auditLogs.actorTokenId))
    .where(whereOf(filters, after))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}

export const readPage = async (...args: Parameters<typeof pageQuery>) => pageQuery(...args);

export type AuditRow = Awaited<ReturnType<typeof readPage>>[number];

export const cursorOf = (row: AuditRow): AuditCursor => ({
  createdAt: row.createdAt,
  id: String(row.id),
});

export function auditLogOf(row: AuditRow): AuditLog {
  return {
    id: String(row.id),
    // Milliseconds, as every time in the API (`…SS.mmm` of `…SS.mmmuuuZ`); the cursor keeps
    // the microseconds. Cut from the text rather than parsed: the export does this a million times.
    createdAt: `${row.createdAt.slice(0, 23)}Z`,
    actor: {
      type: row.actorTokenId ? 'token' : row.actorUserId ? 'user' : 'anonymous',
      userId: row.actorUserId,
      name: row.actorName,
      email: row.actorEmail,
      tokenId: row.actorTokenId,
      tokenName: row.actorTokenName,
    },
    action: row.action,
    subject: row.subject,
    subjectId: row.subjectId,
    teamId: row.teamId,
    method: row.method,
    path: row.path,
    status: row.statusCode,
    ip: row.ip,
    userAgent: row.userAgent,
    details: row.details,
  };
}
