import { TERMINAL_EVAL_STATUSES } from '@crucible/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { progressOf, type EvalRecord } from './service';

const POLL_MS = 300;
const HEARTBEAT_MS = 15_000;

/**
 * `GET /evals/{id}/events`: like scans' stream — reads the eval's row (its counts are written
 * with every stored batch) every 300 ms, sends `progress` when it changed, a comment line as
 * heartbeat every 15 s, and `end` once the eval reaches a terminal status, then closes.
 */
export async function streamEvalEvents(
  load: () => Promise<EvalRecord>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await load();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  request.raw.on('close', () => (closed = true));
  const send = (event: string, data: unknown) =>
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  let last = '';
  let lastWriteAt = Date.now();
  try {
    while (!closed) {
      const row = await load();
      const progress = progressOf(row);
      const { etaSeconds: _eta, ...comparable } = progress;
      const text = JSON.stringify(comparable);
      if (TERMINAL_EVAL_STATUSES.includes(row.status)) {
        if (text !== last) send('progress', progress);
        send('end', progress);
        break;
      }
      if (text !== last) {
        send('progress', progress);
        last = text;
        lastWriteAt = Date.now();
      } else if (Date.now() - lastWriteAt >= HEARTBEAT_MS) {
        raw.write(': heartbeat\n\n');
        lastWriteAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (error) {
    request.log.error({ err: error }, 'eval event stream failed');
  } finally {
    raw.end();
  }
}
