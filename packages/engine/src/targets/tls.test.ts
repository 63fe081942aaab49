import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { startSelfSignedServer, type SelfSignedServer } from '../testing/self-signed';
import { diagnose } from './diagnose';
import { createTarget } from './registry';
import type { TargetResponse } from './types';

// Targets behind a self-signed certificate: refused by default with a diagnosis that says what
// to do, reachable with `rejectUnauthorized: false`. Once reachable, the exchange must behave as
// over plain HTTP (the same routes are served on both): body and headers delivered intact,
// statuses and timeouts reported alike.

const CERT_DIAGNOSIS = {
  kind: 'tls',
  title: 'TLS certificate rejected',
  hint: 'For self-signed certificates set rejectUnauthorized: false.',
};

type Arrival = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
/** Every HTTP request that reached a server (over either scheme), oldest first. */
const arrivals: Arrival[] = [];

/** `/chat` echoes `message`; `/status/{code}` answers that code; the rest misbehave on purpose. */
const routes: http.RequestListener = (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    arrivals.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (path === '/chat') {
      json(200, { data: { reply: `You said: ${JSON.parse(body).message}` } });
    } else if (path.startsWith('/status/')) {
      const status = Number(path.slice('/status/'.length));
      json(status, { error: `status ${status}` });
    } else if (path === '/trickle') {
      // Headers at once, then one byte every 100 ms for 1.5 s: never idle, never done in time.
      res.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const timer = setInterval(() => {
        res.write('.');
        if (++sent === 15) {
          clearInterval(timer);
          res.end();
        }
      }, 100);
      res.on('close', () => clearInterval(timer));
    } else if (path === '/cut') {
      // Promises 100 bytes, sends 9, then drops the connection.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"reply":');
      setTimeout(() => req.socket.destroy(), 50);
    }
    // `/stall` never answers.
  });
};

let secure: SelfSignedServer;
let plain: http.Server;
let httpsBase: string;
let httpBase: string;
beforeAll(async () => {
  secure = await startSelfSignedServer(routes);
  httpsBase = `https://127.0.0.1:${secure.port}`;
  plain = http.createServer(routes);
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  httpBase = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
});
afterAll(async () => {
  plain.closeAllConnections();
  await new Promise((resolve) => plain.close(resolve));
  await secure.close();
});

/** One probe as "Test target" sends it: no retries, so a failure is reported at once. */
const httpTarget = (url: string, extra: Record<string, unknown> = {}) =>
  createTarget({
    type: 'http',
    url,
    body: { message: '{{prompt}}' },
    extract: { type: 'path', path: 'data.reply' },
    retries: 0,
    ...extra,
  });

/** The answer, or 'still pending' after `ms`: a send that never settles fails the test. */
function within(ms: number, answer: Promise<TargetResponse>) {
  return Promise.race([
    answer,
    new Promise<'still pending'>((resolve) => setTimeout(() => resolve('still pending'), ms)),
  ]);
}

describe('an HTTP target behind a self-signed certificate', () => {
  it('is refused by default with a diagnosis naming the certificate and the fix', async () => {
    const before = arrivals.length;
    const result = await httpTarget(`${httpsBase}/chat`).send('ping');
    expect(result.output).toBe('');
    expect(result.raw.response).toBeNull();
    expect(diagnose(result.error)).toEqual({
      ...CERT_DIAGNOSIS,
      message: expect.stringContaining(
        `DEPTH_ZERO_SELF_SIGNED_CERT while calling ${httpsBase}/chat`,
      ),
    });
    expect(arrivals.length).toBe(before);
  });

  it('is reached with rejectUnauthorized: false and its output extracted', async () => {
    const result = await httpTarget(`${httpsBase}/chat`, { rejectUnauthorized: false }).send(
      'ping',
    );
    expect(result.error).toBeUndefined();
    expect(result.output).toBe('You said: ping');
    expect(result.raw.response).toMatchObject({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { data: { reply: 'You said: ping' } },
    });
  });

  it('still works over plain http: with rejectUnauthorized: false', async () => {
    const result = await httpTarget(`${httpBase}/chat`, { rejectUnauthorized: false }).send('ping');
    expect(result.error).toBeUndefined();
    expect(result.output).toBe('You said: ping');
  });
});

describe.each([
  ['plain http:', () => httpBase],
  ['self-signed https: with rejectUnauthorized: false', () => httpsBase],
])('an HTTP target over %s', (_name, base) => {
  const target = (path: string, extra: Record<string, unknown> = {}) =>
    httpTarget(`${base()}${path}`, { rejectUnauthorized: false, ...extra });

  it('delivers the POST body, headers and query intact', async () => {
    const prompt = 'Grüße — "quoted",\nnew line, emoji 🚀 and a backslash \\';
    const result = await target('/chat', {
      query: { lang: 'de' },
      headers: { 'X-Team': 'billing', 'X-Session': 'sess-{{sessionId}}' },
      body: { message: '{{prompt}}', meta: { channel: 'tls-test' } },
      auth: { type: 'bearer', token: 'tok-1' },
    }).send(prompt, { sessionId: 's-42' });
    expect(result.output).toBe(`You said: ${prompt}`);
    const arrival = arrivals.at(-1)!;
    expect(arrival).toMatchObject({
      method: 'POST',
      url: '/chat?lang=de',
      headers: {
        authorization: 'Bearer tok-1',
        'content-type': 'application/json',
        'x-team': 'billing',
        'x-session': 'sess-s-42',
      },
    });
    expect(JSON.parse(arrival.body)).toEqual({ message: prompt, meta: { channel: 'tls-test' } });
  });

  it.each([
    [404, 'Wrong URL or path.'],
    [500, 'The target failed internally; retry later.'],
  ])('treats HTTP %i as an error and diagnoses it', async (status, hint) => {
    const result = await target(`/status/${status}`).send('ping');
    expect(result.output).toBe('');
    expect(result.raw.response).toMatchObject({ status, body: { error: `status ${status}` } });
    expect(diagnose(result.error)).toEqual({
      kind: 'http-status',
      title: `HTTP ${status}`,
      message: `HTTP ${status}: {"error":"status ${status}"}`,
      hint,
    });
  });

  it('reports a target that never answers as an ETIMEDOUT timeout', async () => {
    const result = await within(2_000, target('/stall', { timeoutMs: 300 }).send('ping'));
    expect(result).toMatchObject({ output: '', raw: { response: null } });
    expect(diagnose((result as TargetResponse).error)).toMatchObject({
      kind: 'timeout',
      title: 'Timed out',
      message: expect.stringMatching(/^ETIMEDOUT while calling /),
    });
  });

  it('bounds the whole exchange by timeoutMs, even while bytes keep arriving', async () => {
    const result = await within(3_000, target('/trickle', { timeoutMs: 400 }).send('ping'));
    expect(result).toMatchObject({ output: '', error: { kind: 'timeout' } });
    expect((result as TargetResponse).latencyMs).toBeLessThan(1_000);
  });

  it('reports a connection dropped mid-body as a network error', async () => {
    const result = await within(2_000, target('/cut', { timeoutMs: 1_000 }).send('ping'));
    expect(result).toMatchObject({ output: '', error: { kind: 'network' } });
    expect(diagnose((result as TargetResponse).error).title).toBe('Network error');
  });
});

describe('a WebSocket target behind a self-signed certificate', () => {
  let wssServer: SelfSignedServer;
  let wss: WebSocketServer;
  const upgrades: http.IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    wssServer = await startSelfSignedServer();
    wss = new WebSocketServer({ server: wssServer.server });
    wss.on('connection', (socket, request) => {
      upgrades.push(request.headers);
      socket.on('message', (data) => {
        const { text } = JSON.parse(String(data)) as { text: string };
        socket.send(JSON.stringify({ type: 'typing' }));
        socket.send(JSON.stringify({ type: 'reply', reply: { text: `wss:${text}` } }));
      });
    });
  });
  afterAll(async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise((resolve) => wss.close(resolve));
    await wssServer.close();
  });

  const wsTarget = (extra: Record<string, unknown> = {}) =>
    createTarget({
      type: 'websocket',
      url: `wss://127.0.0.1:${wssServer.port}/socket`,
      headers: { 'X-Team': 'billing' },
      message: '{"text": "{{prompt}}"}',
      extract: { type: 'path', path: 'reply.text' },
      timeoutMs: 2_000,
      ...extra,
    });

  it('is refused by default with a diagnosis naming the certificate and the fix', async () => {
    const result = await wsTarget().send('ping');
    expect(result.output).toBe('');
    expect(result.raw.response).toEqual({ frames: [] });
    expect(diagnose(result.error)).toEqual({
      ...CERT_DIAGNOSIS,
      message: expect.stringMatching(/self[- ]signed certificate/i),
    });
    expect(upgrades).toEqual([]);
  });

  it('is reached with rejectUnauthorized: false and its output extracted', async () => {
    const result = await wsTarget({ rejectUnauthorized: false }).send('ping');
    expect(result.error).toBeUndefined();
    expect(result.output).toBe('wss:ping');
    expect(result.raw.response).toEqual({
      frames: [{ type: 'typing' }, { type: 'reply', reply: { text: 'wss:ping' } }],
    });
    expect(upgrades.at(-1)).toMatchObject({ 'x-team': 'billing' });
  });

  it('still works over plain ws: with rejectUnauthorized: false', async () => {
    const plainWss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    plainWss.on('connection', (socket) =>
      socket.on('message', (data) =>
        socket.send(JSON.stringify({ reply: { text: `ws:${data}` } })),
      ),
    );
    await new Promise((resolve) => plainWss.once('listening', resolve));
    const { port } = plainWss.address() as AddressInfo;
    const result = await wsTarget({ url: `ws://127.0.0.1:${port}`, rejectUnauthorized: false })
      .send('ping')
      .finally(() => new Promise((resolve) => plainWss.close(resolve)));
    expect(result.error).toBeUndefined();
    expect(result.output).toBe('ws:{"text": "ping"}');
  });
});
