import type { WebhookDelivery, WebhookEndpoint } from '@crucible/shared';
import type { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { iso, isoOrNull } from '../../lib/time';

export function toWebhookEndpoint(row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    minModelAuditSeverity: row.minModelAuditSeverity,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt:
      row.previousSecretEncrypted &&
      row.previousSecretExpiresAt &&
      row.previousSecretExpiresAt > new Date()
        ? iso(row.previousSecretExpiresAt)
        : null,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toWebhookDelivery(row: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    latencyMs: row.latencyMs,
    responseSnippet: row.responseSnippet,
    nextAttemptAt: isoOrNull(row.nextAttemptAt),
    lastAttemptAt: isoOrNull(row.lastAttemptAt),
    createdAt: iso(row.createdAt),
  };
}
