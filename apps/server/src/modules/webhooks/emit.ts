import { randomUUID } from 'node:crypto';
import {
  PLUGIN_SEVERITIES,
  type PluginSeverity,
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookEvent,
} from '@crucible/shared';
import { and, eq, sql } from 'drizzle-orm';
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
 * to endpoints whose `minModelAuditSeverity` its highest finding reaches). Evaluations, not built
 * on the server yet, will send `eval.completed` (`{ evalId, name, status, passed, failed,
 * errors }`) when they are. Payloads: docs/api.md.
 */
export async function emitWebhookEvent(
  tx: Db,
  organizationId: string,
  event: WebhookEvent,
): Promise<number> {
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      minModelAuditSeverity: webhookEndpoints.minModelAuditSeverity,
    })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, organizationId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`,
      ),
    );
  const targets = endpoints.filter((endpoint) => wants(endpoint, event));
  if (targets.length === 0) return 0;
  const now = new Date();
  const payload = webhookEnvelope(organizationId, event, now);
  await tx.insert(webhookDeliveries).values(
    targets.map((endpoint) => ({
      organizationId,
      endpointId: endpoint.id,
      eventId: `msg_${randomUUID()}`,
      eventType: event.type,
      payload,
      nextAttemptAt: now,
    })),
  );
  return targets.length;
}
