import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  registerOrgAdmin,
  useTestApp,
  validationError,
  type Caller,
  type OrgAdmin,
} from '../../../test/harness';

const demoTarget = async (app: Parameters<typeof call>[0], admin: OrgAdmin) => {
  const response = await call(app, {
    method: 'GET',
    url: `/api/v1/targets?teamId=${admin.defaultTeamId}`,
    caller: admin,
  });
  return (response.json().targets as { id: string }[])[0]!.id;
};

describe('a target’s plugin severities API', () => {
  const ctx = useTestApp();

  const url = (targetId: string) => `/api/v1/targets/${targetId}/plugin-severities`;
  const get = (caller: Caller, targetId: string) =>
    call(ctx.app, { method: 'GET', url: url(targetId), caller });
  const put = (caller: Caller, targetId: string, items: unknown) =>
    call(ctx.app, { method: 'PUT', url: url(targetId), caller, payload: { items } });

  it('replaces the target’s overrides, keeps who set an unchanged one, and shows the organization’s', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTarget(ctx.app, admin);
    expect((await get(admin, targetId)).json()).toEqual({ targetId, items: [], organization: [] });

    const collection = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/severity-overrides',
      caller: admin,
      payload: {
        name: 'Baseline',
        items: [{ pluginId: 'hijacking', severity: 'low', reason: 'Off-topic is harmless here' }],
      },
    });
    const first = await put(admin, targetId, [
      { pluginId: 'prompt-extraction', severity: 'critical', reason: 'Public-facing' },
      { pluginId: 'hijacking', severity: 'high', reason: 'Costs us tokens' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const setBy = { id: admin.userId, name: 'Org Admin' };
    expect(first.json()).toEqual({
      targetId,
      items: [
        {
          pluginId: 'hijacking',
          severity: 'high',
          reason: 'Costs us tokens',
          updatedBy: setBy,
          updatedAt: expect.any(String),
        },
        {
          pluginId: 'prompt-extraction',
          severity: 'critical',
          reason: 'Public-facing',
          updatedBy: setBy,
          updatedAt: expect.any(String),
        },
      ],
      organization: [
        {
          pluginId: 'hijacking',
          severity: 'low',
          reason: 'Off-topic is harmless here',
          collectionId: collection.json().id,
          collectionName: 'Baseline',
        },
      ],
    });

    // An editor changes one row and drops another: the untouched one keeps its author and time.
    const editor = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.editor,
      name: 'Eddie Editor',
    });
    const second = await put(editor, targetId, [
      { pluginId: 'prompt-extraction', severity: 'critical', reason: 'Public-facing' },
      { pluginId: 'pii:social', severity: 'medium', reason: 'Masked in this deployment' },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const [pii, extraction] = second.json().items;
    expect(pii).toMatchObject({
      pluginId: 'pii:social',
      updatedBy: { id: editor.userId, name: 'Eddie Editor' },
    });
    expect(extraction).toEqual(first.json().items[1]);
    const audited = await auditRows(ctx, admin.organizationId, 'target.plugin-severities.update');
    expect(audited.map((row) => [row.subject, row.subjectId, row.statusCode])).toEqual([
      ['Target', targetId, 200],
      ['Target', targetId, 200],
    ]);
    expect((await put(admin, targetId, [])).json().items).toEqual([]);
  });

  it('refuses unknown and repeated plugins, naming the field, and writes nothing', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTarget(ctx.app, admin);
    const ok = { pluginId: 'prompt-extraction', severity: 'low', reason: 'fine' };
    const unknown = await put(admin, targetId, [ok, { ...ok, pluginId: 'no-such-plugin' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(
      validationError('items.1.pluginId', 'Unknown plugin "no-such-plugin"'),
    );
    expect((await put(admin, targetId, [ok, ok])).json()).toEqual(
      validationError('items.1.pluginId', 'This plugin is listed twice'),
    );
    expect((await put(admin, targetId, [{ ...ok, reason: '' }])).json()).toEqual(
      validationError('items.0.reason', 'Give a reason'),
    );
    expect((await get(admin, targetId)).json().items).toEqual([]);
    const badId = await get(admin, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
  });

  it('lets a Viewer read and not change; another organization gets 404', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTarget(ctx.app, admin);
    const item = { pluginId: 'prompt-extraction', severity: 'low', reason: 'Demo data' };
    await put(admin, targetId, [item]);
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    expect((await get(viewer, targetId)).json().items).toMatchObject([item]);
    const refused = await put(viewer, targetId, []);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');

    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    for (const response of [await get(stranger, targetId), await put(stranger, targetId, [])]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await get(admin, targetId)).json().items).toMatchObject([item]);
  });
});
