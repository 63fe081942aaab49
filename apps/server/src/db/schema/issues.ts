import type { IssueEventKind, IssueSeverity, IssueStatus } from '@crucible/shared';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { scanProbes, scans } from './scans';
import { targets } from './targets';
import { teams } from './teams';
import { users } from './users';

/**
 * Vulnerabilities (CASL `Issue`): one weakness of one target, UNIQUE (target, plugin), so a
 * re-run derivation finds the row it made. `severity` is the effective one (`effectiveSeverity`
 * over the plugin's default, `template_severity`, the organization's and the target's overrides
 * and a person's `severity_override`), kept current by derivation and by override changes.
 * `last_scan_at` is the finish time of the latest scan applied: an older scan completing late
 * adds its evidence but never changes the status.
 */
export const issues = pgTable(
  'issues',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'cascade' }),
    pluginId: text('plugin_id').notNull(),
    status: text('status').$type<IssueStatus>().notNull().default('open'),
    severity: text('severity').$type<IssueSeverity>().notNull(),
    severityOverride: text('severity_override').$type<IssueSeverity>(),
    /** The per-plugin severity of the latest applied scan's template, when it set one. */
    templateSeverity: text('template_severity').$type<IssueSeverity>(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }).notNull(),
    occurrences: integer('occurrences').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('issues_target_plugin_idx').on(table.targetId, table.pluginId),
    index('issues_team_last_seen_idx').on(table.teamId, table.lastSeenAt),
    index('issues_org_idx').on(table.organizationId),
  ],
);

/** A failing probe that shows the issue: UNIQUE (probe) keeps re-derivation from duplicating it. */
export const issueEvidence = pgTable(
  'issue_evidence',
  {
    id: id(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    probeId: uuid('probe_id')
      .notNull()
      .references(() => scanProbes.id, { onDelete: 'cascade' }),
    strategyId: text('strategy_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('issue_evidence_probe_idx').on(table.probeId),
    index('issue_evidence_issue_seen_idx').on(table.issueId, table.seenAt),
  ],
);

/** The plugin's graded probes in one completed scan of the issue's target. */
export const issueScans = pgTable(
  'issue_scans',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    failed: integer('failed').notNull(),
    total: integer('total').notNull(),
    asr: doublePrecision('asr').notNull(),
  },
  (table) => [primaryKey({ columns: [table.issueId, table.scanId] })],
);

/**
 * The issue's timeline, oldest first by `id`. The actor is a person (`actor_user_id`, null once
 * deleted; `actor_name` keeps the name) or a scan (`actor_scan_id`).
 */
export const issueEvents = pgTable(
  'issue_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    kind: text('kind').$type<IssueEventKind>().notNull(),
    actorType: text('actor_type').$type<'user' | 'scan'>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorScanId: uuid('actor_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (table) => [index('issue_events_issue_idx').on(table.issueId, table.id)],
);
