import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '../types';

/**
 * A real local HTTP server speaking the OpenAI chat-completions and Anthropic messages wire
 * formats with scripted replies, so tests exercise the real network path (127.0.0.1 only).
 * Any other path is handed to `raw` for custom HTTP-target tests.
 */

export type FakeChatRequest = {
  api: 'openai' | 'anthropic';
  model: string;
  messages: ChatMessage[];
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
};

/** A plain reply string, or a full HTTP answer to simulate failures (429, 500, bad shapes). */
export type FakeReply =
  string | { status: number; body: unknown; headers?: Record<string, string> };

export type RawRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type FakeServerOptions = {
  reply?: (request: FakeChatRequest) => FakeReply | Promise<FakeReply>;
  raw?: (request: RawRequest) => FakeReply | Promise<FakeReply>;
};

export type FakeServer = {
  url: string;
  /** Base URL for OpenAI-style clients (`…/v1`). */
  openAiBaseUrl: string;
  requests: RawRequest[];
  close(): Promise<void>;
};

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function openAiBody(model: string, text: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function anthropicBody(model: string, text: string) {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

export async function startFakeOpenAiServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const requests: RawRequest[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '/';
      const raw: RawRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
      requests.push(raw);
      const api = path.endsWith('/chat/completions')
        ? 'openai'
        : path.endsWith('/v1/messages')
          ? 'anthropic'
          : undefined;
      let reply: FakeReply;
      let model = 'fake-model';
      if (api) {
        const json = JSON.parse(body) as Record<string, unknown>;
        model = typeof json.model === 'string' ? json.model : model;
        const messages = (json.messages ?? []) as ChatMessage[];
        const withSystem =
          api === 'anthropic' && typeof json.system === 'string'
            ? [{ role: 'system' as const, content: json.system }, ...messages]
            : messages;
        reply = options.reply
          ? await options.reply({
              api,
              model,
              messages: withSystem,
              body: json,
              headers: req.headers,
            })
          : 'OK';
      } else {
        reply = options.raw
          ? await options.raw(raw)
          : { status: 404, body: { error: 'not found' } };
      }
      if (typeof reply === 'string') {
        const payload =
          api === 'anthropic' ? anthropicBody(model, reply) : openAiBody(model, reply);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
        return;
      }
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(text);
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openAiBaseUrl: `${url}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
