import {
  TERMINAL_SCAN_STATUSES,
  type CreateScanRequest,
  type RedteamBlock,
  type Scan,
  type ScanEstimate,
  type ScanStatus,
} from '@crucible/shared';
import { estimateProbeCount } from '@crucible/engine';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scanProbes, scans } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { assertCanStartScans, type LicenseDeps } from '../license/service';
import { getModelSettings } from '../model-settings/service';
import { findScanConfig } from '../scan-configs/service';
import { findTarget, type TargetRow } from '../targets/service';
import { toEngineConfig } from './engine-config';
import type { ScanRow } from './pipeline/context';
import { rowsOf } from './pipeline/probe-queries';
import { liveCounts, toProbe, toScan } from './progress';

export type ScanServiceDeps = {
  db: Db;
  license: LicenseDeps;
  /** Without a queue (CLI tools, some tests) a scan is stored and stays queued. */
  jobs: Pick<JobQueue, 'send' | 'sendMany'> | null;
  batchSize: number;
};
type ScanScope = { organizationId: string; scanId: string };

const ACTIVE: ScanStatus[] = ['queued', 'generating', 'running'];

export async function findScan(db: Db, scope: ScanScope): Promise<ScanRow> {
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.id, scope.scanId), eq(scans.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Scan');
  return row;
}

export async function teamOfScan(db: Db, scope: ScanScope): Promise<string> {
  return (await findScan(db, scope)).teamId;
}

/** The counts a finished scan's roll-up stored; running ones are counted live. */
async function countsFor(db: Db, rows: ScanRow[]) {
  const live = await liveCounts(
    db,
    rows.filter((row) => !TERMINAL_SCAN_STATUSES.includes(row.status)).map((row) => row.id),
  );
  return (row: ScanRow) =>
    live.get(row.id) ?? {
      total: row.total,
      completed: row.passed + row.failed + row.errors,
      running: 0,
      passed: row.passed,
      failed: row.failed,
      errors: row.errors,
    };
}

async function resolveRequest(
  db: Db,
  options: { organizationId: string; request: CreateScanRequest },
): Promise<{ target: TargetRow; block: RedteamBlock; configId: string | null }> {
  const { request } = options;
  const target = await findTarget(db, {
    organizationId: options.organizationId,
    targetId: request.targetId,
  });
  let block = request.config;
  let configId: string | null = null;
  if (request.configId) {
    const template = await findScanConfig(db, {
      organizationId: options.organizationId,
      configId: request.configId,
    });
    if (template.teamId !== target.teamId) {
      throw AppError.invalidField('configId', 'The scan template belongs to another team');
    }
    block = template.config;
    configId = template.id;
  }
  if (!block) throw AppError.invalidField('configId', 'Send either configId or config');
  toEngineConfig(block);
  return { target, block, configId };
}

async function insertScan(
  deps: ScanServiceDeps,
  values: {
    organizationId: string;
    userId: string;
    target: TargetRow;
    block: RedteamBlock;
    configId: string | null;
  },
) {
  await assertCanStartScans(deps.license);
  const [row] = await deps.db
    .insert(scans)
    .values({
      organizationId: values.organizationId,
      teamId: values.target.teamId,
      targetId: values.target.id,
      targetName: values.target.name,
      configId: values.configId,
      config: values.block,
      createdBy: values.userId,
    })
    .returning({ id: scans.id, status: scans.status });
  if (!row) throw new Error('scan insert returned nothing');
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
  db: Db,
  options: { organizationId: string; request: CreateScanRequest },
): Promise<ScanEstimate> {
  const { target, block } = await resolveRequest(db, options);
  const models = await getModelSettings(db, options.organizationId);
  const hasGenerator = block.provider !== 'offline' && models.generator !== null;
  const hasGrader = block.judge !== 'offline' && (models.grader ?? models.generator) !== null;
  const estimate = estimateProbeCount(toEngineConfig(block), {
    hasGenerator,
    hasAttacker: hasGenerator,
  });
  const [observed] = rowsOf<{ latency: number | null }>(
    await db.execute(sql`
      select avg(p.latency_ms)::float as latency from scan_probes p
      where p.scan_id = (select id from scans where target_id = ${target.id} and status = 'completed'
                         order by finished_at desc limit 1)
        and p.outcome <> 'error'`),
  );
  const latencyMs = observed?.latency ?? (target.type === 'demo' ? 5 : 1500);
  const { concurrency, rpm } = target.config;
  const seconds = Math.max(
    (estimate.total * latencyMs) / concurrency / 1000,
    rpm ? (estimate.total * 60) / rpm : 0,
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
    generator: hasGenerator ? 'llm' : 'offline',
    grader: hasGrader ? 'llm' : 'offline',
  };
}

export async function listScans(
  db: Db,
  options: {
    organizationId: string;
    teamId: string;
    targetId?: string | undefined;
    status?: ScanStatus | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(scans.organizationId, options.organizationId),
    eq(scans.teamId, options.teamId),
    options.targetId ? eq(scans.targetId, options.targetId) : undefined,
    options.status ? eq(scans.status, options.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(scans)
      .where(where)
      .orderBy(desc(scans.createdAt))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(scans).where(where),
  ]);
  const countsOf = await countsFor(db, rows);
  return {
    items: rows.map((row) => toScan(row, countsOf(row))),
    total: counted?.total ?? 0,
    limit: options.limit,
    offset: options.offset,
  };
}

export async function getScan(db: Db, scope: ScanScope): Promise<Scan> {
  const row = await findScan(db, scope);
  return toScan(row, (await countsFor(db, [row]))(row));
}

export async function listResults(
  db: Db,
  options: ScanScope & {
    pluginId?: string | undefined;
    strategyId?: string | undefined;
    outcome?: 'pass' | 'fail' | 'error' | undefined;
    limit: number;
    offset: number;
  },
) {
  await findScan(db, options);
  const filters: (SQL | undefined)[] = [
    eq(scanProbes.scanId, options.scanId),
    options.pluginId ? eq(scanProbes.pluginId, options.pluginId) : undefined,
    options.strategyId ? eq(scanProbes.strategyId, options.strategyId) : undefined,
    options.outcome ? eq(scanProbes.outcome, options.outcome) : undefined,
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(scanProbes)
      .where(where)
      .orderBy(asc(scanProbes.idx))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(scanProbes).where(where),
  ]);
  return {
    items: rows.map(toProbe),
    total: counted?.total ?? 0,
    limit: options.limit,
    offset: options.offset,
  };
}

/**
 * Stops a scan: no new probe starts (batches see it within a second), probes in flight finish
 * and are kept, and the roll-up scores what was done.
 */
export async function cancelScan(deps: ScanServiceDeps, scope: ScanScope): Promise<Scan> {
  const current = await findScan(deps.db, scope);
  const now = new Date();
  const [row] = await deps.db
    .update(scans)
    .set({ status: 'cancelled', cancelRequestedAt: now, finishedAt: now, updatedAt: now })
    .where(and(eq(scans.id, current.id), inArray(scans.status, ACTIVE)))
    .returning();
  if (!row) throw AppError.conflict(`The scan is already ${current.status}`);
  await deps.jobs?.send('scan-finalize', { scanId: row.id });
  return getScan(deps.db, scope);
}

/** A new scan of the same target with the same configuration snapshot. */
export async function rerunScan(deps: ScanServiceDeps, options: ScanScope & { userId: string }) {
  const scan = await findScan(deps.db, options);
  if (!scan.targetId) throw AppError.conflict('The target of this scan was deleted');
  const target = await findTarget(deps.db, {
    organizationId: options.organizationId,
    targetId: scan.targetId,
  });
  return insertScan(deps, {
    organizationId: options.organizationId,
    userId: options.userId,
    target,
    block: scan.config,
    configId: scan.configId,
  });
}

/**
 * Re-queues a finished scan's probes with the given outcomes, in place: their results are
 * replaced, the others kept, and the roll-up runs again (usage counts only the new sends).
 * On a cancelled scan the probes never started run too, so retry also resumes it.
 */
export async function retryScan(
  deps: ScanServiceDeps,
  options: ScanScope & { outcomes: ('fail' | 'error')[] },
) {
  const scan = await findScan(deps.db, options);
  if (scan.status !== 'completed' && scan.status !== 'cancelled') {
    throw AppError.conflict(
      `Only a completed or cancelled scan can be retried (this one is ${scan.status})`,
    );
  }
  if (!scan.targetId) throw AppError.conflict('The target of this scan was deleted');
  await assertCanStartScans(deps.license);
  const { requeued, pending } = await deps.db.transaction(async (tx) => {
    const reset = await tx
      .update(scanProbes)
      .set({
        status: 'pending',
        outcome: null,
        claimToken: null,
        leaseExpiresAt: null,
        startedAt: null,
        finishedAt: null,
      })
      .where(
        and(
          eq(scanProbes.scanId, scan.id),
          eq(scanProbes.status, 'done'),
          inArray(scanProbes.outcome, options.outcomes),
        ),
      )
      .returning({ id: scanProbes.id });
    const [left] = await tx
      .select({ n: count() })
      .from(scanProbes)
      .where(and(eq(scanProbes.scanId, scan.id), eq(scanProbes.status, 'pending')));
    const toRun = left?.n ?? 0;
    if (toRun > 0) {
      await tx
        .update(scans)
        .set({
          status: 'running',
          finishedAt: null,
          cancelRequestedAt: null,
          error: null,
          updatedAt: new Date(),
        })
        .where(eq(scans.id, scan.id));
    }
    return { requeued: reset.length, pending: toRun };
  });
  if (pending === 0) {
    throw AppError.invalidField('outcomes', 'No probes with these outcomes to retry');
  }
  await deps.jobs?.sendMany(
    'scan-batch',
    Array.from({ length: Math.ceil(pending / deps.batchSize) }, () => ({ scanId: scan.id })),
  );
  return { id: scan.id, status: 'running' as const, requeued };
}
