import {
  TERMINAL_SCAN_STATUSES,
  type CreateScanRequest,
  type RedteamBlock,
  type Scan,
  type ScanDetail,
  type ScanEstimate,
  type ScanTemplateRef,
} from '@crucible/shared';
import {
  estimateProbeCount,
  type FittedPlugin,
  nothingToTestReason,
  type TargetContext,
} from '@crucible/engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { scans } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { assertCanStartScans, type LicenseDeps } from '../license/service';
import { resolvePolicyEntries } from '../policies/plugin-entries';
import { findScanConfig } from '../scan-configs/service';
import { findTarget, type TargetRow } from '../targets/service';
import { contextOfTarget, describeFit, fitToTarget, toEngineConfig } from './engine-config';
import type { ScanRow } from './pipeline/context';
import { rowsOf } from './pipeline/probe-queries';
import { scanModelAvailability, type ModelEnv } from './scan-models';
import { liveCounts, toScan } from './progress';
import { errorGroups } from './scan-errors';
import { actorOf, appendScanLog, plural, readScanLog } from './scan-log';
import { emitWebhookEvent } from '../webhooks/emit';
import { scanStarted } from '../webhooks/events';

export type ScanServiceDeps = {
  db: Db;
  license: LicenseDeps;
  /** Without a queue (CLI tools, some tests) a scan is stored and stays queued. */
  jobs: Pick<JobQueue, 'send' | 'sendMany'> | null;
  batchSize: number;
  /** Keys of models a configuration names (`ScanSettings.modelEnv`). */
  modelEnv: ModelEnv;
};
export type ScanScope = { organizationId: string; scanId: string };

export async function findScan(db: Db, scope: ScanScope): Promise<ScanRow> {
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.id, scope.scanId), eq(scans.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Scan');
  return row;
}

// Every request about one scan checks its scope first: a prepared statement that reads one
// column, not the scan's configuration and risk.
const scanTeam = preparedPer((db: Database) =>
  db
    .select({ teamId: scans.teamId })
    .from(scans)
    .where(
      and(
        eq(scans.id, sql.placeholder('scanId')),
        eq(scans.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .prepare('scan_team'),
);

/**
 * A scan never changes team, so every route on one scan (its page polls results, log and
 * errors) asks the database once per process; the team's role check still runs every time.
 * Bounded: the oldest entries go first.
 */
const SCAN_TEAM_CACHE = 10_000;
const scanTeams = preparedPer(() => new Map<string, string>());

/** The scan's team; a scan of another organization is not found. */
export async function teamOfScan(db: Database, scope: ScanScope): Promise<string> {
  const cache = scanTeams(db);
  const key = `${scope.organizationId}/${scope.scanId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [row] = await scanTeam(db).execute(scope);
  if (!row) throw AppError.notFound('Scan');
  if (cache.size >= SCAN_TEAM_CACHE) cache.delete(cache.keys().next().value!);
  cache.set(key, row.teamId);
  return row.teamId;
}

export type CountedRow = Pick<
  ScanRow,
  'id' | 'status' | 'total' | 'passed' | 'failed' | 'undecided' | 'errors'
>;

/** The counts a finished scan's roll-up stored; running ones are counted live. */
export async function countsFor(db: Db, rows: CountedRow[]) {
  const live = await liveCounts(
    db,
    rows.filter((row) => !TERMINAL_SCAN_STATUSES.includes(row.status)).map((row) => row.id),
  );
  return (row: CountedRow) =>
    live.get(row.id) ?? {
      total: row.total,
      completed: row.passed + row.failed + row.undecided + row.errors,
      running: 0,
      passed: row.passed,
      failed: row.failed,
      undecided: row.undecided,
      errors: row.errors,
    };
}

/** The template named as it was at submission; null for an ad-hoc configuration. */
export function templateOf(
  row: Pick<ScanRow, 'templateName' | 'configId'>,
): ScanTemplateRef | null {
  return row.templateName === null ? null : { id: row.configId, name: row.templateName };
}

function scanOf(row: ScanRow, counts: Parameters<typeof toScan>[1]): Scan {
  return { ...toScan(row, counts), template: templateOf(row) };
}

type Resolved = {
  target: TargetRow;
  block: RedteamBlock;
  template: ScanTemplateRef | null;
  /** Plugins the target's profile called for (the block's `profile` selector), and why. */
  fitted: FittedPlugin[];
};

async function resolveRequest(
  db: Db,
  options: { organizationId: string; request: CreateScanRequest },
): Promise<Resolved> {
  const { request } = options;
  const target = await findTarget(db, {
    organizationId: options.organizationId,
    targetId: request.targetId,
  });
  let block = request.config;
  let template: ScanTemplateRef | null = null;
  if (request.configId) {
    const found = await findScanConfig(db, {
      organizationId: options.organizationId,
      configId: request.configId,
    });
    if (found.teamId !== target.teamId) {
      throw AppError.invalidField('configId', 'The scan template belongs to another team');
    }
    block = found.config;
    template = { id: found.id, name: found.name };
  }
  if (!block) throw AppError.invalidField('configId', 'Send either configId or config');
  // Library policies are copied in: the scan records the policies it ran.
  block = await resolvePolicyEntries(db, options.organizationId, block, (index) =>
    template ? 'configId' : `config.plugins.${index}.id`,
  );
  toEngineConfig(block);
  const fit = fitToTarget(block, contextOfTarget(target));
  return { target, block: fit.block, template, fitted: fit.fitted };
}

/** The engine's probe count for a configuration with the models the scan will have. */
async function probeEstimate(
  deps: Pick<ScanServiceDeps, 'db' | 'modelEnv'>,
  organizationId: string,
  block: RedteamBlock,
  target: TargetContext,
) {
  const { hasGenerator, hasGrader } = await scanModelAvailability(
    deps.db,
    organizationId,
    block,
    deps.modelEnv,
  );
  const estimate = estimateProbeCount(toEngineConfig(block), {
    hasGenerator,
    hasAttacker: hasGenerator,
    target,
  });
  return { estimate, hasGenerator, hasGrader };
}

export async function insertScan(
  deps: ScanServiceDeps,
  values: Resolved & { organizationId: string; userId: string; rerunOf?: string },
) {
  await assertCanStartScans(deps.license);
  const { db } = deps;
  const context = contextOfTarget(values.target);
  const { estimate } = await probeEstimate(deps, values.organizationId, values.block, context);
  if (estimate.total === 0) {
    const reason = nothingToTestReason({
      strategies: estimate.unavailableStrategies.map((id) => ({
        reason: `Strategy "${id}" needs an attacker model: configure a generator model in Model settings`,
      })),
      plugins: estimate.skippedPlugins,
    });
    throw AppError.invalidField(values.template ? 'configId' : 'config', reason);
  }
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(scans)
      .values({
        organizationId: values.organizationId,
        teamId: values.target.teamId,
        targetId: values.target.id,
        targetName: values.target.name,
        configId: values.template?.id ?? null,
        templateName: values.template?.name ?? null,
        config: values.block,
        createdBy: values.userId,
      })
      .returning();
    if (!inserted) throw new Error('scan insert returned nothing');
    await emitWebhookEvent(tx, values.organizationId, scanStarted(inserted));
    return { id: inserted.id, status: inserted.status };
  });
  const actor = await actorOf(db, values.userId);
  const source = values.template ? `template "${values.template.name}"` : 'a custom configuration';
  await appendScanLog(
    db,
    row.id,
    values.organizationId,
    'info',
    `Scan queued by ${actor.name}: about ${plural(estimate.total, 'probe')} from ${source}` +
      (values.rerunOf ? ' (a re-run)' : ''),
    {
      estimatedProbes: estimate.total,
      perPlugin: estimate.perPlugin,
      strategies: estimate.strategies,
      startedBy: actor,
      template: values.template,
      ...(values.rerunOf ? { rerunOf: values.rerunOf } : {}),
    },
  );
  if (values.fitted.length > 0) {
    await appendScanLog(
      db,
      row.id,
      values.organizationId,
      'info',
      `Chosen for the target's profile: ${describeFit(values.fitted)}`,
      { fittedPlugins: values.fitted },
    );
  }
  await deps.jobs?.send('scan-generate', { scanId: row.id });
  return row;
}

export async function createScan(
  deps: ScanServiceDeps,
  options: { organizationId: string; userId: string; request: CreateScanRequest },
) {
  const resolved = await resolveRequest(deps.db, options);
  return insertScan(deps, { ...options, ...resolved });
}

/** Probes and time before starting: the engine's count and the target's observed latency. */
export async function estimateScan(
  deps: Pick<ScanServiceDeps, 'db' | 'modelEnv'>,
  options: { organizationId: string; request: CreateScanRequest },
): Promise<ScanEstimate> {
  const { db } = deps;
  const { target, block, fitted } = await resolveRequest(db, options);
  const { estimate, hasGenerator, hasGrader } = await probeEstimate(
    deps,
    options.organizationId,
    block,
    contextOfTarget(target),
  );
  const [observed] = rowsOf<{ latency: number | null }>(
    await db.execute(sql`
      select avg(p.latency_ms)::float as latency from scan_probes p
      where p.scan_id = (select id from scans where target_id = ${target.id} and status = 'completed'
                         order by finished_at desc limit 1)
        and p.outcome <> 'error'`),
  );
  const latencyMs = observed?.latency ?? (target.type === 'demo' ? 5 : 1500);
  const { rpm } = target.config;
  // The configuration's maxConcurrency and delay tighten the target's own limits.
  const concurrency = Math.min(target.config.concurrency, block.maxConcurrency ?? Infinity);
  const delayMs = Math.max(target.config.delayMs, block.delay ?? 0);
  const seconds = Math.max(
    (estimate.total * latencyMs) / concurrency / 1000,
    rpm ? (estimate.total * 60) / rpm : 0,
    (estimate.total * delayMs) / 1000,
  );
  return {
    total: estimate.total,
    testsPerStrategy: estimate.testsPerStrategy,
    perPlugin: estimate.perPlugin,
    strategies: estimate.strategies,
    unavailableStrategies: estimate.unavailableStrategies.map((id) => ({
      id,
      reason: 'needs an attacker model (configure one in model settings)',
    })),
    estimatedSeconds: Math.ceil(seconds),
    fittedPlugins: fitted,
    skippedPlugins: estimate.skippedPlugins,
    generator: hasGenerator ? 'llm' : 'offline',
    grader: hasGrader ? 'llm' : 'offline',
  };
}

/** A scan with its total cost: USD summed over the probes that have one (null when none has). */
export async function getScan(db: Db, scope: ScanScope): Promise<ScanDetail> {
  const row = await findScan(db, scope);
  const [countsOf, summed] = await Promise.all([
    countsFor(db, [row]),
    db.execute(sql`select sum(cost)::float8 as cost from scan_probes where scan_id = ${row.id}`),
  ]);
  const cost = rowsOf<{ cost: number | null }>(summed)[0]?.cost ?? null;
  return { ...scanOf(row, countsOf(row)), cost };
}

/**
 * The scan's errored probes grouped by reason. Like the log and the results below, the query is
 * filtered by organization itself; the route has found the scan in the caller's organization
 * (404 otherwise) before it calls these, so they do not look it up a second time.
 */
export async function getScanErrors(db: Db, scope: ScanScope) {
  return errorGroups(db, scope);
}

/** A page of the scan's log (oldest first, after the cursor). */
export async function getScanLog(
  db: Database,
  options: ScanScope & { after?: number | undefined; limit: number },
) {
  return readScanLog(db, options);
}
