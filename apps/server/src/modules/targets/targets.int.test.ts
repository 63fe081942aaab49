import { describe, expect, it } from 'vitest';
import { addOrgMember, registerOrgAdmin, useTestApp, validationError } from '../../../test/harness';
import { watchSecrets } from '../../../test/secret-watch';
import {
  API_KEY,
  httpTarget,
  httpTargetBody,
  SECRETS,
  storedTarget,
  targetsApi,
} from '../../../test/target-fixtures';

// Create/read/update/delete, validation and access. How secrets are stored, kept and refused is
// in target-secrets.int.test.ts; both files prove no secret is ever answered.
const context = useTestApp({ env: { CRUCIBLE_SECRET_KEY: 'targets-test-key-'.padEnd(40, 'x') } });
const watch = watchSecrets(context);
const { post, get, put, remove } = targetsApi(watch);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /targets', () => {
  it('creates openai, anthropic, websocket and demo targets', async () => {
    const admin = await registerOrgAdmin(context.app);
    const cases = [
      { type: 'openai', model: 'gpt-4o-mini', secrets: { apiKey: API_KEY } },
      { type: 'anthropic', model: 'claude-3-5-haiku-latest', secrets: { apiKey: API_KEY } },
      { type: 'websocket', url: 'wss://bot.example.com/ws', secrets: {} },
      { type: 'demo', secrets: {} },
    ];
    for (const { secrets, ...config } of cases) {
      const created = await post(admin, {
        teamId: admin.defaultTeamId,
        name: `A ${config.type} target`,
        config,
        secrets,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        type: config.type,
        config,
        secretsSet: { apiKey: 'apiKey' in secrets, authSecret: false, headers: [] },
      });
    }
    const list = await get(admin, `/api/v1/targets?teamId=${admin.defaultTeamId}`);
    const endpoints = Object.fromEntries(
      list
        .json()
        .targets.map((t: { name: string; endpoint: string | null }) => [t.name, t.endpoint]),
    );
    expect(endpoints).toMatchObject({
      'A openai target': 'gpt-4o-mini · https://api.openai.com/v1',
      'A anthropic target': expect.stringMatching(/^claude-3-5-haiku-latest · https:\/\//),
      'A websocket target': 'wss://bot.example.com/ws',
      'A demo target': null,
    });
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['teamId', { teamId: 'nope' }, 'Invalid team ID'],
    [
      'config.url',
      { config: { type: 'http', url: 'ftp://x' } },
      'Must start with http:// or https://',
    ],
    [
      'config.model',
      { config: { type: 'openai' } },
      'Invalid input: expected string, received undefined',
    ],
    [
      'config.concurrency',
      { config: { type: 'demo', concurrency: 0 } },
      'Too small: expected number to be >=1',
    ],
    [
      'config.profile.competitors',
      { config: { type: 'demo', profile: { competitors: Array(51).fill('Rival') } } },
      'At most 50 competitors',
    ],
    [
      'config.profile.industry',
      { config: { type: 'demo', profile: { industry: 'x'.repeat(201) } } },
      'Industry must be at most 200 characters',
    ],
  ])('names the field of a schema error: %s', async (path, override, message) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await post(admin, httpTarget(admin.defaultTeamId, override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message, details: [expect.objectContaining({ path })] },
    });
  });

  it('keeps the profile a person filled in, trimmed, with empty lists for what they left out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const created = await post(admin, {
      teamId: admin.defaultTeamId,
      name: 'Travel desk',
      purpose: 'Books and changes flights for Skyward customers',
      config: {
        type: 'demo',
        profile: {
          organisation: ' Skyward Airlines ',
          industry: 'Travel',
          competitors: ['JetAway', 'Blue Horizon'],
          tools: ['search flights', 'change a booking'],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await get(admin, `/api/v1/targets/${created.json().id}`);
    expect(read.json().config.profile).toEqual({
      organisation: 'Skyward Airlines',
      industry: 'Travel',
      products: [],
      competitors: ['JetAway', 'Blue Horizon'],
      userRoles: [],
      personalData: [],
      tools: ['search flights', 'change a booking'],
    });
  });

  it('refuses an unknown target type', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await post(
      admin,
      httpTarget(admin.defaultTeamId, { config: { type: 'ftp' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        path: 'config.type',
        message:
          "Invalid discriminator value. Expected 'http' | 'websocket' | 'openai' | 'anthropic' | 'demo'",
      },
    ]);
  });

  it('answers 409 for a duplicate name in the team, 404 for another team, 401 signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    await post(admin, httpTarget(admin.defaultTeamId));
    const again = await post(admin, httpTarget(admin.defaultTeamId));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'A target with this name already exists in this team',
        details: [{ path: 'name', message: 'A target with this name already exists in this team' }],
      },
    });
    const other = await registerOrgAdmin(context.app);
    const foreign = await post(admin, httpTarget(other.defaultTeamId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Team not found' } });
    expect((await post(null, httpTarget(admin.defaultTeamId))).statusCode).toBe(401);
  });
});

describe('reading targets', () => {
  it('lists the team’s targets by name, starting with the demo target', async () => {
    const admin = await registerOrgAdmin(context.app);
    const created = await post(admin, httpTarget(admin.defaultTeamId));
    const list = await get(admin, `/api/v1/targets?teamId=${admin.defaultTeamId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().targets.map((t: { name: string }) => t.name)).toEqual([
      'Demo bank assistant',
      'Support bot',
    ]);
    // A list carries each target's summary: where its traffic goes, not its configuration.
    const { config, secretsSet: _secrets, ...summary } = httpTargetBody(admin, created.json().id);
    expect(list.json().targets[1]).toEqual({ ...summary, endpoint: config.url });
    expect(list.json().targets[0]).toMatchObject({ type: 'demo', endpoint: null });
    const one = await get(admin, `/api/v1/targets/${created.json().id}`);
    expect(one.json()).toEqual(httpTargetBody(admin, created.json().id));
  });

  it('needs a valid teamId and a signed-in caller', async () => {
    const admin = await registerOrgAdmin(context.app);
    const missing = await get(admin, '/api/v1/targets');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(validationError('teamId', 'Invalid team ID'));
    expect((await get(null, `/api/v1/targets?teamId=${admin.defaultTeamId}`)).statusCode).toBe(401);
  });

  it("answers 404 for another organization's target and team, as for an unknown id", async () => {
    const admin = await registerOrgAdmin(context.app);
    const created = await post(admin, httpTarget(admin.defaultTeamId));
    const stranger = await registerOrgAdmin(context.app);
    const notFound = { error: { code: 'NOT_FOUND', message: 'Target not found' } };
    for (const id of [created.json().id, UNKNOWN_ID]) {
      const response = await get(stranger, `/api/v1/targets/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      expect((await put(stranger, id, httpTarget(admin.defaultTeamId))).statusCode).toBe(404);
      expect((await remove(stranger, id)).statusCode).toBe(404);
    }
    const list = await get(stranger, `/api/v1/targets?teamId=${admin.defaultTeamId}`);
    expect(list.statusCode).toBe(404);
    expect((await storedTarget(context, created.json().id)).name).toBe('Support bot');
  });
});

describe('roles', () => {
  it('lets a Viewer read but not create, update, delete or test; an Editor may', async () => {
    const admin = await registerOrgAdmin(context.app);
    const team = admin.defaultTeamId;
    const viewer = await addOrgMember(context.app, admin, {
      teamId: team,
      roleId: admin.roles.viewer,
    });
    const editor = await addOrgMember(context.app, admin, {
      teamId: team,
      roleId: admin.roles.editor,
    });
    const id: string = (await post(admin, httpTarget(team))).json().id;

    expect((await get(viewer, `/api/v1/targets?teamId=${team}`)).statusCode).toBe(200);
    expect((await get(viewer, `/api/v1/targets/${id}`)).statusCode).toBe(200);
    const refusals = [
      [await post(viewer, httpTarget(team, { name: 'Mine' })), 'create'],
      [await put(viewer, id, httpTarget(team)), 'update'],
      [await remove(viewer, id), 'delete'],
      [
        await watch.send({
          method: 'POST',
          url: `/api/v1/targets/${id}/test`,
          caller: viewer,
          payload: {},
        }),
        'update',
      ],
    ] as const;
    for (const [response, action] of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: `You cannot ${action} Provider in this team` },
      });
    }
    const outsider = await addOrgMember(context.app, admin);
    expect((await get(outsider, `/api/v1/targets/${id}`)).statusCode).toBe(403);

    expect((await post(editor, httpTarget(team, { name: 'Editor bot' }))).statusCode).toBe(201);
    expect((await put(editor, id, httpTarget(team, { name: 'Renamed' }))).statusCode).toBe(200);
    expect((await remove(editor, id)).statusCode).toBe(204);
  });
});

describe('PUT /targets/{id}', () => {
  it('validates like a create and answers 409 on a taken name', async () => {
    const admin = await registerOrgAdmin(context.app);
    const id: string = (await post(admin, httpTarget(admin.defaultTeamId))).json().id;
    const bad = await put(admin, id, { name: 'X', config: { type: 'http', url: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(
      validationError('config.url', 'Must start with http:// or https://'),
    );
    const taken = await put(admin, id, { name: 'Demo bank assistant', config: { type: 'demo' } });
    expect(taken.statusCode).toBe(409);
  });
});

describe('DELETE /targets/{id}', () => {
  it('deletes, then answers 404', async () => {
    const admin = await registerOrgAdmin(context.app);
    const id: string = (await post(admin, httpTarget(admin.defaultTeamId))).json().id;
    const deleted = await remove(admin, id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(admin, `/api/v1/targets/${id}`)).statusCode).toBe(404);
    expect((await remove(admin, id)).statusCode).toBe(404);
  });
});

describe('secrets', () => {
  it('never appeared in any answer of this file', () => {
    watch.expectNoSecretAnswered(SECRETS, 40);
  });
});
