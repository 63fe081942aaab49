import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, useTestApp, type OrgAdmin } from '../../../test/harness';
import type { TestContext } from '../../../test/harness';

/**
 * Issue #18 through the API: promptfoo files (the engine's suite, packages/engine/src/config/
 * fixtures) imported as templates, every problem at once with its path, every key read
 * differently named in `warnings`, and `{{env.X}}` read only where the operator allows.
 */
const fixture = (file: string) =>
  readFileSync(
    join(import.meta.dirname, '../../../../../packages/engine/src/config/fixtures', file),
    'utf8',
  );

const SKIPPED = {
  path: 'targets',
  message:
    'not added: a scan template holds no target (import with "Also add the file\'s targets" to add them to the team)',
};

function importer(ctx: TestContext, admin: OrgAdmin) {
  return (yaml: string, extra: Record<string, unknown> = {}, check = false) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/v1/redteam/configs/import${check ? '/check' : ''}`,
      caller: admin,
      payload: { teamId: admin.defaultTeamId, yaml, ...extra },
    });
}

describe('importing promptfoo files (the server reads none of its environment)', () => {
  const ctx = useTestApp();

  it('saves the template and answers what was read differently, before and after saving', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const post = importer(ctx, admin);
    const checked = await post(fixture('14-unknown-keys.yaml'), {}, true);
    expect(checked.statusCode).toBe(200);
    const warnings = checked.json().warnings as { path: string }[];
    expect(checked.json()).toMatchObject({ name: 'Everything but the kitchen sink', targets: [] });
    expect(warnings.map((warning) => warning.path)).toEqual([
      'tags',
      'sharing',
      'outputPath',
      'nunjucksFilters',
      'tests',
      'evaluateOptions.repeat',
      'redteam.contexts',
      'redteam.excludeTargetOutputFromAgenticAttackGeneration',
      'redteam.plugins[0].config.targetIdentifiers',
      'redteam.plugins[1].weight',
      'redteam.strategies[0].config.fast',
      'defaultTest.metadata',
      'defaultTest.assert',
      'targets',
    ]);
    expect(warnings).toContainEqual(SKIPPED);
    expect(warnings).toContainEqual({
      path: 'redteam.plugins[1].weight',
      message: 'unknown key, ignored',
    });

    const saved = await post(fixture('14-unknown-keys.yaml'));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().warnings).toEqual(checked.json().warnings);
    expect(saved.json()).toMatchObject({
      name: 'Everything but the kitchen sink',
      targets: [],
      config: {
        purpose: 'Kitchen sink assistant',
        numTests: 2,
        maxConcurrency: 2,
        delay: 500,
        plugins: [
          { id: 'bola', config: { targetIdentifiers: ['acct-1001', 'acct-1002'] } },
          'hijacking',
        ],
        strategies: [{ id: 'base64', config: { fast: true } }],
      },
    });
  });

  it('keeps injectVar, the limits, defaultTest and the named judge, and exports them back', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const saved = await importer(ctx, admin)(fixture('16-defaulttest-transformvars.yaml'));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().config).toEqual({
      purpose: 'Finds products in the catalogue and answers questions about orders.',
      numTests: 3,
      injectVar: 'query',
      maxConcurrency: 2,
      delay: 250,
      plugins: ['sql-injection', 'ssrf', 'pii:api-db'],
      // No ANTHROPIC_API_KEY on this server: stored, used where a key is, else the organization's.
      judge: 'anthropic:messages:claude-3-5-haiku-latest',
      defaultTest: {
        vars: { locale: 'en-GB', user_id: 'redteam-bot' },
        options: { transformVars: '{ ...vars, locale: vars.locale.toLowerCase() }' },
      },
    });
    expect(saved.json().warnings).toEqual([
      SKIPPED,
      {
        path: 'redteam.judge',
        message: 'ANTHROPIC_API_KEY is not set: grading stays offline',
      },
    ]);
    const exported = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/redteam/configs/${saved.json().id}/export`,
      caller: admin,
    });
    expect(
      exported.body.startsWith('description: Retail search assistant\ndefaultTest:\n  vars:'),
    ).toBe(true);
    expect(exported.body).toContain('\nredteam:\n  purpose: Finds products');
    const again = await importer(ctx, admin)(exported.body, { name: 'Round trip' });
    expect(again.json().config).toEqual(saved.json().config);
  });

  it('answers every problem of a file at once, at its paths under yaml', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const refused = await importer(ctx, admin)(fixture('15-several-errors.yaml'), {
      createTargets: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    expect(refused.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'yaml.redteam.numTests',
      'yaml.redteam.plugins[1].id',
      'yaml.redteam.plugins[2].id',
      'yaml.redteam.strategies[1].id',
      'yaml.targets[0].config.transformResponse',
      'yaml.targets[0].config.url',
      'yaml.targets[1].id',
      'yaml.targets[2].config.auth.type',
    ]);
    const broken = await importer(ctx, admin)(fixture('19-yaml-syntax.yaml'));
    expect(broken.json().error.details).toEqual([
      { path: 'yaml', message: expect.stringMatching(/^Flow sequence in block collection/) },
    ]);
  });

  it('refuses {{env.X}} in targets to add: this server allows no variable', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const refused = await importer(ctx, admin)(fixture('01-http-bank-chatbot.yaml'), {
      createTargets: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      {
        path: 'yaml.targets[0].config.headers.Authorization',
        message:
          '{{ env.BANK_API_TOKEN }} cannot be read: this server reads no environment variable for configs (CRUCIBLE_CONFIG_ENV is empty)',
      },
    ]);
  });

  it('answers the warnings of a block saved by the API, at its paths under config', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs',
      caller: admin,
      payload: {
        teamId: admin.defaultTeamId,
        name: 'Too many',
        config: { plugins: ['prompt-extraction'], numTests: 60, frameworks: ['dod:ai:ethics'] },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().warnings).toEqual([
      {
        path: 'config.frameworks[0]',
        message: expect.stringMatching(/^unknown framework "dod:ai:ethics", ignored/),
      },
      {
        path: 'config.numTests',
        message:
          '60 tests per plugin asked; without a generator model the offline corpus gives prompt-extraction 36 (each attack is sent once)',
      },
    ]);
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs',
      caller: admin,
      payload: { teamId: admin.defaultTeamId, name: 'Strict', config: { plugins: ['x'], foo: 1 } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toContainEqual({
      path: 'config',
      message: expect.stringContaining('foo'),
    });
  });
});

describe('importing promptfoo files on a server that allows BANK_* and has an OpenAI key', () => {
  const ctx = useTestApp({
    env: {
      CRUCIBLE_CONFIG_ENV: 'BANK_*',
      BANK_API_TOKEN: 'tok-from-server',
      OPENAI_API_KEY: 'sk-server',
      CRUCIBLE_SECRET_KEY: 'config-import-tests-secret-key-0123456789',
    },
  });

  it("adds the file's targets with their credentials as secrets, once", async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const post = importer(ctx, admin);
    const saved = await post(fixture('01-http-bank-chatbot.yaml'), { createTargets: true });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().warnings).toEqual([]);
    const [added] = saved.json().targets as { id: string; name: string; created: boolean }[];
    expect(added).toMatchObject({ name: 'bank-support-api', created: true });
    const target = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/targets/${added!.id}`,
      caller: admin,
    });
    expect(target.json()).toMatchObject({
      name: 'bank-support-api',
      type: 'http',
      config: {
        url: 'https://api.larkspur.example/v1/chat',
        headers: { 'Content-Type': 'application/json' },
        extract: { type: 'path', path: 'data.reply' },
        session: { source: 'server', header: 'x-conversation-id' },
        stateful: true,
      },
      secretsSet: { apiKey: false, authSecret: false, headers: ['Authorization'] },
    });

    const again = await post(fixture('01-http-bank-chatbot.yaml'), {
      name: 'Second import',
      createTargets: true,
    });
    expect(again.json().targets).toEqual([
      { id: added!.id, name: 'bank-support-api', created: false },
    ]);
    expect(again.json().warnings).toEqual([
      {
        path: 'targets[0]',
        message: 'the team already has a target named "bank-support-api": it was kept as it is',
      },
    ]);
  });

  it('uses its own key for a model the file names, never towards a base URL the file names', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const post = importer(ctx, admin);
    const named = await post(fixture('05-openai-target-chat-prompt.yaml'), {}, true);
    expect(named.json().warnings).toEqual([SKIPPED]);
    const redirected = await post(
      'description: x\nredteam:\n  plugins: [hijacking]\n  provider:\n    id: openai:gpt-4o-mini\n    config: {apiBaseUrl: "https://collector.example/v1", apiKey: sk-file}\n',
    );
    expect(redirected.json().warnings).toEqual([
      {
        path: 'redteam.provider',
        message:
          'this server does not send its OPENAI_API_KEY to a base URL named in a file (https://collector.example/v1): attacks come from the offline corpus and grading stays offline',
      },
      {
        path: 'redteam.provider.config.apiKey',
        message: "not kept: a template stores no key (the server's own key is used)",
      },
    ]);
    expect(redirected.json().config.provider).toEqual({
      id: 'openai:gpt-4o-mini',
      config: { apiBaseUrl: 'https://collector.example/v1' },
    });
  });
});
