import { WEBHOOK_EVENT_TYPES } from '@crucible/shared';
import { describe, expect, it } from 'vitest';
import { addOrgMember, call, type OrgAdmin, registerOrgAdmin } from '../../../test/harness';
import { evalCall, startEval, useLocalModels, waitForEval } from '../../../test/eval-harness';
import { demoTargetOf, startScan, useScanApp, waitForScan } from '../../../test/scan-harness';

type Delivery = {
  eventType: string;
  status: string;
  payload: { type: string; data: Record<string, unknown> };
};

/**
 * Where things happen, their events are written as deliveries (the outbox) in the same
 * transaction: a real scan, a person triaging an issue, members joining and leaving.
 */
describe('webhook events are emitted where things happen', () => {
  const ctx = useScanApp();
  const localModel = useLocalModels();

  async function subscribeAll(admin: OrgAdmin) {
    const created = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks`,
      caller: admin,
      payload: { url: 'http://93.184.216.34/hooks', events: WEBHOOK_EVENT_TYPES },
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  }

  async function deliveries(admin: OrgAdmin, endpointId: string): Promise<Delivery[]> {
    const log = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks/${endpointId}/deliveries?limit=200`,
      caller: admin,
    });
    return (log.json().deliveries as Delivery[]).reverse();
  }

  it('a scan emits scan.started, scan.completed and vulnerability.created; triage emits status_changed', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const endpointId = await subscribeAll(admin);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = await startScan(ctx, admin, {
      targetId,
      config: { plugins: ['prompt-extraction', 'hijacking'], strategies: ['basic'], numTests: 2 },
    });
    expect((await waitForScan(ctx, admin, scanId)).status).toBe('completed');

    const afterScan = await deliveries(admin, endpointId);
    // The scan's completion and its vulnerabilities commit together (their order within is free).
    const types = afterScan.map((d) => d.eventType);
    expect(types[0]).toBe('scan.started');
    expect(types.filter((type) => type.startsWith('scan.'))).toEqual([
      'scan.started',
      'scan.completed',
    ]);
    const created = afterScan.filter((d) => d.eventType === 'vulnerability.created');
    const issues = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    const issueIds = (issues.json().items as { id: string }[]).map((issue) => issue.id).sort();
    expect(created.map((d) => d.payload.data.issueId).sort()).toEqual(issueIds);
    expect(afterScan.find((d) => d.eventType === 'scan.completed')!.payload.data).toMatchObject({
      scanId,
      targetId,
      passed: expect.any(Number),
      failed: expect.any(Number),
      riskLevel: expect.any(String),
    });
    expect(types).toHaveLength(2 + issueIds.length);
    expect(afterScan.every((d) => d.status === 'pending')).toBe(true);

    const issueId = issueIds[0]!;
    const patched = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/v1/issues/${issueId}`,
      caller: admin,
      payload: { status: 'false_positive' },
    });
    expect(patched.statusCode).toBe(200);
    const last = (await deliveries(admin, endpointId)).at(-1)!;
    expect(last.payload).toMatchObject({
      type: 'vulnerability.status_changed',
      data: {
        issueId,
        fromStatus: 'open',
        status: 'false_positive',
        changedBy: { type: 'user', userId: admin.userId },
      },
    });
  });

  it('members joining and leaving emit member.added and member.removed', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const endpointId = await subscribeAll(admin);
    const member = await addOrgMember(ctx.app, admin);
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/organizations/${admin.organizationId}/users/${member.userId}`,
      caller: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await deliveries(admin, endpointId)).map((d) => [d.eventType, d.payload.data])).toEqual(
      [
        ['member.added', { userId: member.userId, isAdmin: false }],
        ['member.removed', { userId: member.userId }],
      ],
    );
  });

  it('an endpoint receives only the events it subscribed to', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks`,
      caller: admin,
      payload: { url: 'http://93.184.216.34/hooks', events: ['member.removed'] },
    });
    const member = await addOrgMember(ctx.app, admin);
    await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/organizations/${admin.organizationId}/users/${member.userId}`,
      caller: admin,
    });
    expect((await deliveries(admin, created.json().id)).map((d) => d.eventType)).toEqual([
      'member.removed',
    ]);
  });

  describe('eval.completed', () => {
    /** `count` tests asking for Paris; the model says Paris to the even ones. */
    const capitals = (provider: Record<string, unknown>, count: number) => ({
      description: 'Capitals hook',
      prompts: ['Q{{n}}: what is the capital?'],
      providers: [provider],
      tests: Array.from({ length: count }, (_, n) => ({
        vars: { n },
        assert: [{ type: 'contains', value: 'Paris' }],
      })),
    });
    const paris = (prompt: string) =>
      Number(/^Q(\d+)/.exec(prompt)?.[1]) % 2 === 0 ? 'Paris' : 'I do not know';

    async function subscribeToEvals(admin: OrgAdmin) {
      const created = await call(ctx.app, {
        method: 'POST',
        url: `/api/v1/organizations/${admin.organizationId}/webhooks`,
        caller: admin,
        payload: { url: 'http://93.184.216.34/hooks', events: ['eval.completed'] },
      });
      expect(created.statusCode).toBe(201);
      return created.json().id as string;
    }

    it('a finished eval sends one eval.completed with its counts', async () => {
      const admin = await registerOrgAdmin(ctx.app);
      const endpointId = await subscribeToEvals(admin);
      const model = await localModel(paris);
      const evalId = await startEval(
        ctx,
        admin,
        admin.defaultTeamId,
        capitals(model.provider(), 6),
      );
      expect((await waitForEval(ctx, admin, evalId)).status).toBe('completed');

      const sent = await deliveries(admin, endpointId);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        eventType: 'eval.completed',
        payload: {
          type: 'eval.completed',
          version: 1,
          organizationId: admin.organizationId,
          data: {
            evalId,
            teamId: admin.defaultTeamId,
            name: 'Capitals hook',
            status: 'completed',
            passed: 3,
            failed: 3,
            errors: 0,
          },
        },
      });
      expect(Object.keys(sent[0]!.payload.data).sort()).toEqual(
        ['errors', 'evalId', 'failed', 'name', 'passed', 'status', 'teamId'].sort(),
      );
    });

    it('a cancelled eval sends eval.completed once, with status cancelled', async () => {
      const admin = await registerOrgAdmin(ctx.app);
      const endpointId = await subscribeToEvals(admin);
      const model = await localModel(paris, 150);
      const evalId = await startEval(
        ctx,
        admin,
        admin.defaultTeamId,
        capitals(model.provider({ limits: { concurrency: 1 } }), 30),
      );
      await waitForEval(ctx, admin, evalId, (view) => view.progress.completed >= 2);
      expect((await evalCall(ctx, admin, evalId, '/cancel', 'POST')).statusCode).toBe(200);
      // The worker notices and lets go; it sends nothing more.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const sent = await deliveries(admin, endpointId);
      expect(sent.map((d) => [d.eventType, d.payload.data.evalId, d.payload.data.status])).toEqual([
        ['eval.completed', evalId, 'cancelled'],
      ]);
    });
  });
});
