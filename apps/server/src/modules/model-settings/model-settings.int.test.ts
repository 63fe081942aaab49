import {
  startFakeOpenAiServer,
  type FakeServer,
} from '@crucible/engine/testing/fake-openai-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationModelSettings } from '../../db/schema';
import { secretBoxOf } from '../../lib/secret-box';
import {
  addOrgMember,
  call,
  registerOrgAdmin,
  useTestApp,
  type Caller,
} from '../../../test/harness';

const context = useTestApp({ env: { CRUCIBLE_SECRET_KEY: 'model-settings-key-'.padEnd(40, 'x') } });
const GENERATOR_KEY = 'sk-GENERATOR-KEY-0001';
const GRADER_KEY = 'sk-ant-GRADER-KEY-0002';

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({
    reply: (request) =>
      request.headers.authorization === `Bearer ${GENERATOR_KEY}` ||
      request.headers['x-api-key'] === GRADER_KEY
        ? 'OK'
        : { status: 401, body: { error: { message: 'Invalid API key' } } },
  });
});
afterAll(() => fake.close());

const settingsUrl = '/api/v1/model-settings';
const get = (caller: Caller | null) =>
  call(context.app, { method: 'GET', url: settingsUrl, caller });
const put = (caller: Caller | null, payload: unknown) =>
  call(context.app, { method: 'PUT', url: settingsUrl, caller, payload });
const test = (caller: Caller | null, payload: unknown) =>
  call(context.app, { method: 'POST', url: `${settingsUrl}/test`, caller, payload });

const models = () => ({
  generator: {
    type: 'openai',
    baseUrl: fake.openAiBaseUrl,
    model: 'attacker-1',
    apiKey: GENERATOR_KEY,
  },
  grader: { type: 'anthropic', baseUrl: fake.url, model: 'judge-1', apiKey: GRADER_KEY },
});

describe('model settings', () => {
  it('start empty: offline mode', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      generator: null,
      grader: null,
      offline: true,
      updatedAt: null,
    });
  });

  it('are written by admins, read by members, with keys encrypted and shown as set', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin);
    const saved = await put(admin, models());
    expect(saved.statusCode).toBe(200);
    const expected = {
      generator: {
        type: 'openai',
        baseUrl: fake.openAiBaseUrl,
        model: 'attacker-1',
        apiKeySet: true,
      },
      grader: { type: 'anthropic', baseUrl: fake.url, model: 'judge-1', apiKeySet: true },
      offline: false,
      updatedAt: expect.any(String),
    };
    expect(saved.json()).toEqual(expected);
    const read = await get(member);
    expect(read.json()).toEqual(expected);
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(GENERATOR_KEY);
      expect(body).not.toContain(GRADER_KEY);
    }
    const [row] = await context.database.db
      .select()
      .from(organizationModelSettings)
      .where(eq(organizationModelSettings.organizationId, admin.organizationId));
    expect(JSON.stringify(row)).not.toContain(GENERATOR_KEY);
    expect(JSON.parse(secretBoxOf(context.config).open(row!.secretsEncrypted!))).toEqual({
      generator: GENERATOR_KEY,
      grader: GRADER_KEY,
    });

    const refused = await put(member, models());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
    });
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, models())).statusCode).toBe(401);
  });

  it('keep an omitted key, clear a null one, and drop a removed model', async () => {
    const admin = await registerOrgAdmin(context.app);
    await put(admin, models());
    const { apiKey: _generatorKey, ...generator } = models().generator;
    const changed = await put(admin, {
      generator: { ...generator, model: 'attacker-2' },
      grader: { ...models().grader, apiKey: null },
    });
    expect(changed.json()).toMatchObject({
      generator: { model: 'attacker-2', apiKeySet: true },
      grader: { model: 'judge-1', apiKeySet: false },
    });
    const removed = await put(admin, { generator: null, grader: null });
    expect(removed.json()).toEqual({
      generator: null,
      grader: null,
      offline: true,
      updatedAt: expect.any(String),
    });
    const [row] = await context.database.db
      .select({ sealed: organizationModelSettings.secretsEncrypted })
      .from(organizationModelSettings)
      .where(eq(organizationModelSettings.organizationId, admin.organizationId));
    expect(row).toEqual({ sealed: null });
  });

  it('name the invalid fields', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await put(admin, {
      generator: { type: 'cohere', model: ' ', baseUrl: 'not a url' },
      grader: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'generator.type', message: 'Type must be openai or anthropic' },
      { path: 'generator.baseUrl', message: 'Enter an http(s) URL' },
      { path: 'generator.model', message: 'Model is required' },
    ]);
  });

  it('belong to each organization', async () => {
    const admin = await registerOrgAdmin(context.app);
    await put(admin, models());
    const stranger = await registerOrgAdmin(context.app);
    expect((await get(stranger)).json()).toMatchObject({ generator: null, offline: true });
  });
});

describe('POST /model-settings/test', () => {
  it('asks the saved model for one word and answers its reply', async () => {
    const admin = await registerOrgAdmin(context.app);
    await put(admin, models());
    for (const [role, provider] of [
      ['generator', 'openai:attacker-1'],
      ['grader', 'anthropic:judge-1'],
    ] as const) {
      const response = await test(admin, { role });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ok: true,
        provider,
        reply: 'OK',
        latencyMs: expect.any(Number),
      });
    }
  });

  it('tests the model as typed, with the saved key when none is typed', async () => {
    const admin = await registerOrgAdmin(context.app);
    await put(admin, models());
    const { apiKey: _key, ...typed } = models().generator;
    const withSavedKey = await test(admin, {
      role: 'generator',
      provider: { ...typed, model: 'attacker-9' },
    });
    expect(withSavedKey.json()).toMatchObject({ ok: true, provider: 'openai:attacker-9' });
    const withoutKey = await test(admin, {
      role: 'generator',
      provider: { ...typed, apiKey: null },
    });
    expect(withoutKey.json()).toEqual({
      ok: false,
      provider: 'openai:attacker-1',
      reply: '',
      latencyMs: expect.any(Number),
      diagnosis: {
        kind: 'http-status',
        title: 'HTTP 401',
        message: expect.stringContaining('Invalid API key'),
        hint: 'Authentication failed: check the API key or auth header.',
      },
    });
  });

  it('diagnoses an unreachable server', async () => {
    const admin = await registerOrgAdmin(context.app);
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const response = await test(admin, {
      role: 'grader',
      provider: { type: 'openai', baseUrl: closed.openAiBaseUrl, model: 'm' },
    });
    expect(response.json()).toMatchObject({
      ok: false,
      diagnosis: { kind: 'connection-refused', title: 'Connection refused' },
    });
  });

  it('needs a model to test, an administrator, and a signed-in caller', async () => {
    const admin = await registerOrgAdmin(context.app);
    const nothing = await test(admin, { role: 'grader' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'No grader model is configured',
        details: [{ path: 'role', message: 'No grader model is configured' }],
      },
    });
    const badRole = await test(admin, { role: 'judge' });
    expect(badRole.json().error.details).toEqual([
      { path: 'role', message: 'Role must be generator or grader' },
    ]);
    const member = await addOrgMember(context.app, admin);
    expect((await test(member, { role: 'grader' })).statusCode).toBe(403);
    expect((await test(null, { role: 'grader' })).statusCode).toBe(401);
  });
});
