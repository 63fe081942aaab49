import { randomUUID } from 'node:crypto';
import {
  PLUGIN_SEVERITIES,
  type PluginSeverity,
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookEvent,
} from '@crucible/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** The body every receiver gets: the Standard Webhooks envelope plus our payload version. */
export function webhookEnvelope(organizationId: string, event: WebhookEvent, at: Date) {
  return {
    type: event.type,
    timestamp: at.toISOString(),
    version: WEBHOOK_PAYLOAD_VERSION,
    organizationId,
    data: event.data,
  };
}

/** critical = 0 … low = 3: lower is more severe. */
const rank = (severity: PluginSeverity) => PLUGIN_SEVERITIES.indexOf(severity);

function wants(
  endpoint: Pick<typeof webhookEndpoints.$inferSelect, 'minModelAuditSeverity'>,
  event: WebhookEvent,
): boolean {
  if (event.type !== 'model_audit.completed') return true;
  const highest = event.data.highestSeverity as PluginSeverity | null | undefined;
  // `info` is below every threshold an endpoint can choose (rank -1): never sent.
  return (
    highest != null && rank(highest) >= 0 && rank(highest) <= rank(endpoint.minModelAuditSeverity)
  );
}

/**
 * The one way an event leaves the product: writes a pending delivery for every enabled endpoint
 * of the organization subscribed to it, in the caller's transaction (an outbox — the change and
 * its deliveries commit together or not at all). The worker's relay sends them.
 *
 * Features call this where the thing happens: model audit sends `model_audit.completed` (only
 * to endpoints whose `minModelAuditSeverity` its highest finding reaches); the eval worker and
 * cancelling send `eval.completed` (`{ evalId, teamId, name, status, passed, failed, errors }`)
 * when an eval ends. Payloads: docs/api.md.
 */
export async function emitWebhookEvent(
  tx: Db,
  organizationId: string,
  event: WebhookEvent,
): Promise<number> {
  return emitWebhookEvents(tx, organizationId, [event]);
}

/**
 * `emitWebhookEvent` for many events at once (a scan's derivation changes many vulnerabilities):
 * one read of the organization's endpoints and one insert of every delivery, in event order.
 */
export async function emitWebhookEvents(
  tx: Db,
  organizationId: string,
  events: readonly WebhookEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const types = [...new Set(events.map((event) => event.type))];
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      events: webhookEndpoints.events,
      minModelAuditSeverity: webhookEndpoints.minModelAuditSeverity,
    })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, organizationId),
        eq(webhookEndpoints.enabled, true),
        or(
          ...types.map(
            (type) => sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
          ),
        ),
      ),
    );
  if (endpoints.length === 0) return 0;
  const now = new Date();
  const deliveries = events.flatMap((event) => {
    const targets = endpoints.filter(
      (endpoint) =>
        (endpoint.events as readonly string[]).includes(event.type) && wants(endpoint, event),
    );
    const payload = webhookEnvelope(organizationId, event, now);
    return targets.map((endpoint) => ({
      organizationId,
      endpointId: endpoint.id,
      eventId: `msg_${randomUUID()}`,
      eventType: event.type,
      payload,
      nextAttemptAt: now,
    }));
  });
  if (deliveries.length === 0) return 0;
  await tx.insert(webhookDeliveries).values(deliveries);
  return deliveries.length;
}
