import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  registerOrgAdmin,
  useTestApp,
  type Caller,
} from '../../../test/harness';

const POLICY = {
  name: 'Prices carry the disclaimer',
  text: 'The assistant must never quote a price without saying that prices may change.',
  severity: 'medium',
  violatingExample: 'Premium is $49 a month.',
  compliantExample: 'Premium is $49 a month today; prices may change.',
  mustMatch: ['prices may change'],
  mustNotMatch: ['/guaranteed (price|rate)/i'],
};

describe('custom policies API (the Policy Library)', () => {
  const ctx = useTestApp();
  const api = (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => call(ctx.app, { method, url: `/api/v1/redteam/policies${url}`, caller, payload });

  it('creates, reads, lists, searches, updates and deletes a policy, recording who and when', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await api(admin, 'POST', '', {
      ...POLICY,
      name: '  Prices carry the disclaimer ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const policy = created.json();
    expect(policy).toEqual({
      id: expect.any(String),
      organizationId: admin.organizationId,
      pluginId: `policy:${policy.id}`,
      ...POLICY,
      createdBy: { id: admin.userId, name: 'Org Admin' },
      updatedBy: { id: admin.userId, name: 'Org Admin' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await api(admin, 'GET', `/${policy.id}`)).json()).toEqual(policy);

    const other = await api(admin, 'POST', '', {
      name: 'No legal advice',
      text: 'Never give legal advice.',
    });
    expect(other.json()).toMatchObject({
      severity: 'high',
      violatingExample: null,
      compliantExample: null,
      mustMatch: [],
      mustNotMatch: [],
    });
    const list = await api(admin, 'GET', '?limit=10');
    expect(list.json()).toEqual({ items: [other.json(), policy], total: 2, limit: 10, offset: 0 });
    const searched = await api(admin, 'GET', '?q=QUOTE%20A%20PRICE');
    expect(searched.json().items.map((p: { id: string }) => p.id)).toEqual([policy.id]);

    const updated = await api(admin, 'PUT', `/${policy.id}`, {
      ...POLICY,
      severity: 'critical',
      violatingExample: '  ',
      mustMatch: [],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      severity: 'critical',
      violatingExample: null,
      mustMatch: [],
      createdAt: policy.createdAt,
    });
    expect(Date.parse(updated.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(policy.updatedAt),
    );

    expect((await api(admin, 'DELETE', `/${policy.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'GET', `/${policy.id}`)).statusCode).toBe(404);
    expect(
      (await auditRows(ctx, admin.organizationId, 'custom-policy.create')).map((r) => r.subject),
    ).toEqual(['CustomPolicy', 'CustomPolicy']);
    expect(await auditRows(ctx, admin.organizationId, 'custom-policy.update')).toEqual([
      { actorUserId: admin.userId, subject: 'CustomPolicy', subjectId: policy.id, statusCode: 200 },
    ]);
    expect(await auditRows(ctx, admin.organizationId, 'custom-policy.delete')).toEqual([
      { actorUserId: admin.userId, subject: 'CustomPolicy', subjectId: policy.id, statusCode: 204 },
    ]);
  });

  it('names the field that is wrong: a regex that does not compile, an empty rule, a taken name', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const invalid = await api(admin, 'POST', '', {
      ...POLICY,
      text: ' ',
      mustNotMatch: ['fine', '/([a-z/'],
      mustMatch: ['/(a+)+$/'],
    });
    expect(invalid.statusCode).toBe(400);
    const details = invalid.json().error.details as { path: string; message: string }[];
    expect(details.map((d) => d.path).sort()).toEqual(['mustMatch.0', 'mustNotMatch.1', 'text']);
    expect(details.find((d) => d.path === 'mustNotMatch.1')?.message).toMatch(
      /^Invalid regular expression: /,
    );
    expect(details.find((d) => d.path === 'mustMatch.0')?.message).toMatch(/nests quantifiers/);
    expect(details.find((d) => d.path === 'text')?.message).toBe(
      'Write the rule the target must follow',
    );

    expect((await api(admin, 'POST', '', POLICY)).statusCode).toBe(201);
    const taken = await api(admin, 'POST', '', { ...POLICY, name: POLICY.name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual([
      { path: 'name', message: 'A policy with this name already exists' },
    ]);
  });

  it("answers 404 for another organization's policy, whatever the method", async () => {
    const owner = await registerOrgAdmin(ctx.app, 'Owner');
    const stranger = await registerOrgAdmin(ctx.app, 'Stranger');
    const { id } = (await api(owner, 'POST', '', POLICY)).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', POLICY],
      ['DELETE', undefined],
    ] as const) {
      const response = await api(stranger, method, `/${id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await api(stranger, 'GET', '')).json().items).toEqual([]);
    expect((await api(owner, 'GET', `/${id}`)).json().name).toBe(POLICY.name);
  });

  it('lets a Viewer read but not change, and a member with no role in any team do neither', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const { id } = (await api(admin, 'POST', '', POLICY)).json();
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    expect((await api(viewer, 'GET', '')).json().total).toBe(1);
    expect((await api(viewer, 'GET', `/${id}`)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '', { ...POLICY, name: 'Other' }],
      ['PUT', `/${id}`, POLICY],
      ['DELETE', `/${id}`, undefined],
    ] as const) {
      const response = await api(viewer, method, url, payload);
      expect(response.statusCode, method).toBe(403);
    }
    const editor = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.editor,
    });
    expect((await api(editor, 'PUT', `/${id}`, { ...POLICY, severity: 'low' })).statusCode).toBe(
      200,
    );
    const outsider = await addOrgMember(ctx.app, admin);
    expect((await api(outsider, 'GET', '')).statusCode).toBe(403);
    expect(
      (await auditRows(ctx, admin.organizationId, 'custom-policy.delete')).map((r) => r.statusCode),
    ).toEqual([403]);
  });

  it('refuses to delete a policy a scan template lists, naming the template', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const { id, pluginId } = (await api(admin, 'POST', '', POLICY)).json();
    const template = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs',
      caller: admin,
      payload: {
        teamId: admin.defaultTeamId,
        name: 'Pricing checks',
        config: { plugins: ['hijacking', { id: pluginId, numTests: 2 }] },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const refused = await api(admin, 'DELETE', `/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Scan templates use this policy: Pricing checks. Remove it from them first.',
    );
    await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/redteam/configs/${template.json().id}`,
      caller: admin,
    });
    expect((await api(admin, 'DELETE', `/${id}`)).statusCode).toBe(204);
  });
});
