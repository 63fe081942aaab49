import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTestCases } from '../runner/generate-test-cases';
import { SUITE_OPTIONS } from './fixtures/suite-options';
import { importRedteamConfig, type ConfigImport } from './import';
import { estimateProbeCount, plannedPlugins } from './schema';

/** What the suite's files are read as: each honoured key lands where it takes effect. */
function imported(file: string) {
  const text = readFileSync(join(import.meta.dirname, 'fixtures', file), 'utf8');
  const result: ConfigImport = importRedteamConfig(text, SUITE_OPTIONS);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('targets as promptfoo describes them', () => {
  it('http: env, body, transformResponse and sessionParser', () => {
    expect(imported('01-http-bank-chatbot.yaml').targets).toEqual([
      expect.objectContaining({
        type: 'http',
        label: 'bank-support-api',
        url: 'https://api.larkspur.example/v1/chat',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-123' },
        body: { message: '{{prompt}}', conversation_id: '{{sessionId}}' },
        extract: { type: 'path', path: 'data.reply' },
        session: { source: 'server', header: 'x-conversation-id' },
        stateful: true,
      }),
    ]);
  });

  it('http: a raw request and a reading arrow function', () => {
    expect(imported('02-http-raw-request.yaml').targets[0]).toMatchObject({
      url: 'https://hr.internal.example/api/assistant/ask',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Tenant': 'acme' },
      body: '{"question": "{{prompt}}", "stream": false}',
      extract: { type: 'path', path: 'answer' },
    });
  });

  it('websocket: messageTemplate, transformResponse and timeoutMs', () => {
    expect(imported('04-websocket-support.yaml').targets[0]).toMatchObject({
      type: 'websocket',
      url: 'wss://chat.support.example/socket',
      message: '{"type": "user_message", "text": "{{prompt}}"}',
      extract: { type: 'path', path: 'payload.text' },
      timeoutMs: 20000,
      headers: { Origin: 'https://support.example' },
    });
  });

  it('models: request parameters, keys from the environment, Ollama on its OpenAI endpoint', () => {
    expect(imported('05-openai-target-chat-prompt.yaml').targets[0]).toMatchObject({
      type: 'openai',
      model: 'gpt-4o-mini',
      apiKey: 'sk-test',
      params: { temperature: 0.2, max_tokens: 400 },
    });
    const local = imported('06-ollama-local.yaml');
    expect(local.targets[0]).toMatchObject({
      type: 'openai',
      model: 'llama3.1',
      baseUrl: 'http://127.0.0.1:11434/v1',
    });
    expect(local.models.generator).toEqual({
      type: 'openai',
      model: 'llama3.1',
      baseUrl: 'http://localhost:11434/v1',
    });
    expect(imported('20-anthropic-judge-model-options.yaml').targets[0]).toMatchObject({
      body: '{"text": "{{prompt}}"}',
      extract: { type: 'text' },
      rejectUnauthorized: false,
      retries: 1,
    });
  });
});

describe('the redteam section', () => {
  it('infers injectVar from the prompt and keeps the first usable prompt', () => {
    expect(imported('05-openai-target-chat-prompt.yaml').config.redteam.injectVar).toBe('query');
    const recipes = imported('18-prompts-multiple.yaml');
    expect(recipes.config.prompts).toEqual(['You are a friendly recipe assistant. {{question}}']);
    expect(recipes.config.redteam.injectVar).toBe('question');
    expect(recipes.models.generator).toEqual({
      type: 'openai',
      model: 'llama-3.1-8b',
      baseUrl: 'http://127.0.0.1:8000/v1',
    });
  });

  it('caps tests at the corpus offline, as the warnings say', () => {
    // bola and sql-injection need tools: the demo target has some.
    const target = { tools: ['lookup_account'] };
    const { config } = imported('07-numtests-above-corpus.yaml');
    expect(estimateProbeCount(config, { target }).perPlugin).toEqual({
      'prompt-extraction': 36,
      bola: 36,
      'sql-injection': 10,
    });
  });

  it('stores known frameworks in Crucible spelling and applies severities', () => {
    const { config } = imported('08-frameworks-severity.yaml');
    expect(config.redteam.frameworks).toEqual(['owasp:llm', 'nist:ai', 'mitre:atlas']);
    const severity = Object.fromEntries(plannedPlugins(config).map((p) => [p.id, p.severity]));
    expect(severity).toMatchObject({ hallucination: 'critical', 'pii:direct': 'high' });
  });

  it('writes offline attacks in the language, with the entities in the name slots', async () => {
    const { config } = imported('10-entities-spanish.yaml');
    const suite = await generateTestCases(config);
    const pii = suite.testCases.filter((test) => test.pluginId === 'pii:direct');
    expect(pii.map((test) => test.metadata.language)).toEqual([
      'Spanish',
      'Spanish',
      'Spanish',
      'Spanish',
    ]);
    const prompts = suite.testCases.map((test) => test.prompt).join('\n');
    expect(prompts).toContain('Farmacia Sol');
    expect(prompts).not.toContain('your company');
  });

  it('makes each plugin tests in each of its languages', async () => {
    const suite = await generateTestCases(imported('11-languages-list.yaml').config);
    const ids = suite.testCases.map((test) => test.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'system-prompt-override@fr#1/basic',
        'system-prompt-override@Deutsch#2/basic',
        'system-prompt-override@Klingon#1/basic',
        'hijacking#1/basic',
      ]),
    );
    expect(ids.filter((id) => id.startsWith('hijacking'))).toHaveLength(2);
  });

  it('leaves basic out when disabled and applies strategies to their plugins only', () => {
    const estimate = estimateProbeCount(imported('12-strategies-with-config.yaml').config);
    expect(estimate.strategies).toEqual([
      'jailbreak-templates',
      'best-of-n',
      'multilingual',
      'crescendo',
      'layer',
    ]);
    // jailbreak-templates is limited to harmful plugins: 2 tests × 5 strategies, 2 × 4, 2 × 4.
    expect(estimate.perPlugin).toEqual({
      'harmful:hate': 10,
      'prompt-extraction': 8,
      'pii:social': 8,
    });
    expect(estimateProbeCount(imported('13-basic-off-llm-only.yaml').config).total).toBe(0);
  });

  it('reads the limits of evaluateOptions and plugins written with name', () => {
    expect(imported('14-unknown-keys.yaml').config.redteam).toMatchObject({
      maxConcurrency: 2,
      delay: 500,
    });
    const legacy = imported('17-providers-alias.yaml');
    expect(legacy.config.redteam).toMatchObject({
      maxConcurrency: 3,
      delay: 100,
      plugins: [{ id: 'harmful:cybercrime', numTests: 1 }, { id: 'overreliance' }],
    });
    expect(legacy.targets[0]).toMatchObject({
      url: 'http://localhost:8080/generate',
      extract: { type: 'path', path: 'text' },
    });
  });

  it('takes defaultTest options.provider as the judge', () => {
    const { config, models } = imported('16-defaulttest-transformvars.yaml');
    expect(config.redteam.judge).toBe('anthropic:messages:claude-3-5-haiku-latest');
    expect(models.judge).toMatchObject({ type: 'anthropic', apiKey: 'sk-ant-test' });
    expect(config.defaultTest).toEqual({
      vars: { locale: 'en-GB', user_id: 'redteam-bot' },
      options: { transformVars: '{ ...vars, locale: vars.locale.toLowerCase() }' },
    });
  });
});
