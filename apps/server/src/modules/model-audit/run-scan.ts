import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import {
  DEFAULT_LIMITS,
  ScanContext,
  StreamReader,
  scanContent,
  summarize,
  type Finding,
  type ScanError,
} from '@crucible/model-audit';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { modelAuditFindings, modelAuditScans } from '../../db/schema';
import { emitWebhookEvent } from '../webhooks/emit';
import { modelAuditCompleted } from '../webhooks/events';
import { listFiles, type ListedFile } from './server-path';

export type ModelAuditWorkerDeps = {
  db: Database;
  logger: FastifyBaseLogger;
  settings: { root: string | null; keepUploads: boolean };
  /** How often progress is written while a file is read (ms). */
  progressIntervalMs?: number;
};

const INSERT_CHUNK = 500;

/** Scans one file, counting the bytes read so progress can be shown within a large file. */
async function scanFile(
  file: ListedFile,
  sink: (finding: Finding) => void,
  onBytes: (bytes: number) => void,
): Promise<void> {
  const stream = createReadStream(file.path, { highWaterMark: 1024 * 1024 });
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  stream.on('error', (error) => counter.destroy(error));
  stream.pipe(counter);
  try {
    await scanContent({
      ctx: new ScanContext(file.name, sink, DEFAULT_LIMITS),
      name: file.name.split('/').pop() ?? file.name,
      size: file.size,
      reader: new StreamReader(counter),
      filePath: file.path,
    });
  } finally {
    stream.destroy();
    counter.destroy();
  }
}

/**
 * The `model-audit-scan` job: lists the scan's files, scans them with progress (bytes done of
 * the total), and stores the findings and the summary in one transaction. A retry (the worker
 * died, the job expired) starts over: findings are only ever written whole, so nothing is
 * doubled. Uploaded files are deleted once the scan has finished, unless the operator keeps them.
 */
export async function runModelAuditScan(deps: ModelAuditWorkerDeps, scanId: string) {
  const { db } = deps;
  const [scan] = await db.select().from(modelAuditScans).where(eq(modelAuditScans.id, scanId));
  if (!scan || scan.status === 'completed' || scan.status === 'failed') return;
  const started = Date.now();
  const update = (values: Partial<typeof modelAuditScans.$inferInsert>) =>
    db.update(modelAuditScans).set(values).where(eq(modelAuditScans.id, scanId));
  try {
    const fence = scan.source === 'path' ? (deps.settings.root ?? scan.location) : scan.location;
    const listing = await listFiles(scan.location, fence);
    const total = listing.files.reduce((sum, file) => sum + file.size, 0);
    await update({
      status: 'running',
      startedAt: new Date(started),
      bytesDone: 0,
      bytesTotal: total,
    });
    const findings: Finding[] = [];
    const errors: ScanError[] = [...listing.errors];
    let done = 0;
    let lastWrite = Date.now();
    let pending: Promise<unknown> = Promise.resolve();
    const interval = deps.progressIntervalMs ?? 1000;
    let scannedBytes = 0;
    for (const file of listing.files) {
      const before = done;
      try {
        await scanFile(
          file,
          (finding) => findings.push(finding),
          (bytes) => {
            done += bytes;
            if (Date.now() - lastWrite >= interval) {
              lastWrite = Date.now();
              const bytesDone = Math.min(done, total);
              pending = pending.then(() => update({ bytesDone })).catch(() => undefined);
            }
          },
        );
        scannedBytes += file.size;
      } catch (error) {
        errors.push({
          file: file.name,
          message: `Scan of ${file.name} failed: ${(error as Error).message}`,
        });
      }
      done = before + file.size;
    }
    await pending;
    const scanned = listing.files.length;
    const summary = summarize(findings, errors, scanned, scannedBytes, Date.now() - started);
    await db.transaction(async (tx) => {
      await tx.delete(modelAuditFindings).where(eq(modelAuditFindings.scanId, scanId));
      const rows = findings.map((finding, idx) => ({
        scanId,
        idx,
        ruleId: finding.ruleId,
        severity: finding.severity,
        scanner: finding.scanner,
        file: finding.file,
        member: finding.member ?? null,
        offset: finding.offset ?? null,
        position: finding.position ?? null,
        global: finding.global ?? null,
        operator: finding.operator ?? null,
        explanation: finding.message,
        remediation: finding.recommendation,
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx.insert(modelAuditFindings).values(rows.slice(i, i + INSERT_CHUNK));
      }
      await tx
        .update(modelAuditScans)
        .set({
          status: 'completed',
          bytesDone: total,
          files: summary.files,
          bytes: summary.bytes,
          durationMs: summary.durationMs,
          counts: summary.counts,
          verdict: summary.verdict,
          fileErrors: errors,
          error: errors.length > 0 ? `${errors.length} file(s) could not be scanned` : null,
          finishedAt: new Date(),
        })
        .where(eq(modelAuditScans.id, scanId));
      await emitWebhookEvent(
        tx,
        scan.organizationId,
        modelAuditCompleted({ ...scan, counts: summary.counts }),
      );
    });
  } catch (error) {
    deps.logger.error({ err: error, scanId }, 'model audit scan failed');
    await update({
      status: 'failed',
      error: `The scan failed: ${(error as Error).message}`,
      durationMs: Date.now() - started,
      finishedAt: new Date(),
    });
  }
  if (scan.source === 'upload' && !deps.settings.keepUploads) {
    await rm(dirname(scan.location), { recursive: true, force: true });
  }
}
