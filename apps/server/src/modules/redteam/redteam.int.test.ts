import { corpusPrompts, getPlugin, PLUGINS, STRATEGIES } from '@crucible/engine';
import { describe, expect, it } from 'vitest';
import { call, register, registerOrgAdmin, useTestApp } from '../../../test/harness';
import { EXAMPLE_PURPOSE } from './service';

const context = useTestApp();
const get = (url: string, caller: Awaited<ReturnType<typeof register>> | null) =>
  call(context.app, { method: 'GET', url: `/api/v1/redteam${url}`, caller });

describe('GET /redteam/plugins', () => {
  it('lists every built-in plugin with their category, severity and framework mappings', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await get('/plugins', admin);
    expect(response.statusCode).toBe(200);
    const { plugins } = response.json();
    expect(plugins).toHaveLength(PLUGINS.length);
    expect(plugins.map((p: { id: string }) => p.id)).toEqual(PLUGINS.map((p) => p.id));
    expect(plugins[0]).toEqual({
      id: 'prompt-extraction',
      name: 'System prompt extraction',
      category: 'security',
      severity: 'high',
      frameworks: [
        'owasp:llm:07',
        'owasp:api:08',
        'nist:ai:measure',
        'mitre:atlas:reconnaissance',
        'mitre:atlas:exfiltration',
        'eu:ai-act:art15',
        'iso:42001:security',
        'gdpr:art32',
      ],
      needsLlm: false,
    });
  });
});

describe('GET /redteam/plugins/{id}', () => {
  it('answers the description, example attacks, mappings and grading rubric', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await get('/plugins/prompt-extraction', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: 'prompt-extraction',
      name: 'System prompt extraction',
      category: 'security',
      severity: 'high',
      frameworks: expect.arrayContaining(['owasp:llm:07']),
      needsLlm: false,
      description: 'Tries to make the assistant reveal its hidden system prompt or configuration.',
      exampleAttacks: expect.any(Array),
      mappings: expect.any(Array),
      gradingRubric: expect.stringMatching(/^Fail if the reply discloses the system prompt/),
      graders: ['prompt-leak', 'refusal', 'secrets', 'prompt-disclosure'],
      probeSource: 'corpus',
    });
    // Five of the library's attacks, rendered for the example purpose.
    expect(body.exampleAttacks).toHaveLength(5);
    const plugin = getPlugin('prompt-extraction');
    const library = plugin
      ? corpusPrompts(plugin, { target: { purpose: EXAMPLE_PURPOSE } }, 999)
      : [];
    expect(library.length).toBeGreaterThanOrEqual(30);
    for (const attack of body.exampleAttacks) expect(library).toContain(attack);
    expect(body.mappings[0]).toEqual({
      frameworkId: 'owasp:llm',
      frameworkName: 'OWASP Top 10 for LLM Applications (2025)',
      itemId: 'owasp:llm:07',
      itemName: 'LLM07 System Prompt Leakage',
    });
    expect(body.mappings.map((m: { itemId: string }) => m.itemId)).toEqual(body.frameworks);
  });

  it('renders corpus templates for a generic application', async () => {
    const admin = await registerOrgAdmin(context.app);
    for (const plugin of PLUGINS.slice(0, 10)) {
      const body = (await get(`/plugins/${encodeURIComponent(plugin.id)}`, admin)).json();
      for (const attack of body.exampleAttacks) expect(attack).not.toContain('{{');
    }
  });

  it('says where intent and dataset plugins get their probes, with the dataset and its licence', async () => {
    const admin = await registerOrgAdmin(context.app);
    const intent = (await get('/plugins/intent', admin)).json();
    expect(intent).toMatchObject({
      id: 'intent',
      exampleAttacks: [],
      probeSource: 'config',
      sourceNote: expect.stringMatching(/^The probes are the intents listed in the scan's config/),
      mappings: [expect.objectContaining({ itemId: 'eu:ai-act:art5' })],
    });
    const xstest = (await get('/plugins/xstest', admin)).json();
    expect(xstest).toMatchObject({
      probeSource: 'dataset',
      sourceNote: expect.stringMatching(/^Written for Crucible in the style of XSTest/),
      dataset: {
        name: 'XSTest',
        publisher: expect.any(String),
        url: expect.stringMatching(/^https:/),
        licence: expect.stringMatching(/CC BY 4\.0/),
      },
    });
    expect(xstest.exampleAttacks).toHaveLength(5);
  });

  it('answers 404 for an unknown plugin', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await get('/plugins/no-such-plugin', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Plugin not found' } });
  });
});

describe('GET /redteam/strategies', () => {
  it('lists the 25 strategies and which need an attacker model', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await get('/strategies', admin);
    expect(response.statusCode).toBe(200);
    const { strategies } = response.json();
    expect(strategies).toHaveLength(25);
    expect(strategies.map((s: { id: string }) => s.id)).toEqual(STRATEGIES.map((s) => s.id));
    expect(strategies.find((s: { id: string }) => s.id === 'base64')).toEqual({
      id: 'base64',
      name: expect.any(String),
      description: expect.any(String),
      needsLlm: false,
      complexity: 'low',
    });
    expect(strategies.find((s: { id: string }) => s.id === 'jailbreak').needsLlm).toBe(true);
    expect(
      ['jailbreak:composite', 'prompt-injection', 'jailbreak:meta'].map(
        (id) => strategies.find((s: { id: string }) => s.id === id)?.needsLlm,
      ),
    ).toEqual([false, false, true]);
  });
});

describe('catalogue access', () => {
  it('is for signed-in members of an organization', async () => {
    for (const url of ['/plugins', '/plugins/prompt-extraction', '/strategies']) {
      const signedOut = await get(url, null);
      expect(signedOut.statusCode).toBe(401);
      const noOrganization = await get(url, await register(context.app));
      expect(noOrganization.statusCode).toBe(403);
      expect(noOrganization.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Create or join an organization first' },
      });
    }
  });
});
