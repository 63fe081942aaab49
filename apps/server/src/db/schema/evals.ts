import type {
  DatasetSource,
  EvalAssertionResult,
  EvalGradingSpend,
  EvalCellStatus,
  EvalStatus,
} from '@crucible/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { teams } from './teams';
import { users } from './users';

/**
 * One eval (CASL `Eval`; running it is the `EvalJob`): a promptfoo config run as tests × prompts ×
 * providers. `config` is what was submitted; `plan` the tests after `dataset://` references were
 * read at submission (so a re-run or a resume sees the same rows). Live counts are counted from
 * `eval_results`; the columns here are written as batches are stored.
 */
export const evals = pgTable(
  'evals',
  {
    /** `eval-<8 hex>-<UTC start to the second>` (spec §3), made by the database. */
    id: text('id')
      .primaryKey()
      .default(
        sql`('eval-' || substr(md5(gen_random_uuid()::text), 1, 8) || '-' || to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS'))`,
      ),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name at submission, kept when the user is deleted. */
    authorName: text('author_name').notNull().default(''),
    name: text('name').notNull(),
    description: text('description'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    /** The config with `dataset://` tests read into test cases: what the worker runs. */
    resolvedConfig: jsonb('resolved_config').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<EvalStatus>().notNull().default('queued'),
    tests: integer('tests').notNull().default(0),
    total: integer('total').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /** Column headers: [{promptIndex, providerIndex, prompt, providerId, provider}]. */
    columns: jsonb('columns')
      .$type<
        {
          promptIndex: number;
          providerIndex: number;
          prompt: string;
          providerId: string;
          provider: string;
        }[]
      >()
      .notNull()
      .default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    error: text('error'),
    rerunOf: text('rerun_of'),
    /** The worker that runs it and until when its lease holds (a lapsed lease is resumed). */
    runToken: uuid('run_token'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Set while public (`enableMakePublic`): the page opens without sign-in. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (table) => [
    index('evals_team_created_idx').on(table.teamId, table.createdAt),
    index('evals_org_idx').on(table.organizationId),
    index('evals_org_created_idx').on(table.organizationId, table.createdAt),
    index('evals_status_idx').on(table.status),
  ],
);

export type EvalRatingRecord = {
  thumb: 'up' | 'down';
  comment: string | null;
  by: { id: string | null; name: string };
  at: string;
};

/**
 * One cell of an eval: test × prompt × provider, inserted once when it completes
 * (UNIQUE (eval_id, cell_index): a resumed or duplicate worker's second insert is dropped).
 * `pass` is what counts (a rating overrides the graders' `status`).
 */
export const evalResults = pgTable(
  'eval_results',
  {
    id: id(),
    evalId: text('eval_id')
      .notNull()
      .references(() => evals.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    /** testIndex × prompts × providers + promptIndex × providers + providerIndex. */
    cellIndex: integer('cell_index').notNull(),
    testIndex: integer('test_index').notNull(),
    promptIndex: integer('prompt_index').notNull(),
    providerIndex: integer('provider_index').notNull(),
    providerId: text('provider_id').notNull(),
    /** Matches rows across evals (compare): a hash of the description and vars. */
    testKey: text('test_key').notNull(),
    description: text('description'),
    vars: jsonb('vars').$type<Record<string, unknown>>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    prompt: text('prompt').notNull(),
    output: text('output').notNull(),
    status: text('status').$type<EvalCellStatus>().notNull(),
    pass: boolean('pass').notNull(),
    score: doublePrecision('score').notNull(),
    reason: text('reason').notNull(),
    namedScores: jsonb('named_scores').$type<Record<string, number>>().notNull(),
    assertions: jsonb('assertions').$type<EvalAssertionResult[]>().notNull(),
    latencyMs: integer('latency_ms').notNull(),
    tokensPrompt: integer('tokens_prompt'),
    tokensCompletion: integer('tokens_completion'),
    tokensTotal: integer('tokens_total'),
    cost: doublePrecision('cost'),
    /** Tokens and cost of the cell's model-graded assertions; null when it had none. */
    grading: jsonb('grading').$type<EvalGradingSpend>(),
    finishReason: text('finish_reason'),
    error: text('error'),
    cached: boolean('cached').notNull().default(false),
    rating: jsonb('rating').$type<EvalRatingRecord>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('eval_results_cell_idx').on(table.evalId, table.cellIndex),
    index('eval_results_test_idx').on(table.evalId, table.testIndex),
    // failuresOnly: the rows with a cell that does not pass.
    index('eval_results_failures_idx')
      .on(table.evalId, table.testIndex)
      .where(sql`not ${table.pass}`),
    index('eval_results_key_idx').on(table.evalId, table.testKey),
  ],
);

/** Named, versioned test-case collections (`dataset://name@version`), team-scoped. */
export const datasets = pgTable(
  'datasets',
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
    latestVersion: integer('latest_version'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('datasets_team_name_idx').on(table.teamId, table.name),
    index('datasets_org_idx').on(table.organizationId),
  ],
);

/** An immutable version of a dataset: its items never change once written. */
export const datasetVersions = pgTable(
  'dataset_versions',
  {
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    changelog: text('changelog').notNull().default(''),
    itemCount: integer('item_count').notNull(),
    source: text('source').$type<DatasetSource>().notNull(),
    sourceId: text('source_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.datasetId, table.version] })],
);

export const datasetItems = pgTable(
  'dataset_items',
  {
    datasetId: uuid('dataset_id').notNull(),
    version: integer('version').notNull(),
    idx: integer('idx').notNull(),
    description: text('description'),
    vars: jsonb('vars').$type<Record<string, unknown>>().notNull(),
    assert: jsonb('assert').$type<Record<string, unknown>[]>().notNull(),
    threshold: doublePrecision('threshold'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** Lower-cased description and vars, for the preview's search. */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.datasetId, table.version, table.idx] }),
    // Items go with their version (and so with the dataset).
    foreignKey({
      name: 'dataset_items_version_fk',
      columns: [table.datasetId, table.version],
      foreignColumns: [datasetVersions.datasetId, datasetVersions.version],
    }).onDelete('cascade'),
  ],
);
