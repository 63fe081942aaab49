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

const BASE = '/api/v1/redteam/severity-overrides';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const extraction = { pluginId: 'prompt-extraction', severity: 'low', reason: 'Demo data only' };
const pii = { pluginId: 'pii:social', severity: 'high', reason: 'Customer data' };

describe('severity override collections API', () => {
  const ctx = useTestApp();

  const send = (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url = '',
    payload?: unknown,
  ) => call(ctx.app, { method, url: `${BASE}${url}`, caller, payload });

  it('creates, lists, reads, replaces and deletes a collection, auditing each change', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await send(admin, 'POST', '', {
      name: '  Bank baseline ',
      description: 'What our bank cares about',
      items: [extraction, pii],
    });
    expect(created.statusCode, created.body).toBe(201);
    const collection = created.json();
    expect(collection).toEqual({
      id: expect.any(String),
      name: 'Bank baseline',
      description: 'What our bank cares about',
      active: true,
      items: [pii, extraction],
      createdBy: { id: admin.userId, name: 'Org Admin' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const empty = await send(admin, 'POST', '', { name: 'Later', active: false });
    expect(empty.json()).toMatchObject({
      name: 'Later',
      description: null,
      active: false,
      items: [],
    });

    const list = await send(admin, 'GET');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { name: string }) => c.name)).toEqual([
      'Bank baseline',
      'Later',
    ]);
    expect((await send(admin, 'GET', `/${collection.id}`)).json()).toEqual(collection);

    const replaced = await send(admin, 'PUT', `/${collection.id}`, {
      name: 'Bank baseline v2',
      description: '',
      active: false,
      items: [{ ...extraction, severity: 'medium', reason: 'Reviewed' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: collection.id,
      name: 'Bank baseline v2',
      description: null,
      active: false,
      items: [{ pluginId: 'prompt-extraction', severity: 'medium', reason: 'Reviewed' }],
    });

    const deleted = await send(admin, 'DELETE', `/${collection.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await send(admin, 'GET', `/${collection.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'GET')).json().items).toHaveLength(1);

    for (const action of ['create', 'update', 'delete']) {
      const rows = await auditRows(ctx, admin.organizationId, `severity-override.${action}`);
      expect(rows.at(0)).toMatchObject({
        actorUserId: admin.userId,
        subject: 'PluginSeverityOverride',
        subjectId: collection.id,
      });
    }
  });

  it('refuses unknown and repeated plugins, and bad fields, naming the field', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const unknown = await send(admin, 'POST', '', {
      name: 'Typos',
      items: [extraction, { pluginId: 'prompt-extractoin', severity: 'low', reason: 'x' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(
      validationError('items.1.pluginId', 'Unknown plugin "prompt-extractoin"'),
    );
    const collectionId = await send(admin, 'POST', '', {
      name: 'A collection',
      items: [{ pluginId: 'harmful', severity: 'low', reason: 'a collection is not a plugin' }],
    });
    expect(collectionId.json()).toEqual(
      validationError('items.0.pluginId', 'Unknown plugin "harmful"'),
    );
    const twice = await send(admin, 'POST', '', {
      name: 'Twice',
      items: [extraction, pii, extraction],
    });
    expect(twice.json()).toEqual(
      validationError('items.2.pluginId', 'This plugin is listed twice'),
    );
    expect((await send(admin, 'POST', '', { name: ' ' })).json()).toEqual(
      validationError('name', 'Name is required'),
    );
    expect(
      (
        await send(admin, 'POST', '', { name: 'x', items: [{ ...extraction, reason: ' ' }] })
      ).json(),
    ).toEqual(validationError('items.0.reason', 'Give a reason'));
    expect(
      (
        await send(admin, 'POST', '', { name: 'x', items: [{ ...extraction, severity: 'severe' }] })
      ).json(),
    ).toEqual(validationError('items.0.severity', 'Invalid severity'));
    const created = (await send(admin, 'POST', '', { name: 'Kept' })).json();
    const noActive = await send(admin, 'PUT', `/${created.id}`, { name: 'Kept', items: [] });
    expect(noActive.json()).toEqual(
      validationError('active', 'Say whether the collection is active'),
    );
    expect((await send(admin, 'GET', '/nope')).json()).toEqual(
      validationError('id', 'Invalid severity override ID'),
    );
    // Nothing was written by a refused request.
    expect((await send(admin, 'GET')).json().items.map((c: { name: string }) => c.name)).toEqual([
      'Kept',
    ]);
  });

  it('keeps names unique and a plugin in one active collection at most', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const first = (await send(admin, 'POST', '', { name: 'Strict', items: [extraction] })).json();
    const sameName = await send(admin, 'POST', '', { name: 'Strict' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.details).toEqual([
      { path: 'name', message: 'A collection with this name already exists' },
    ]);
    const overlap = await send(admin, 'POST', '', { name: 'Relaxed', items: [pii, extraction] });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'The active collection "Strict" already overrides prompt-extraction',
        details: [
          {
            path: 'items.1.pluginId',
            message: 'The active collection "Strict" already overrides prompt-extraction',
          },
        ],
      },
    });
    // Inactive it may hold the plugin; activating it is refused until the other is inactive.
    const relaxed = await send(admin, 'POST', '', {
      name: 'Relaxed',
      active: false,
      items: [pii, { ...extraction, severity: 'medium' }],
    });
    expect(relaxed.statusCode, relaxed.body).toBe(201);
    const body = { name: 'Relaxed', items: relaxed.json().items };
    const activate = await send(admin, 'PUT', `/${relaxed.json().id}`, { ...body, active: true });
    expect(activate.statusCode).toBe(409);
    await send(admin, 'PUT', `/${first.id}`, { name: 'Strict', active: false, items: first.items });
    const now = await send(admin, 'PUT', `/${relaxed.json().id}`, { ...body, active: true });
    expect(now.statusCode, now.body).toBe(200);
    // Saving an active collection again does not conflict with itself.
    expect(
      (await send(admin, 'PUT', `/${relaxed.json().id}`, { ...body, active: true })).statusCode,
    ).toBe(200);
  });

  it('lets a Viewer read and not change; another organization gets 404', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const collection = (
      await send(admin, 'POST', '', { name: 'Ours', items: [extraction] })
    ).json();
    const viewer = await addOrgMember(ctx.app, admin as OrgAdmin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    expect((await send(viewer, 'GET')).json().items).toHaveLength(1);
    expect((await send(viewer, 'GET', `/${collection.id}`)).statusCode).toBe(200);
    for (const response of [
      await send(viewer, 'POST', '', { name: 'Mine' }),
      await send(viewer, 'PUT', `/${collection.id}`, { name: 'Mine', active: true, items: [] }),
      await send(viewer, 'DELETE', `/${collection.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const editor = await addOrgMember(ctx.app, admin as OrgAdmin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.editor,
    });
    expect((await send(editor, 'POST', '', { name: 'Editor’s' })).statusCode).toBe(201);
    // A member with no team (so no permission set) reads nothing.
    const teamless = await addOrgMember(ctx.app, admin as OrgAdmin);
    expect((await send(teamless, 'GET')).statusCode).toBe(403);

    const stranger = await registerOrgAdmin(ctx.app, 'Other');
    expect((await send(stranger, 'GET')).json().items).toEqual([]);
    for (const response of [
      await send(stranger, 'GET', `/${collection.id}`),
      await send(stranger, 'PUT', `/${collection.id}`, { name: 'Theirs', active: true, items: [] }),
      await send(stranger, 'DELETE', `/${collection.id}`),
      await send(admin, 'GET', `/${UNKNOWN_ID}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await send(admin, 'GET', `/${collection.id}`)).json().name).toBe('Ours');
  });

  it('is in the OpenAPI document', async () => {
    const document = (await call(ctx.app, { method: 'GET', url: '/api/docs/json' })).json();
    const methods = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methods(BASE)).toEqual(['get', 'post']);
    expect(methods(`${BASE}/{id}`)).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/v1/targets/{id}/plugin-severities')).toEqual(['get', 'put']);
    expect(document.paths[BASE].post.tags).toEqual(['severity overrides']);
    expect(Object.keys(document.paths[BASE].post.responses)).toContain('409');
  });
});
