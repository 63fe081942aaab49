import { describe, expect, it } from 'vitest';
import { secretBoxOf } from '../../lib/secret-box';
import { auditRows, registerOrgAdmin, useTestApp, validationError } from '../../../test/harness';
import { watchSecrets } from '../../../test/secret-watch';
import {
  API_KEY,
  HEADER_SECRET,
  httpTarget,
  httpTargetBody,
  SECRETS,
  storedTarget,
  targetsApi,
  TOKEN,
} from '../../../test/target-fixtures';

// How a target's secrets are stored, kept, replaced, dropped and refused. CRUD, validation and
// access are in targets.int.test.ts; both files prove no secret is ever answered.
const context = useTestApp({ env: { CRUCIBLE_SECRET_KEY: 'target-secrets-key-'.padEnd(40, 'x') } });
const watch = watchSecrets(context);
const { post, put } = targetsApi(watch);
const openSecrets = (sealed: string) => JSON.parse(secretBoxOf(context.config).open(sealed));

describe('POST /targets', () => {
  it('creates a target with its secrets encrypted at rest and answers them as set', async () => {
    const admin = await registerOrgAdmin(context.app);
    const created = await post(admin, httpTarget(admin.defaultTeamId));
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    expect(created.json()).toEqual(httpTargetBody(admin, id));

    const row = await storedTarget(context, id);
    const stored = JSON.stringify(row);
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    expect(row.secretsEncrypted).toMatch(/^v1\./);
    expect(openSecrets(row.secretsEncrypted!)).toEqual({
      authSecret: TOKEN,
      headers: { 'X-Api-Token': HEADER_SECRET },
    });

    const audit = await auditRows(context, admin.organizationId, 'target.create');
    expect(audit.map(({ subjectId, statusCode }) => ({ subjectId, statusCode }))).toEqual([
      { subjectId: id, statusCode: 201 },
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
    const row = await storedTarget(context, id);
    expect(openSecrets(row.secretsEncrypted!)).toEqual({
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
    expect((await storedTarget(context, id)).secretsEncrypted).toBeNull();
  });
});

describe('secrets', () => {
  it('never appeared in any answer of this file', () => {
    watch.expectNoSecretAnswered(SECRETS, 10);
  });
});
