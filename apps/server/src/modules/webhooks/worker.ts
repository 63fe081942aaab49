import type { FastifyBaseLogger } from 'fastify';
import type { JobHandlers } from '../../jobs/queue';
import { attemptDelivery, relayDueDeliveries, type WebhookDeliveryDeps } from './delivery';

/** How often the worker hands due deliveries (new, or waiting out a backoff) to the queue. */
export const RELAY_INTERVAL_MS = 2_000;

export type WebhookWorker = {
  handlers: Pick<JobHandlers, 'webhook-deliver'>;
  startRelay(): void;
  stop(): void;
};

export function createWebhookWorker(
  deps: WebhookDeliveryDeps & { logger: FastifyBaseLogger },
): WebhookWorker {
  let timer: NodeJS.Timeout | undefined;
  let relaying = false;
  const relay = () => {
    if (relaying) return;
    relaying = true;
    relayDueDeliveries(deps)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'webhook relay failed'))
      .finally(() => {
        relaying = false;
      });
  };
  return {
    handlers: {
      'webhook-deliver': async ({ deliveryId }) => {
        await attemptDelivery(deps, deliveryId);
      },
    },
    startRelay() {
      relay();
      timer = setInterval(relay, RELAY_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
