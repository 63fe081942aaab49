import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type ChatRequest = { model?: string; messages?: { role: string; content: unknown }[] };

/**
 * A real OpenAI-compatible chat server on a free local port (`POST /v1/chat/completions`):
 * answers with `answer(lastUserMessage)`, after `delayMs`, with token usage, and records what it
 * was asked. `answer` can be swapped between runs (a model that regressed).
 */
export async function startOpenAiServer(options: {
  answer: (prompt: string) => string;
  delayMs?: number;
}) {
  const state = { answer: options.answer, delayMs: options.delayMs ?? 0 };
  const prompts: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${request.url}` } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      const last = [...(body.messages ?? [])].reverse().find((message) => message.role === 'user');
      const prompt =
        typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content);
      prompts.push(prompt);
      const content = state.answer(prompt);
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `chatcmpl-${prompts.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? 'local-model',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: {
              prompt_tokens: prompt.split(/\s+/).length,
              completion_tokens: content.split(/\s+/).length,
              total_tokens: prompt.split(/\s+/).length + content.split(/\s+/).length,
            },
          }),
        );
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    prompts,
    setAnswer: (answer: (prompt: string) => string) => {
      state.answer = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
