import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, sendHttp, type HttpRequest } from './transport';

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

/** Two origins: `main` redirects and compresses, `other` records what reached it. */
async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const seen: Seen[] = [];
const ports = new Set<number>();
let main: Awaited<ReturnType<typeof listen>>;
let other: Awaited<ReturnType<typeof listen>>;

function record(req: http.IncomingMessage): Promise<Seen> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      ports.add(req.socket.remotePort ?? 0);
      const entry = { method: req.method, url: req.url, headers: req.headers, body };
      seen.push(entry);
      resolve(entry);
    });
  });
}

beforeAll(async () => {
  other = await listen(async (req, res) => {
    const entry = await record(req);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ at: 'other', method: entry.method, body: entry.body }));
  });
  main = await listen(async (req, res) => {
    const entry = await record(req);
    const path = entry.url ?? '/';
    if (path === '/gzip') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(JSON.stringify({ reply: 'compressed hello' })));
    } else if (path === '/same-origin-307') {
      res.writeHead(307, { location: '/echo' }).end();
    } else if (path === '/cross-origin-302') {
      res.writeHead(302, { location: `${other.base}/landing` }).end();
    } else if (path === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ at: 'main', method: entry.method, body: entry.body }));
    }
  });
});

afterAll(() => {
  main.server.close();
  other.server.close();
});

const post = (url: string, extra: Partial<HttpRequest> = {}): HttpRequest => ({
  url,
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    authorization: 'Bearer top-secret',
    'x-api-key': 'also-secret',
  },
  body: '{"prompt":"hi"}',
  timeoutMs: 5_000,
  rejectUnauthorized: true,
  ...extra,
});

describe('sendHttp', () => {
  it('decodes a gzip-compressed answer', async () => {
    const response = await sendHttp(post(`${main.base}/gzip`));
    expect(JSON.parse(response.text)).toEqual({ reply: 'compressed hello' });
  });

  it('follows a same-origin 307 keeping method, body and credentials', async () => {
    seen.length = 0;
    const response = await sendHttp(post(`${main.base}/same-origin-307`));
    expect(JSON.parse(response.text)).toEqual({
      at: 'main',
      method: 'POST',
      body: '{"prompt":"hi"}',
    });
    expect(seen[1]?.headers.authorization).toBe('Bearer top-secret');
  });

  it('drops credentials when a redirect leaves the origin, and turns a POST 302 into a GET', async () => {
    seen.length = 0;
    const response = await sendHttp(post(`${main.base}/cross-origin-302`));
    expect(JSON.parse(response.text)).toEqual({ at: 'other', method: 'GET', body: '' });
    const landed = seen[1]!;
    expect(landed.headers.authorization).toBeUndefined();
    expect(landed.headers['x-api-key']).toBeUndefined();
  });

  it('stops after five redirects and answers the last redirect as is', async () => {
    seen.length = 0;
    const response = await sendHttp(post(`${main.base}/loop`));
    expect(response.status).toBe(302);
    expect(seen).toHaveLength(6);
  });

  it('reuses kept-alive connections across requests', async () => {
    ports.clear();
    for (let i = 0; i < 20; i++) await sendHttp(post(`${main.base}/echo`));
    expect(ports.size).toBe(1);
  });

  it('classifies a refused connection with a stable code', async () => {
    const closed = await listen(() => undefined);
    closed.server.close();
    await once(closed.server, 'close');
    const error = await sendHttp(post(`${closed.base}/x`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('ECONNREFUSED');
  });
});
