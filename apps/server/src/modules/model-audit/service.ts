import type {
  ModelAuditFinding,
  ModelAuditScanDetail,
  ModelAuditScanListQuery,
  ModelAuditScanListResponse,
  ModelAuditScanSummary,
  ModelAuditSource,
} from '@crucible/shared';
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { WINDOW_TOTAL, totalOf } from '../../db/page';
import { modelAuditFindings, modelAuditScans } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { iso, isoOrNull } from '../../lib/time';

export type ModelAuditScope = { organizationId: string; scanId: string };
type ScanRow = typeof modelAuditScans.$inferSelect;

export function summaryOf(row: ScanRow): ModelAuditScanSummary {
  return {
    id: row.id,
    teamId: row.teamId,
    source: row.source,
    names: row.names,
    status: row.status,
    progress: { bytesDone: row.bytesDone, bytesTotal: row.bytesTotal },
    files: row.files,
    bytes: row.bytes,
    durationMs: row.durationMs,
    counts: row.counts,
    verdict: row.verdict,
    error: row.error,
    createdBy: { id: row.createdBy, name: row.createdByName },
    createdAt: iso(row.createdAt),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}

/** The team of a scan in the organization; another organization's scan is not found. */
export async function teamOfModelAuditScan(db: Database, scope: ModelAuditScope): Promise<string> {
  const [row] = await db
    .select({ teamId: modelAuditScans.teamId })
    .from(modelAuditScans)
    .where(
      and(
        eq(modelAuditScans.id, scope.scanId),
        eq(modelAuditScans.organizationId, scope.organizationId),
      ),
    );
  if (!row) throw AppError.notFound('Model audit scan');
  return row.teamId;
}

/** Records a queued scan and enqueues its job in one transaction (pg-boss shares the database). */
export async function createModelAuditScan(
  deps: { db: Database; jobs: Pick<JobQueue, 'send'> | null },
  input: {
    id: string;
    organizationId: string;
    teamId: string;
    user: { id: string; name: string };
    source: ModelAuditSource;
    names: string[];
    location: string;
  },
): Promise<{ id: string; status: 'queued' }> {
  await deps.db.insert(modelAuditScans).values({
    id: input.id,
    organizationId: input.organizationId,
    teamId: input.teamId,
    createdBy: input.user.id,
    createdByName: input.user.name,
    source: input.source,
    names: input.names,
    location: input.location,
  });
  try {
    await deps.jobs?.send('model-audit-scan', { scanId: input.id });
  } catch (error) {
    // Not left queued for ever: the scan says it could not start.
    await deps.db
      .update(modelAuditScans)
      .set({ status: 'failed', error: 'The scan could not be queued', finishedAt: new Date() })
      .where(eq(modelAuditScans.id, input.id));
    throw error;
  }
  return { id: input.id, status: 'queued' };
}

export async function listModelAuditScans(
  db: Database,
  options: ModelAuditScanListQuery & { organizationId: string },
): Promise<ModelAuditScanListResponse> {
  const where = and(
    eq(modelAuditScans.organizationId, options.organizationId),
    eq(modelAuditScans.teamId, options.teamId),
    options.status ? eq(modelAuditScans.status, options.status) : undefined,
    options.verdict ? eq(modelAuditScans.verdict, options.verdict) : undefined,
    options.from ? gte(modelAuditScans.createdAt, new Date(options.from)) : undefined,
    options.to ? lt(modelAuditScans.createdAt, new Date(options.to)) : undefined,
  );
  const rows = await db
    .select({ scan: modelAuditScans, matching: WINDOW_TOTAL })
    .from(modelAuditScans)
    .where(where)
    .orderBy(desc(modelAuditScans.createdAt), desc(modelAuditScans.id))
    .limit(options.limit)
    .offset(options.offset);
  return {
    items: rows.map((row) => summaryOf(row.scan)),
    total: await totalOf(rows, options.offset, () =>
      db.select({ total: count() }).from(modelAuditScans).where(where),
    ),
    limit: options.limit,
    offset: options.offset,
  };
}

export async function getModelAuditScan(
  db: Database,
  scope: ModelAuditScope,
): Promise<ModelAuditScanDetail> {
  const [row] = await db
    .select()
    .from(modelAuditScans)
    .where(
      and(
        eq(modelAuditScans.id, scope.scanId),
        eq(modelAuditScans.organizationId, scope.organizationId),
      ),
    );
  if (!row) throw AppError.notFound('Model audit scan');
  const findings = await db
    .select()
    .from(modelAuditFindings)
    .where(eq(modelAuditFindings.scanId, row.id))
    .orderBy(asc(modelAuditFindings.idx));
  return {
    ...summaryOf(row),
    findings: findings.map((finding): ModelAuditFinding => ({
      id: finding.id,
      ruleId: finding.ruleId,
      severity: finding.severity,
      scanner: finding.scanner,
      file: finding.file,
      member: finding.member,
      offset: finding.offset,
      position: finding.position,
      global: finding.global,
      operator: finding.operator,
      explanation: finding.explanation,
      remediation: finding.remediation,
    })),
    errors: row.fileErrors,
  };
}
