import { TERMINAL_EVAL_STATUSES } from '@crucible/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { streamProgress } from '../../lib/progress-stream';
import { progressOf, type EvalRecord } from './service';

/**
 * `GET /evals/{id}/events`: like scans' stream — reads the eval's row (its counts are written
 * with every stored batch) every 300 ms; a change of the estimated time alone is not news.
 */
export function streamEvalEvents(
  load: () => Promise<EvalRecord>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  return streamProgress({
    request,
    reply,
    pollMs: 300,
    label: 'eval',
    read: async () => {
      const row = await load();
      const progress = progressOf(row);
      const { etaSeconds: _eta, ...comparable } = progress;
      return { progress, comparable, done: TERMINAL_EVAL_STATUSES.includes(row.status) };
    },
  });
}
