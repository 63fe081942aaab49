import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import {
  addOrgMember,
  auditRows,
  call,
  registerOrgAdmin,
  validationError,
  type Caller,
  type OrgAdmin,
} from '../../../test/harness';
import { demoTargetOf, startScan, useScanApp, waitForScan } from '../../../test/scan-harness';

const config = {
  plugins: ['prompt-extraction', 'pii:social', 'hijacking'],
  strategies: ['basic', 'base64'],
  numTests: 2,
};

type Summary = { id: string; pluginId: string; severity: string; lastSeenAt: string };
const RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };

describe('issues API: people triage vulnerabilities', () => {
  const ctx = useScanApp();

  /** An organization whose demo target was scanned once (at least one issue open). */
  const scannedOrg = async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = await startScan(ctx, admin, { targetId, config });
    expect((await waitForScan(ctx, admin, scanId)).status).toBe('completed');
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    const items = list.json().items as Summary[];
    expect(items.length).toBeGreaterThan(0);
    return { admin, targetId, scanId, items };
  };
  let shared: ReturnType<typeof scannedOrg> | undefined;
  const org = () => (shared ??= scannedOrg());

  const patch = (caller: Caller, id: string, payload: unknown) =>
    call(ctx.app, { method: 'PATCH', url: `/api/v1/issues/${id}`, caller, payload });
  const comment = (caller: Caller, id: string, body: unknown) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/v1/issues/${id}/comments`,
      caller,
      payload: { body },
    });
  const bulk = (caller: Caller, payload: unknown) =>
    call(ctx.app, { method: 'POST', url: '/api/v1/issues/bulk', caller, payload });
  const detail = async (caller: Caller, id: string) =>
    (await call(ctx.app, { method: 'GET', url: `/api/v1/issues/${id}`, caller })).json();

  it('lists by severity then last seen, filters, searches, and spans the caller’s teams', async () => {
    const { admin, items, targetId } = await org();
    const ranks = items.map((item) => RANK[item.severity]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const all = await call(ctx.app, { method: 'GET', url: '/api/v1/issues', caller: admin });
    expect(all.json().items.map((i: Summary) => i.id)).toEqual(items.map((i) => i.id));

    const first = items[0]!;
    const byPlugin = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?pluginId=${first.pluginId}&targetId=${targetId}`,
      caller: admin,
    });
    expect(byPlugin.json()).toMatchObject({ total: 1, limit: 50, offset: 0 });
    const byName = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?q=${encodeURIComponent('demo bank')}`,
      caller: admin,
    });
    expect(byName.json().total).toBe(items.length);
    const none = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/issues?q=zzzz-no-such-thing&status=open',
      caller: admin,
    });
    expect(none.json()).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
    const paged = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/issues?limit=1&offset=0',
      caller: admin,
    });
    expect(paged.json()).toMatchObject({ total: items.length, limit: 1, offset: 0 });
    expect(paged.json().items).toHaveLength(1);
  });

  it('a detail names the plugin’s description and each framework mapping', async () => {
    const { admin, items } = await org();
    const extraction = items.find((item) => item.pluginId === 'prompt-extraction');
    expect(extraction).toBeDefined();
    const body = await detail(admin, extraction!.id);
    expect(body.description).toMatch(/system prompt/i);
    expect(body.frameworks).toEqual(
      body.mappings.map((mapping: { itemId: string }) => mapping.itemId),
    );
    expect(body.mappings).toContainEqual({
      frameworkId: 'owasp:llm',
      frameworkName: 'OWASP Top 10 for LLM Applications (2025)',
      itemId: 'owasp:llm:07',
      itemName: 'LLM07 System Prompt Leakage',
    });
  });

  it('PATCH records status, severity and assignee events by the person, and audits', async () => {
    const { admin, items } = await org();
    const issue = items[0]!;
    const member = await addOrgMember(ctx.app, admin as OrgAdmin, { name: 'Dana Fixer' });
    const response = await patch(admin, issue.id, {
      status: 'ignored',
      severity: 'low',
      assigneeId: member.userId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: issue.id,
      status: 'ignored',
      severity: 'low',
      severityOverride: 'low',
      assignee: { id: member.userId, name: 'Dana Fixer' },
    });
    const actor = { type: 'user', id: admin.userId, name: 'Org Admin' };
    expect(body.events.slice(1)).toEqual([
      expect.objectContaining({ kind: 'status', actor, from: 'open', to: 'ignored' }),
      expect.objectContaining({ kind: 'severity', actor, from: issue.severity, to: 'low' }),
      expect.objectContaining({ kind: 'assignee', actor, from: null, to: 'Dana Fixer' }),
    ]);
    // The same values again change nothing; null severity goes back to the plugin's default.
    const again = await patch(admin, issue.id, { status: 'ignored', severity: 'low' });
    expect(again.json().events).toHaveLength(body.events.length);
    const reset = await patch(admin, issue.id, {
      severity: null,
      assigneeId: null,
      status: 'open',
    });
    expect(reset.json()).toMatchObject({
      status: 'open',
      severity: reset.json().defaultSeverity,
      severityOverride: null,
      assignee: null,
    });
    expect(reset.json().events).toHaveLength(body.events.length + 3);
    const audited = await auditRows(ctx, admin.organizationId, 'issue.update');
    expect(audited.at(-1)).toMatchObject({ subjectId: issue.id, statusCode: 200 });
  });

  it('comments are trimmed plain text on the timeline', async () => {
    const { admin, items } = await org();
    const id = items[0]!.id;
    const created = await comment(admin, id, '  <b>Seen</b> in prod too.  ');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      kind: 'comment',
      actor: { type: 'user', id: admin.userId, name: 'Org Admin' },
      at: expect.any(String),
      from: null,
      to: null,
      body: '<b>Seen</b> in prod too.',
    });
    expect((await detail(admin, id)).events.at(-1)).toEqual(created.json());
  });

  it('bulk sets one status on many issues with an event each, all or nothing', async () => {
    const { admin, items } = await org();
    const ids = items.map((item) => item.id);
    const response = await bulk(admin, { ids, status: 'false_positive' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((i: { status: string }) => i.status)).toEqual(
      ids.map(() => 'false_positive'),
    );
    for (const id of ids) {
      expect((await detail(admin, id)).events.at(-1)).toMatchObject({
        kind: 'status',
        actor: { type: 'user', id: admin.userId },
        to: 'false_positive',
      });
    }
    // An unknown id among them: nothing changes.
    const missing = await bulk(admin, {
      ids: [...ids, '00000000-0000-4000-8000-000000000000'],
      status: 'open',
    });
    expect(missing.statusCode).toBe(404);
    expect((await detail(admin, ids[0]!)).status).toBe('false_positive');
    await bulk(admin, { ids, status: 'open' });
    // Each audit row names the issues it asked to change, the refused one too.
    const audited = await ctx.database.db
      .select({ details: auditLogs.details, statusCode: auditLogs.statusCode })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, admin.organizationId),
          eq(auditLogs.action, 'issue.bulk_update'),
        ),
      )
      .orderBy(asc(auditLogs.id));
    expect(audited.slice(-3)).toEqual([
      { details: { ids, status: 'false_positive' }, statusCode: 200 },
      {
        details: { ids: [...ids, '00000000-0000-4000-8000-000000000000'], status: 'open' },
        statusCode: 404,
      },
      { details: { ids, status: 'open' }, statusCode: 200 },
    ]);
  });

  it('a Viewer reads and cannot change; another organization gets 404', async () => {
    const { admin, items } = await org();
    const id = items[0]!.id;
    const viewer = await addOrgMember(ctx.app, admin as OrgAdmin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/v1/issues/${id}`, caller: viewer }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/issues', caller: viewer })).json().total,
    ).toBe(items.length);
    for (const response of [
      await patch(viewer, id, { status: 'fixed' }),
      await comment(viewer, id, 'no'),
      await bulk(viewer, { ids: [id], status: 'fixed' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }

    const stranger = await registerOrgAdmin(ctx.app, 'Other');
    for (const response of [
      await call(ctx.app, { method: 'GET', url: `/api/v1/issues/${id}`, caller: stranger }),
      await patch(stranger, id, { status: 'fixed' }),
      await comment(stranger, id, 'mine?'),
      await bulk(stranger, { ids: [id], status: 'fixed' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const theirs = await call(ctx.app, { method: 'GET', url: '/api/v1/issues', caller: stranger });
    expect(theirs.json().total).toBe(0);
    const foreignTeam = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?teamId=${admin.defaultTeamId}`,
      caller: stranger,
    });
    expect(foreignTeam.statusCode).toBe(404);
  });

  it('validation errors name the field', async () => {
    const { admin, items } = await org();
    const id = items[0]!.id;
    const badStatus = await patch(admin, id, { status: 'solved' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual(validationError('status', 'Invalid status'));
    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    const outsider = await patch(admin, id, { assigneeId: stranger.userId });
    expect(outsider.json()).toEqual(
      validationError('assigneeId', 'The assignee must be a member of the organization'),
    );
    expect((await comment(admin, id, '   ')).json()).toEqual(
      validationError('body', 'Comment is required'),
    );
    expect((await comment(admin, id, 'x'.repeat(5001))).json()).toEqual(
      validationError('body', 'Comment must be at most 5000 characters'),
    );
    expect((await bulk(admin, { ids: [], status: 'open' })).json()).toEqual(
      validationError('ids', 'Choose at least one issue'),
    );
    const badId = await call(ctx.app, { method: 'GET', url: '/api/v1/issues/nope', caller: admin });
    expect(badId.json()).toEqual(validationError('id', 'Invalid issue ID'));
  });

  it('is in the OpenAPI document', async () => {
    const document = (await call(ctx.app, { method: 'GET', url: '/api/docs/json' })).json();
    const methods = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methods('/api/v1/issues')).toEqual(['get']);
    expect(methods('/api/v1/issues/export')).toEqual(['get']);
    expect(methods('/api/v1/issues/bulk')).toEqual(['post']);
    expect(methods('/api/v1/issues/{id}')).toEqual(['get', 'patch']);
    expect(methods('/api/v1/issues/{id}/comments')).toEqual(['post']);
    expect(document.paths['/api/v1/issues/{id}'].patch.tags).toEqual(['issues']);
  });
});
