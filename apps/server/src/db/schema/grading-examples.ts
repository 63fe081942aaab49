import type { GradingExampleSource, GradingExpectation } from '@crucible/shared';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { issues } from './issues';
import { organizations } from './organizations';
import { scanProbes, scans } from './scans';
import { targets } from './targets';
import { teams } from './teams';
import { users } from './users';

/**
 * Grading examples (CASL `GradingExample`): a person's verdict on one reply of a target.
 * `reply_key` is the SHA-256 of the normalised reply (the engine's `normaliseReply`), so
 * UNIQUE (target, plugin, reply_key) keeps one verdict per reply: a newer one replaces it.
 * The team is the target's. Sources (scan, probe, issue) are kept while they exist.
 */
export const gradingExamples = pgTable(
  'grading_examples',
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
    prompt: text('prompt'),
    output: text('output').notNull(),
    replyKey: text('reply_key').notNull(),
    expected: text('expected').$type<GradingExpectation>().notNull(),
    reason: text('reason').notNull(),
    source: text('source').$type<GradingExampleSource>().notNull(),
    sourceScanId: uuid('source_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    sourceProbeId: uuid('source_probe_id').references(() => scanProbes.id, {
      onDelete: 'set null',
    }),
    sourceIssueId: uuid('source_issue_id').references(() => issues.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('grading_examples_target_plugin_reply_idx').on(
      table.targetId,
      table.pluginId,
      table.replyKey,
    ),
    index('grading_examples_target_created_idx').on(table.targetId, table.createdAt),
    index('grading_examples_org_idx').on(table.organizationId),
    // Deleting a scan's probes sets their examples' source to null: found by this index.
    index('grading_examples_source_probe_idx').on(table.sourceProbeId),
  ],
);
