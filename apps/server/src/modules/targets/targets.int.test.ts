import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, targets } from '../../db/schema';
import { secretBoxOf } from '../../lib/secret-box';
import {
  addOrgMember,
  call,
  type Caller,
  type OrgAdmin,
  registerOrgAdmin,
  useTestApp,
  validationError,
} from '../../../test/harness';

const context = useTestApp({ env: { CRUCIBLE_SECRET_KEY: 'targets-test-key-'.padEnd(40, 'x') } });
const anyTime = expect.any(String);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const API_KEY = 'sk-test-THE-API-KEY-0001';
const TOKEN = 'bearer-THE-TOKEN-0002';
const HEADER_SECRET = 'header-THE-SECRET-0003';
const SECRETS = [API_KEY, TOKEN, HEADER_SECRET];

/** Every answer a test receives, so the last test can prove no secret was ever in one. */
const answers: string[] = [];
async function send(...args: Parameters<typeof call>) {
  const response = await call(...args);
  answers.push(response.body);
  return response;
}
const post = (caller: Caller | null, payload: unknown) =>
  send(context.app, { method: 'POST', url: '/api/v1/targets', caller, payload });
const get = (caller: Caller | null, url: string) =>
  send(context.app, { method: 'GET', url, caller });
const put = (caller: Caller | null, id: string, payload: unknown) =>
  send(context.app, { method: 'PUT', url: `/api/v1/targets/${id}`, caller, payload });
const remove = (caller: Caller | null, id: string) =>
  send(context.app, { method: 'DELETE', url: `/api/v1/targets/${id}`, caller });

const httpTarget = (teamId: string, overrides: Record<string, unknown> = {}) => ({
  teamId,
  name: 'Support bot',
  purpose: 'Answers billing questions',
  config: {
    type: 'http',
    url: 'https://bot.example.com/chat',
    headers: { 'X-Team': 'billing' },
    body: { message: '{{prompt}}' },
    extract: { type: 'path', path: 'reply' },
    auth: { type: 'bearer' },
    concurrency: 2,
    rpm: 30,
  },
  secrets: { authSecret: TOKEN, headers: { 'X-Api-Token': HEADER_SECRET } },
  ...overrides,
});

/** The stored http target as the API answers it: defaults filled in, secrets as set/not set. */
const httpTargetBody = (admin: OrgAdmin, id: string) => ({
  id,
  organizationId: admin.organizationId,
  teamId: admin.defaultTeamId,
  name: 'Support bot',
  type: 'http',
  purpose: 'Answers billing questions',
  config: {
    type: 'http',
    url: 'https://bot.example.com/chat',
    method: 'POST',
    headers: { 'X-Team': 'billing' },
    query: {},
    body: { message: '{{prompt}}' },
    extract: { type: 'path', path: 'reply' },
    errorStatuses: [],
    rejectUnauthorized: true,
    auth: { type: 'bearer' },
    allowedBehaviours: [],
    forbiddenBehaviours: [],
    concurrency: 2,
    rpm: 30,
    delayMs: 0,
    timeoutMs: 30_000,
    retries: 2,
    retryBaseDelayMs: 500,
    canaries: [],
    stateful: false,
  },
  secretsSet: { apiKey: false, authSecret: true, headers: ['X-Api-Token'] },
  createdBy: admin.userId,
  createdAt: anyTime,
  updatedAt: anyTime,
});

async function rowOf(id: string) {
  const [row] = await context.database.db.select().from(targets).where(eq(targets.id, id));
  return row!;
}

describe('POST /targets', () => {
  it('creates a target with its secrets encrypted at rest and answers them as set', async () => {
    const admin = await registerOrgAdmin(context.app);
    const created = await post(admin, httpTarget(admin.defaultTeamId));
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    expect(created.json()).toEqual(httpTargetBody(admin, id));

    const row = await rowOf(id);
    const stored = JSON.stringify(row);
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    expect(row.secretsEncrypted).toMatch(/^v1\./);
    expect(JSON.parse(secretBoxOf(context.config).open(row.secretsEncrypted!))).toEqual({
      authSecret: TOKEN,
      headers: { 'X-Api-Token': HEADER_SECRET },
    });

    const audit = await context.database.db
      .select({ subjectId: auditLogs.subjectId, statusCode: auditLogs.statusCode })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, admin.organizationId),
          eq(auditLogs.action, 'target.create'),
        ),
      )
      .orderBy(asc(auditLogs.id));
    expect(audit).toEqual([{ subjectId: id, statusCode: 201 }]);
  });

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
  ])('names the field of a schema error: %s', async (path, override, message) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await post(admin, httpTarget(admin.defaultTeamId, override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message, details: [expect.objectContaining({ path })] },
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

  it.each([
    [
      'credentials in plain headers',
      { config: { type: 'http', url: 'https://x.test', headers: { Authorization: 'Bearer x' } } },
      'config.headers.Authorization',
      'Credentials go in secrets.headers, which are encrypted and never shown again',
    ],
    [
      'an API key for an http target',
      { config: { type: 'http', url: 'https://x.test' }, secrets: { apiKey: API_KEY } },
      'secrets.apiKey',
      'Only openai and anthropic targets take an API key',
    ],
    [
      'bearer auth without a token',
      { config: { type: 'http', url: 'https://x.test', auth: { type: 'bearer' } }, secrets: {} },
      'secrets.authSecret',
      'Enter the bearer token',
    ],
    [
      'an auth secret without auth',
      { config: { type: 'http', url: 'https://x.test' }, secrets: { authSecret: TOKEN } },
      'secrets.authSecret',
      'Set config.auth to use an auth secret',
    ],
  ])('refuses %s', async (_case, override, path, message) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await post(admin, httpTarget(admin.defaultTeamId, override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(path, message));
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
    expect(list.json().targets[1]).toEqual(httpTargetBody(admin, created.json().id));
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
    expect((await rowOf(created.json().id)).name).toBe('Support bot');
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
        await send(context.app, {
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
  it('keeps omitted secrets, clears null ones and replaces sent ones', async () => {
    const admin = await registerOrgAdmin(context.app);
    const id: string = (await post(admin, httpTarget(admin.defaultTeamId))).json().id;
    const { teamId: _teamId, secrets: _secrets, ...update } = httpTarget(admin.defaultTeamId);

    const kept = await put(admin, id, { ...update, name: 'Renamed bot' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ ...httpTargetBody(admin, id), name: 'Renamed bot' });

    const changed = await put(admin, id, {
      ...update,
      secrets: {
        authSecret: 'new-token-0004',
        headers: { 'X-Api-Token': null, 'X-Other': 'v-0005' },
      },
    });
    expect(changed.json().secretsSet).toEqual({
      apiKey: false,
      authSecret: true,
      headers: ['X-Other'],
    });
    const row = await rowOf(id);
    expect(JSON.parse(secretBoxOf(context.config).open(row.secretsEncrypted!))).toEqual({
      authSecret: 'new-token-0004',
      headers: { 'X-Other': 'v-0005' },
    });
  });

  it('drops secrets the new type cannot use and clears the column when none are left', async () => {
    const admin = await registerOrgAdmin(context.app);
    const id: string = (
      await post(admin, {
        teamId: admin.defaultTeamId,
        name: 'Model',
        config: { type: 'openai', model: 'gpt-4o-mini' },
        secrets: { apiKey: API_KEY },
      })
    ).json().id;
    const updated = await put(admin, id, { name: 'Model', config: { type: 'demo' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      type: 'demo',
      purpose: null,
      secretsSet: { apiKey: false, authSecret: false, headers: [] },
    });
    expect((await rowOf(id)).secretsEncrypted).toBeNull();
  });

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
    expect(answers.length).toBeGreaterThan(30);
    for (const body of answers) for (const secret of SECRETS) expect(body).not.toContain(secret);
  });
});
