import type { FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 15_000;

/** One reading of a job: what to send, whether it ended, and what counts as a change. */
export type ProgressReading<T> = { progress: T; done: boolean; comparable?: unknown };

/**
 * Server-Sent Events of a job's progress (scans, evals): reads it every `pollMs`, sends
 * `progress` when it changed, a comment line as heartbeat every 15 s, and `end` once it is done,
 * then closes. The first reading is taken before the stream opens, so a missing job still
 * answers its 404. Polling works the same on PGlite and PostgreSQL and costs nothing per worker.
 */
export async function streamProgress<T>(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  pollMs: number;
  /** Named in the log when the stream fails. */
  label: string;
  read: () => Promise<ProgressReading<T>>;
}): Promise<void> {
  const { request, reply, pollMs, read } = options;
  let reading = await read();
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
      const text = JSON.stringify(reading.comparable ?? reading.progress);
      if (reading.done) {
        if (text !== last) send('progress', reading.progress);
        send('end', reading.progress);
        break;
      }
      if (text !== last) {
        send('progress', reading.progress);
        last = text;
        lastWriteAt = Date.now();
      } else if (Date.now() - lastWriteAt >= HEARTBEAT_MS) {
        raw.write(': heartbeat\n\n');
        lastWriteAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      reading = await read();
    }
  } catch (error) {
    request.log.error({ err: error }, `${options.label} event stream failed`);
  } finally {
    raw.end();
  }
}
