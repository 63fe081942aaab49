import { randomUUID } from 'node:crypto';
import type {
  CreateWebhookRequestSchema,
  PaginationQuery,
  WebhookDelivery,
  WebhookEndpoint,
} from '@crucible/shared';
import { WEBHOOK_TEST_EVENT } from '@crucible/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../errors';
import type { SecretBox } from '../../lib/secret-box';
import { type Resolve, refusedAddressReason } from './address-guard';
import { webhookEnvelope } from './emit';
import { PREVIOUS_SECRET_TTL_MS } from './schedule';
import { toWebhookDelivery, toWebhookEndpoint } from './serialize';
import { newSigningSecret } from './signing';

export type WebhookServiceDeps = {
  db: Database;
  box: SecretBox;
  allowPrivate: boolean;
  resolve?: Resolve;
};
type WebhookInput = z.output<typeof CreateWebhookRequestSchema>;
type Scope = { organizationId: string; id: string };

async function assertDeliverableUrl(deps: WebhookServiceDeps, url: string) {
  const reason = await refusedAddressReason(url, deps);
  if (reason) throw AppError.invalidField('url', reason);
}

async function findEndpoint(db: Db, scope: Scope) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, scope.id),
        eq(webhookEndpoints.organizationId, scope.organizationId),
      ),
    );
  if (!row) throw AppError.notFound('Webhook');
  return row;
}

export async function listWebhooks(db: Db, organizationId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toWebhookEndpoint);
}

export async function getWebhook(db: Db, scope: Scope): Promise<WebhookEndpoint> {
  return toWebhookEndpoint(await findEndpoint(db, scope));
}

export async function createWebhook(
  deps: WebhookServiceDeps,
  options: WebhookInput & { organizationId: string; createdBy: string },
): Promise<WebhookEndpoint & { secret: string }> {
  await assertDeliverableUrl(deps, options.url);
  const secret = newSigningSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      organizationId: options.organizationId,
      url: options.url,
      description: options.description,
      events: options.events,
      minModelAuditSeverity: options.minModelAuditSeverity,
      enabled: options.enabled,
      secretEncrypted: deps.box.seal(secret),
      createdBy: options.createdBy,
    })
    .returning();
  if (!row) throw new Error('webhook insert returned nothing');
  return { ...toWebhookEndpoint(row), secret };
}

/** Enabling an endpoint the server disabled clears the reason; its failed deliveries stay failed. */
export async function updateWebhook(
  deps: WebhookServiceDeps,
  scope: Scope,
  input: WebhookInput,
): Promise<WebhookEndpoint> {
  await assertDeliverableUrl(deps, input.url);
  return deps.db.transaction(async (tx) => {
    await findEndpoint(tx, scope);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...input, ...(input.enabled ? { disabledReason: null } : {}) })
      .where(eq(webhookEndpoints.id, scope.id))
      .returning();
    if (!row) throw AppError.notFound('Webhook');
    return toWebhookEndpoint(row);
  });
}

export async function deleteWebhook(db: Db, scope: Scope): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, scope.id),
        eq(webhookEndpoints.organizationId, scope.organizationId),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw AppError.notFound('Webhook');
}

/** A new secret, shown once; the current one keeps signing beside it for 24 h. */
export async function rotateWebhookSecret(
  deps: WebhookServiceDeps,
  scope: Scope,
  now = new Date(),
): Promise<WebhookEndpoint & { secret: string }> {
  return deps.db.transaction(async (tx) => {
    const current = await findEndpoint(tx, scope);
    const secret = newSigningSecret();
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretEncrypted: deps.box.seal(secret),
        previousSecretEncrypted: current.secretEncrypted,
        previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_TTL_MS),
      })
      .where(eq(webhookEndpoints.id, scope.id))
      .returning();
    if (!row) throw AppError.notFound('Webhook');
    return { ...toWebhookEndpoint(row), secret };
  });
}

/** Queues a `webhook.test` event for this endpoint alone (even if disabled events would skip it). */
export async function sendTestEvent(db: Db, scope: Scope): Promise<WebhookDelivery> {
  const endpoint = await findEndpoint(db, scope);
  if (!endpoint.enabled) {
    throw AppError.conflict('Enable the webhook before sending a test event', 'enabled');
  }
  const now = new Date();
  const payload = webhookEnvelope(
    scope.organizationId,
    {
      type: WEBHOOK_TEST_EVENT,
      data: { webhookId: endpoint.id, message: 'Test event from Crucible' },
    },
    now,
  );
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      organizationId: scope.organizationId,
      endpointId: endpoint.id,
      eventId: `msg_${randomUUID()}`,
      eventType: WEBHOOK_TEST_EVENT,
      payload,
      nextAttemptAt: now,
    })
    .returning();
  if (!row) throw new Error('delivery insert returned nothing');
  return toWebhookDelivery(row);
}

/**
 * Sends a delivery again as a new log row with the same `webhook-id` and body, so a receiver
 * that already processed it can recognise the duplicate.
 */
export async function resendDelivery(
  db: Db,
  scope: Scope & { deliveryId: string },
): Promise<WebhookDelivery> {
  const endpoint = await findEndpoint(db, scope);
  if (!endpoint.enabled) {
    throw AppError.conflict('Enable the webhook before resending', 'enabled');
  }
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.id, scope.deliveryId), eq(webhookDeliveries.endpointId, scope.id)),
    );
  if (!original) throw AppError.notFound('Delivery');
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      organizationId: scope.organizationId,
      endpointId: endpoint.id,
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
      nextAttemptAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('delivery insert returned nothing');
  return toWebhookDelivery(row);
}

export async function listDeliveries(
  db: Db,
  scope: Scope,
  page: PaginationQuery,
): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
  await findEndpoint(db, scope);
  const where = eq(webhookDeliveries.endpointId, scope.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { deliveries: rows.map(toWebhookDelivery), total: totals?.total ?? 0 };
}
