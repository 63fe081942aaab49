import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeServer } from '../testing/fake-openai-server';
import { ProviderError } from './provider-error';
import { createProvider } from './registry';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({
    reply: ({ api, messages, body }) =>
      body.model === 'broken'
        ? { status: 401, body: { error: { message: 'invalid api key' } } }
        : `${api}:${messages.at(-1)?.content}`,
  });
});
afterAll(() => server.close());

describe('chat providers', () => {
  it('openai provider maps options onto the wire and returns text and tokens', async () => {
    const provider = createProvider({
      type: 'openai',
      model: 'gen',
      baseUrl: server.openAiBaseUrl,
    });
    const result = await provider.chat([{ role: 'user', content: 'q' }], {
      temperature: 0.2,
      maxTokens: 50,
      jsonMode: true,
    });
    expect(result).toEqual({ text: 'openai:q', tokens: { prompt: 10, completion: 5, total: 15 } });
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({
      model: 'gen',
      temperature: 0.2,
      max_tokens: 50,
      response_format: { type: 'json_object' },
      messages: [{ role: 'user', content: 'q' }],
    });
  });

  it('anthropic provider lifts the system message and returns text', async () => {
    const provider = createProvider({ type: 'anthropic', model: 'judge', baseUrl: server.url });
    const result = await provider.chat([
      { role: 'system', content: 'rules' },
      { role: 'user', content: 'q2' },
    ]);
    expect(result.text).toBe('anthropic:q2');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toMatchObject({
      system: 'rules',
      max_tokens: 1024,
    });
  });

  it('throws ProviderError with the status on failure', async () => {
    const provider = createProvider({
      type: 'openai',
      model: 'broken',
      baseUrl: server.openAiBaseUrl,
    });
    const failure = provider.chat([{ role: 'user', content: 'q' }]);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });
});
