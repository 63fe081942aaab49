import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { modelAuditFindings, modelAuditScans, webhookDeliveries } from '../../db/schema';
import { call, registerOrgAdmin, useTestApp } from '../../../test/harness';
import { benignSafetensors, maliciousPickle } from '../../../test/model-files';
import { runModelAuditScan } from './run-scan';

const root = mkdtempSync(join(tmpdir(), 'crucible-ma-job-'));
writeFileSync(join(root, 'evil.pkl'), maliciousPickle());
writeFileSync(join(root, 'evil-too.pkl'), maliciousPickle('whoami'));
writeFileSync(join(root, 'model.safetensors'), benignSafetensors());
// No job queue: the test works the job itself, as a worker that picks it up (again) would.
const ctx = useTestApp({ env: { CRUCIBLE_MODEL_AUDIT_ROOT: root } });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the model-audit-scan job', () => {
  it('starts over on a retry after a worker died mid-scan, without doubling findings', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const hook = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks`,
      caller: admin,
      payload: { url: 'http://93.184.216.34/hooks', events: ['model_audit.completed'] },
    });
    expect(hook.statusCode).toBe(201);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/model-audit/scans',
      caller: admin,
      payload: { teamId: admin.defaultTeamId, path: '.' },
    });
    expect(created.statusCode).toBe(202);
    const scanId: string = created.json().id;
    const deps = {
      db: ctx.database.db,
      logger: pino({ level: 'silent' }),
      settings: ctx.config.modelAudit,
    };
    await runModelAuditScan(deps, scanId);
    const count = async () =>
      (
        await ctx.database.db
          .select()
          .from(modelAuditFindings)
          .where(eq(modelAuditFindings.scanId, scanId))
      ).length;
    const first = await count();
    expect(first).toBeGreaterThanOrEqual(2);
    // The completion's webhook is written in the same transaction (the outbox).
    const sent = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.json().id));
    expect(sent.map((d) => [d.eventType, (d.payload as { data: unknown }).data])).toEqual([
      [
        'model_audit.completed',
        {
          scanId,
          teamId: admin.defaultTeamId,
          name: '.',
          highestSeverity: 'critical',
          findings: expect.objectContaining({ critical: 2 }),
        },
      ],
    ]);

    // The job's worker died after the scan was marked running; pg-boss hands it out again.
    await ctx.database.db
      .update(modelAuditScans)
      .set({ status: 'running', bytesDone: 7 })
      .where(eq(modelAuditScans.id, scanId));
    await runModelAuditScan(deps, scanId);
    expect(await count()).toBe(first);
    const [scan] = await ctx.database.db
      .select()
      .from(modelAuditScans)
      .where(eq(modelAuditScans.id, scanId));
    expect(scan).toMatchObject({ status: 'completed', files: 3, verdict: 'unsafe' });
    expect(scan!.bytesDone).toBe(scan!.bytesTotal);
    expect(scan!.counts.critical).toBe(2);

    // A completed scan's job, delivered once more, changes nothing.
    await runModelAuditScan(deps, scanId);
    expect(await count()).toBe(first);
  });
});
