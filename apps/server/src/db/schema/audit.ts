import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The text the audit-log search (`q`) matches, case-insensitively, as one expression so that one
 * trigram index serves it: action, subject, subject id, path and IP.
 */
export const auditSearchText = (table: {
  action: AnyPgColumn;
  subject: AnyPgColumn;
  subjectId: AnyPgColumn;
  path: AnyPgColumn;
  ip: AnyPgColumn;
}) =>
  sql`(${table.action} || ' ' || ${table.subject} || ' ' || coalesce(${table.subjectId}, '') || ' ' || ${table.path} || ' ' || coalesce(${table.ip}, ''))`;

/** Append-only record of every mutating call. No foreign keys: the trail outlives what it names. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id'),
    teamId: uuid('team_id'),
    actorUserId: uuid('actor_user_id'),
    actorTokenId: uuid('actor_token_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The audit-log page reads an organization's rows newest first by (created_at, id), keyset
  // paginated; each filter has an index ending in that order, so a page of any single filter
  // (plus a date range) is a short index range scan at any depth (bench/audit-log.ts).
  (table) => [
    index('audit_logs_org_created_idx').on(table.organizationId, table.createdAt, table.id),
    index('audit_logs_org_actor_idx').on(
      table.organizationId,
      table.actorUserId,
      table.createdAt,
      table.id,
    ),
    index('audit_logs_org_token_idx')
      .on(table.organizationId, table.actorTokenId, table.createdAt, table.id)
      .where(sql`${table.actorTokenId} is not null`),
    index('audit_logs_org_action_idx').on(
      table.organizationId,
      table.action,
      table.createdAt,
      table.id,
    ),
    index('audit_logs_org_subject_idx').on(
      table.organizationId,
      table.subject,
      table.createdAt,
      table.id,
    ),
    index('audit_logs_org_status_idx').on(
      table.organizationId,
      table.statusCode,
      table.createdAt,
      table.id,
    ),
    // The "failure" outcome: few rows, so its own partial index (success reads the first one).
    index('audit_logs_org_failed_idx')
      .on(table.organizationId, table.createdAt, table.id)
      .where(sql`${table.statusCode} >= 400`),
    // The search: a trigram index finds a rare term's few rows without reading the organization's
    // whole trail (a common term is found as fast by the time order with a filter).
    index('audit_logs_search_idx').using('gin', sql`${auditSearchText(table)} gin_trgm_ops`),
    // A search that looks like an IP address matches the IP by prefix (queries.ts isIpSearch).
    index('audit_logs_org_ip_idx').on(
      table.organizationId,
      table.ip.op('text_pattern_ops'),
      table.createdAt,
      table.id,
    ),
    // Retention deletes the oldest rows across organizations.
    index('audit_logs_created_idx').on(table.createdAt),
  ],
);
