import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  (table) => [
    index('audit_logs_org_time_idx').on(table.organizationId, table.createdAt),
    index('audit_logs_actor_idx').on(table.actorUserId),
  ],
);
