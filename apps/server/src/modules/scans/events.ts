import { TERMINAL_SCAN_STATUSES } from '@crucible/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { progressOf } from './progress';
import { liveCounts } from './progress';
import { findScan } from './service';

const POLL_MS = 500;
const HEARTBEAT_MS = 15_000;

/**
 * `GET /scans/{id}/events`: polls the scan (two indexed queries) every 500 ms and sends a
 * `progress` event when anything changed, a comment line as heartbeat every 15 s, and `end`
 * once the scan reaches a terminal status, then closes. Polling works the same on PGlite and
 * PostgreSQL and costs nothing per worker.
 */
export async function streamScanEvents(
  db: Db,
  scope: { organizationId: string; scanId: string },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await findScan(db, scope);
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
      const row = await findScan(db, scope);
      const progress = progressOf(row, (await liveCounts(db, [row.id])).get(row.id));
      const text = JSON.stringify(progress);
      if (TERMINAL_SCAN_STATUSES.includes(row.status)) {
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
    request.log.error({ err: error }, 'scan event stream failed');
  } finally {
    raw.end();
  }
}
