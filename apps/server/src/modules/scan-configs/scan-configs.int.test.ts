import { describe, expect, it } from 'vitest';
import { addOrgMember, call, registerOrgAdmin, useTestApp } from '../../../test/harness';

const block = {
  purpose: 'A bank assistant',
  plugins: ['prompt-extraction', { id: 'pii:direct', numTests: 2, severity: 'critical' }],
  strategies: ['basic', { id: 'base64' }],
  numTests: 3,
  language: 'en',
};

describe('scan templates API', () => {
  const ctx = useTestApp();

  it('creates, reads, lists, updates, exports, imports and deletes a template', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const teamId = admin.defaultTeamId;
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs',
      caller: admin,
      payload: { teamId, name: ' Nightly ', description: 'Every night', config: block },
    });
    expect(created.statusCode).toBe(201);
    const { warnings, ...template } = created.json();
    expect(warnings).toEqual([]);
    expect(template).toMatchObject({
      teamId,
      organizationId: admin.organizationId,
      name: 'Nightly',
      description: 'Every night',
      config: block,
      createdBy: admin.userId,
    });

    const read = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: admin,
    });
    expect(read.json()).toEqual(template);

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs?teamId=${teamId}&limit=10`,
      caller: admin,
    });
    expect(list.json()).toEqual({ items: [template], total: 1, limit: 10, offset: 0 });

    const duplicate = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs',
      caller: admin,
      payload: { teamId, name: 'Nightly', config: block },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details).toEqual([{ path: 'name', message: expect.any(String) }]);

    const updated = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: admin,
      payload: { name: 'Weekly', config: { plugins: ['default'] } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Weekly',
      description: null,
      config: { plugins: ['default'] },
    });

    const exported = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs/${template.id}/export`,
      caller: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/yaml');
    expect(exported.body).toBe('redteam:\n  plugins:\n    - default\n');

    const imported = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs/import',
      caller: admin,
      payload: {
        teamId,
        yaml: 'description: From a file\ntargets: [demo]\nredteam:\n  plugins: [hijacking]\n  strategies: [rot13]\n',
      },
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({
      name: 'From a file',
      description: 'From a file',
      config: { plugins: ['hijacking'], strategies: ['rot13'] },
    });

    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: admin,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('names the fields that are wrong, including unknown plugins and strategies', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const post = (payload: unknown) =>
      call(ctx.app, { method: 'POST', url: '/api/v1/redteam/configs', caller: admin, payload });
    const missing = await post({ teamId: admin.defaultTeamId, name: '', config: { plugins: [] } });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['config.plugins', 'name']);
    const unknown = await post({
      teamId: admin.defaultTeamId,
      name: 'Bad',
      config: { plugins: ['hijacking', 'no-such-plugin'], strategies: ['nope'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      { path: 'config.plugins.1.id', message: 'Unknown plugin "no-such-plugin"' },
      { path: 'config.strategies.0.id', message: 'Unknown strategy "nope"' },
    ]);
    const badYaml = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs/import',
      caller: admin,
      payload: { teamId: admin.defaultTeamId, name: 'X', yaml: 'redteam: [unclosed' },
    });
    expect(badYaml.statusCode).toBe(400);
    expect(badYaml.json().error.details[0].path).toBe('yaml');
  });

  it('lists the presets, each a valid template', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const presets = (
      await call(ctx.app, { method: 'GET', url: '/api/v1/redteam/config-presets', caller: admin })
    ).json().presets;
    expect(presets.map((p: { name: string }) => p.name)).toEqual([
      'Recommended',
      'Quick',
      'OWASP LLM Top 10',
      'Harmful content',
      'PII',
      'RAG',
      'Agents and tools',
    ]);
    for (const preset of presets) {
      const saved = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/redteam/configs',
        caller: admin,
        payload: { teamId: admin.defaultTeamId, name: preset.name, config: preset.config },
      });
      expect(saved.statusCode, preset.id).toBe(201);
    }
  });

  it('answers 401 without a session, 403 to a Viewer writing, 404 across organizations', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const teamId = admin.defaultTeamId;
    const template = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/redteam/configs',
        caller: admin,
        payload: { teamId, name: 'Mine', config: block },
      })
    ).json();
    const anonymous = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs?teamId=${teamId}`,
    });
    expect(anonymous.statusCode).toBe(401);

    const viewer = await addOrgMember(ctx.app, admin, { teamId, roleId: admin.roles.viewer });
    const canRead = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: viewer,
    });
    expect(canRead.statusCode).toBe(200);
    const cannotWrite = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: viewer,
      payload: { name: 'Changed', config: block },
    });
    expect(cannotWrite.statusCode).toBe(403);
    const cannotCreate = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs',
      caller: viewer,
      payload: { teamId, name: 'Other', config: block },
    });
    expect(cannotCreate.statusCode).toBe(403);

    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(ctx.app, {
        method,
        url: `/api/v1/redteam/configs/${template.id}`,
        caller: stranger,
      });
      expect(response.statusCode).toBe(404);
    }
    const strangerList = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs?teamId=${teamId}`,
      caller: stranger,
    });
    expect([403, 404]).toContain(strangerList.statusCode);
  });
});
