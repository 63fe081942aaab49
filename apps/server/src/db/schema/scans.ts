import type {
  ProbeOutcomeValue,
  RedteamBlock,
  ScanLogLevel,
  ScanRisk,
  ScanStatus,
} from '@crucible/shared';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { targets } from './targets';
import { teams } from './teams';
import { users } from './users';

/** Scan templates: a saved `redteam` block (engine format), team-scoped (CASL `Config`). */
export const scanConfigs = pgTable(
  'scan_configs',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    config: jsonb('config').$type<RedteamBlock>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('scan_configs_team_name_idx').on(table.teamId, table.name),
    index('scan_configs_org_idx').on(table.organizationId),
  ],
);

/**
 * One scan (CASL `EvalJob`). `config` is a snapshot: editing the template later changes nothing
 * here. Counters are written by the roll-up; live progress is counted from `scan_probes`.
 */
export const scans = pgTable(
  'scans',
  {
    id: id(),
    /**
     * The id of the scan's results (spec §3: 'from scan: eval-…'): `eval-<8 hex>-<UTC start of
     * the record, to the second>`, made by the database so every way of creating a scan has one.
     */
    evalId: text('eval_id')
      .notNull()
      .default(
        sql`('eval-' || substr(md5(gen_random_uuid()::text), 1, 8) || '-' || to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS'))`,
      ),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // A deleted target keeps its scans (and their evidence); the name stays readable.
    targetId: uuid('target_id').references(() => targets.id, { onDelete: 'set null' }),
    targetName: text('target_name').notNull(),
    configId: uuid('config_id').references(() => scanConfigs.id, { onDelete: 'set null' }),
    /** The template's name at submission: kept when the template is renamed or deleted. */
    templateName: text('template_name'),
    config: jsonb('config').$type<RedteamBlock>().notNull(),
    status: text('status').$type<ScanStatus>().notNull().default('queued'),
    total: integer('total').notNull().default(0),
    generated: integer('generated').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    undecided: integer('undecided').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    risk: jsonb('risk').$type<ScanRisk>(),
    /** `risk`'s score and level, for lists: reading them from the jsonb detoasted it per row. */
    riskScore: doublePrecision('risk_score'),
    riskLevel: text('risk_level').$type<ScanRisk['level']>(),
    unavailableStrategies: jsonb('unavailable_strategies')
      .$type<{ id: string; reason: string }[]>()
      .notNull()
      .default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    error: text('error'),
    /** Probe sends already added to `usage_daily`, so the roll-up adds only what is new. */
    usageRecorded: integer('usage_recorded').notNull().default(0),
    /**
     * Tokens and cost the target reported over the scan's answered probes, summed at each
     * roll-up (and rescore) so usage reads one row per scan, not one per probe. `*_probes` count
     * the probes that reported them; `cost_usd` is null while none did.
     */
    tokenProbes: integer('token_probes').notNull().default(0),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
    totalTokens: bigint('total_tokens', { mode: 'number' }).notNull().default(0),
    costProbes: integer('cost_probes').notNull().default(0),
    costUsd: doublePrecision('cost_usd'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (table) => [
    index('scans_team_created_idx').on(table.teamId, table.createdAt),
    // A target's scans: its page's history and dashboard, and `on delete set null` of the target.
    index('scans_target_created_idx').on(table.targetId, table.createdAt),
    // The organization's scans by creation: usage per day and per team over a range.
    index('scans_org_created_idx').on(table.organizationId, table.createdAt),
    // The organization's scans by roll-up: tokens and cost over a range.
    index('scans_org_finished_idx').on(table.organizationId, table.finishedAt),
    index('scans_status_idx').on(table.status),
    uniqueIndex('scans_eval_id_idx').on(table.evalId),
    // Reports: a target's completed scans by finish time (the list, the previous scan).
    index('scans_target_finished_idx').on(table.targetId, table.finishedAt),
  ],
);

export type ProbeReviewRecord = {
  reviewedBy: { id: string | null; name: string };
  reviewedAt: string;
  previous: { outcome: ProbeOutcomeValue; grader: string | null; reason: string | null };
};

/**
 * Every probe of a scan, inserted pending by generation (UNIQUE (scan_id, idx) makes that
 * idempotent) and updated once with its result. A worker claims probes with a lease
 * (`claim_token`, `lease_expires_at`); a result is stored only under the claim that ran it.
 */
export const scanProbes = pgTable(
  'scan_probes',
  {
    id: id(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    idx: integer('idx').notNull(),
    pluginId: text('plugin_id').notNull(),
    strategyId: text('strategy_id').notNull(),
    testCase: jsonb('test_case').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'running' | 'done'>().notNull().default('pending'),
    outcome: text('outcome').$type<ProbeOutcomeValue>(),
    prompt: text('prompt'),
    conversation: jsonb('conversation').$type<{ role: string; content: string }[]>(),
    output: text('output'),
    grader: text('grader'),
    reason: text('reason'),
    score: doublePrecision('score'),
    /** A person's decision (who, when, what the graders had said); null for graders' verdicts. */
    review: jsonb('review').$type<ProbeReviewRecord>(),
    latencyMs: integer('latency_ms'),
    tokens: jsonb('tokens').$type<{ prompt: number; completion: number; total: number }>(),
    cost: doublePrecision('cost'),
    /** Times a result was stored (a retry of an errored probe adds one). */
    attempts: smallint('attempts').notNull().default(0),
    claimToken: uuid('claim_token'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('scan_probes_scan_idx_idx').on(table.scanId, table.idx),
    index('scan_probes_scan_status_idx').on(table.scanId, table.status),
  ],
);

/**
 * What happened to a scan, oldest first by `id` (the API's cursor): queued, generated, running,
 * resumed, cancelled, retried, rolled up, failed. A handful of rows per scan — target errors are
 * summarised at roll-up, never written one per probe.
 */
export const scanLog = pgTable(
  'scan_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    createdAt: createdAt(),
    level: text('level').$type<ScanLogLevel>().notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (table) => [index('scan_log_scan_id_idx').on(table.scanId, table.id)],
);

/**
 * Cross-worker concurrency of a target: a worker may have a probe in flight against a target
 * only while it holds one of the target's `concurrency` slots. Leases expire, so a killed
 * worker's slots come back on their own.
 */
export const targetSlots = pgTable(
  'target_slots',
  {
    targetId: uuid('target_id').notNull(),
    slot: integer('slot').notNull(),
    holder: uuid('holder'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.targetId, table.slot] })],
);
