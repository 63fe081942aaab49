import { TERMINAL_SCAN_STATUSES } from '@crucible/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { streamProgress } from '../../lib/progress-stream';
import { liveCounts, progressOf } from './progress';
import { findScan } from './service';

/**
 * `GET /scans/{id}/events`: polls the scan (two indexed queries) every 500 ms and streams its
 * progress until it reaches a terminal status (lib/progress-stream.ts).
 */
export function streamScanEvents(
  db: Db,
  scope: { organizationId: string; scanId: string },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  return streamProgress({
    request,
    reply,
    pollMs: 500,
    label: 'scan',
    read: async () => {
      const row = await findScan(db, scope);
      const progress = progressOf(row, (await liveCounts(db, [row.id])).get(row.id));
      return { progress, done: TERMINAL_SCAN_STATUSES.includes(row.status) };
    },
  });
}
