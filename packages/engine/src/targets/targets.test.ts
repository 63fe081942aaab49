import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import net, { type AddressInfo } from 'node:net';
import { startFakeOpenAiServer, type FakeServer } from '../testing/fake-openai-server';
import { diagnose } from './diagnose';
import { createTarget } from './registry';
import { TargetConfigSchema } from './schema';
import { sendTurn, startConversation } from './session';
import { NetworkError } from './transport';

let server: FakeServer;

/** A port that was just free: nothing listens there, so connecting is refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
let flaky = 0;

beforeAll(async () => {
  server = await startFakeOpenAiServer({
    reply: ({ messages }) => `echo:${messages.map((m) => `${m.role}=${m.content}`).join('|')}`,
    raw: ({ path, body, headers }) => {
      if (path.startsWith('/chat')) {
        const parsed = JSON.parse(body) as { message: string; sid?: string };
        return {
          status: 200,
          body: { data: { reply: `got ${parsed.message}`, auth: headers.authorization ?? null } },
          headers: { 'x-session-id': parsed.sid || 'server-issued-1' },
        };
      }
      if (path.startsWith('/flaky')) {
        flaky++;
        return flaky < 3
          ? { status: 429, body: { error: 'slow down' } }
          : { status: 200, body: { ok: 'finally' } };
      }
      if (path.startsWith('/forbidden')) return { status: 403, body: { error: 'bad key' } };
      return { status: 404, body: 'nope' };
    },
  });
});
afterAll(() => server.close());

const http = (path: string, extra: Record<string, unknown> = {}) =>
  createTarget({
    type: 'http',
    url: `${server.url}${path}`,
    body: { message: '{{prompt}}', sid: '{{sessionId}}' },
    extract: { type: 'path', path: 'data.reply' },
    retryBaseDelayMs: 1,
    ...extra,
  });

describe('http target', () => {
  it('renders the body safely, extracts the reply and redacts secrets', async () => {
    const target = http('/chat', { auth: { type: 'bearer', token: 'sekret' } });
    const result = await target.send('say "hi"\nnow');
    expect(result.error).toBeUndefined();
    expect(result.output).toBe('got say "hi"\nnow');
    expect(result.raw.request).toMatchObject({
      method: 'POST',
      headers: { Authorization: '***', 'Content-Type': 'application/json' },
      body: { message: 'say "hi"\nnow', sid: '' },
    });
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer sekret');
  });

  it('reads a server-issued session id from a header and sends it back next turn', async () => {
    const target = http('/chat', {
      session: { source: 'server', header: 'x-session-id' },
      stateful: true,
    });
    const conversation = startConversation(target);
    const first = await sendTurn(conversation, 'one');
    expect(first.sessionId).toBe('server-issued-1');
    await sendTurn(conversation, 'two');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({
      message: 'two',
      sid: 'server-issued-1',
    });
    expect(conversation.history.map((m) => m.content)).toEqual([
      'one',
      'got one',
      'two',
      'got two',
    ]);
  });

  it('mints a client uuid per conversation when the session source is client', () => {
    const target = http('/chat', { session: { source: 'client' } });
    const a = startConversation(target);
    const b = startConversation(target);
    expect(a.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.sessionId).not.toBe(b.sessionId);
  });

  it('retries 429 with backoff until success', async () => {
    flaky = 0;
    const result = await http('/flaky', { extract: { type: 'path', path: 'ok' } }).send('x');
    expect(result.output).toBe('finally');
    expect(flaky).toBe(3);
  });

  it('reports status errors, extraction misses and refused connections', async () => {
    const forbidden = await http('/forbidden').send('x');
    expect(forbidden.error).toEqual({
      kind: 'http-status',
      status: 403,
      message: 'HTTP 403: {"error":"bad key"}',
    });
    const missing = await http('/chat', { extract: { type: 'path', path: 'data.missing' } }).send(
      'x',
    );
    expect(missing.error).toEqual({
      kind: 'extraction',
      message: 'Response path "data.missing" matched nothing',
    });
    const refused = await createTarget({
      type: 'http',
      url: `http://127.0.0.1:${await closedPort()}/`,
      retries: 0,
    }).send('x');
    expect(refused.error?.kind).toBe('connection-refused');
    expect(diagnose(refused.error).title).toBe('Connection refused');
  });

  it('adds rendered query parameters and reports URLs that render invalid', async () => {
    const target = http('/chat/{{sessionId}}', { query: { q: '{{prompt}}', v: '2' } });
    await target.send('a b&c', { sessionId: 's-9' });
    expect(server.requests.at(-1)?.path).toBe('/chat/s-9?q=a+b%26c&v=2');
    const broken = createTarget({ type: 'http', url: 'http://x.test/{{prompt|nosuchfilter}}' });
    const result = await broken.send('x');
    expect(result.error?.kind).toBe('invalid-config');
    expect(result.error?.message).toMatch(/^Cannot build the request URL: .*nosuchfilter/s);
  });

  it('treats only configured statuses as errors when errorStatuses is set', async () => {
    const result = await http('/forbidden', {
      errorStatuses: [500],
      extract: { type: 'path', path: 'error' },
    }).send('x');
    expect(result.output).toBe('bad key');
  });
});

describe('openai and anthropic targets', () => {
  it('speak the chat-completions format with the system prompt first', async () => {
    const target = createTarget({
      type: 'openai',
      baseUrl: server.openAiBaseUrl,
      model: 'm1',
      apiKey: 'k',
      systemPrompt: 'be nice',
      params: { temperature: 0 },
    });
    const result = await target.send('hello');
    expect(result.output).toBe('echo:system=be nice|user=hello');
    expect(result.tokens).toEqual({ prompt: 10, completion: 5, total: 15 });
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toMatchObject({
      model: 'm1',
      temperature: 0,
    });
  });

  it('send the conversation history for stateless multi-turn', async () => {
    const target = createTarget({ type: 'openai', baseUrl: server.openAiBaseUrl, model: 'm1' });
    const conversation = startConversation(target);
    await sendTurn(conversation, 'a');
    const second = await sendTurn(conversation, 'b');
    expect(second.output).toBe('echo:user=a|assistant=echo:user=a|user=b');
  });

  it('speak the messages format with x-api-key and anthropic-version', async () => {
    const target = createTarget({
      type: 'anthropic',
      baseUrl: server.url,
      model: 'c1',
      apiKey: 'ak',
      systemPrompt: 'sys',
    });
    const result = await target.send('hi');
    expect(result.output).toBe('echo:system=sys|user=hi');
    const request = server.requests.at(-1);
    expect(request?.headers['x-api-key']).toBe('ak');
    expect(request?.headers['anthropic-version']).toBe('2023-06-01');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      system: 'sys',
      messages: [{ role: 'user', content: 'hi' }],
    });
  });
});

describe('websocket target', () => {
  it('sends the rendered message, skips unreadable frames and extracts the reply', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    wss.on('connection', (socket) =>
      socket.on('message', (data) => {
        const { text } = JSON.parse(String(data)) as { text: string };
        socket.send(JSON.stringify({ type: 'typing' }));
        socket.send(JSON.stringify({ type: 'reply', reply: { text: `ws:${text}` } }));
      }),
    );
    await new Promise((resolve) => wss.once('listening', resolve));
    const { port } = wss.address() as AddressInfo;
    const target = createTarget({
      type: 'websocket',
      url: `ws://127.0.0.1:${port}`,
      message: '{"text": "{{prompt}}"}',
      extract: { type: 'path', path: 'reply.text' },
      timeoutMs: 2000,
    });
    const result = await target.send('ping');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    expect(result.output).toBe('ws:ping');
    expect(result.raw.response).toEqual({
      frames: [{ type: 'typing' }, { type: 'reply', reply: { text: 'ws:ping' } }],
    });
  });
});

describe('diagnose', () => {
  it('classifies DNS, timeout and status failures', () => {
    expect(
      diagnose(new NetworkError('getaddrinfo ENOTFOUND x.invalid', 'ENOTFOUND')),
    ).toMatchObject({
      kind: 'dns',
      title: 'Host not found',
    });
    expect(diagnose(new NetworkError('slow', 'ETIMEDOUT')).kind).toBe('timeout');
    expect(diagnose({ kind: 'http-status', status: 401, message: 'HTTP 401' }).hint).toMatch(
      /API key/,
    );
    expect(diagnose({ kind: 'http-status', status: 503, message: 'HTTP 503' }).title).toBe(
      'HTTP 503',
    );
  });
});

describe('TargetConfigSchema', () => {
  it('applies defaults and rejects unknown types and bad sessions', () => {
    expect(TargetConfigSchema.parse({ type: 'demo' })).toMatchObject({
      concurrency: 4,
      delayMs: 0,
      stateful: false,
    });
    expect(TargetConfigSchema.safeParse({ type: 'ftp' }).success).toBe(false);
    const bad = TargetConfigSchema.safeParse({
      type: 'http',
      url: 'http://x',
      session: { source: 'server' },
    });
    expect(bad.success).toBe(false);
  });
});
