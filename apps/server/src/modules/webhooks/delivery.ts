import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import { rowsOf } from '../scans/pipeline/probe-queries';
import { postWebhook } from './post';
import {
  DELIVERY_TIMEOUT_MS,
  RESPONSE_SNIPPET_CHARS,
  RETRY_DELAYS_MS,
  retryDelayMs,
} from './schedule';
import { signatureHeaders } from './signing';

export type WebhookDeliveryDeps = {
  db: Database;
  box: SecretBox;
  /** Null where no queue runs (tests, CLI): the relay then only claims. */
  jobs: JobQueue | null;
  allowPrivate: boolean;
  /** Injected in tests to make a day of backoff pass at once. */
  now?: () => Date;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
};

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

/** The secrets that sign now: the current one and, until it expires, the rotated-out one. */
export function signingSecrets(
  box: SecretBox,
  endpoint: typeof webhookEndpoints.$inferSelect,
  now: Date,
): string[] {
  const secrets = [box.open(endpoint.secretEncrypted)];
  if (
    endpoint.previousSecretEncrypted &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  ) {
    secrets.push(box.open(endpoint.previousSecretEncrypted));
  }
  return secrets;
}

/**
 * One attempt at a pending, due delivery. Success ends it; a failure schedules the next attempt
 * by the backoff schedule, and when none remain the delivery fails and its endpoint is disabled
 * with the reason admins see. Idempotent: a delivery not pending or not yet due is left alone.
 */
export async function attemptDelivery(
  deps: WebhookDeliveryDeps,
  deliveryId: string,
): Promise<AttemptOutcome> {
  const now = deps.now?.() ?? new Date();
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row) return 'skipped';
  const { delivery, endpoint } = row;
  if (delivery.status !== 'pending' || (delivery.nextAttemptAt && delivery.nextAttemptAt > now)) {
    return 'skipped';
  }
  if (!endpoint.enabled) {
    await deps.db
      .update(webhookDeliveries)
      .set({
        status: 'failed',
        nextAttemptAt: null,
        claimedUntil: null,
        responseSnippet: 'Not sent: the endpoint is disabled',
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    return 'failed';
  }

  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  const result = await postWebhook({
    url: endpoint.url,
    body,
    headers: signatureHeaders({
      messageId: delivery.eventId,
      timestamp: now,
      body,
      secrets: signingSecrets(deps.box, endpoint, now),
    }),
    timeoutMs: deps.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    snippetChars: RESPONSE_SNIPPET_CHARS,
    allowPrivate: deps.allowPrivate,
  });
  const attempts = delivery.attempts + 1;
  const recorded = {
    attempts,
    responseStatus: result.status,
    latencyMs: Math.round(performance.now() - started),
    responseSnippet: result.snippet,
    lastAttemptAt: now,
    claimedUntil: null,
  };
  if (result.ok) {
    await deps.db
      .update(webhookDeliveries)
      .set({ ...recorded, status: 'succeeded', nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return 'succeeded';
  }
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const delay = retryDelayMs(attempts, delays);
  if (delay === null) {
    const reason =
      `Disabled on ${now.toISOString()} after ${attempts} failed attempts to deliver ` +
      `${delivery.eventType} (last: ${result.status ?? result.snippet}).`;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...recorded, status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason })
        .where(eq(webhookEndpoints.id, endpoint.id));
    });
    return 'failed';
  }
  const nextAttemptAt = new Date(now.getTime() + delay);
  await deps.db
    .update(webhookDeliveries)
    .set({ ...recorded, nextAttemptAt })
    .where(eq(webhookDeliveries.id, delivery.id));
  // The relay hands it to a job again once due: one path to the queue, so never two jobs.
  return 'retrying';
}

/** How long the relay's hand-over of a delivery to a job holds before it is handed over again. */
const CLAIM_MS = 5 * 60_000;

/**
 * The outbox relay: pending deliveries that are due and not handed to a job (or whose job was
 * lost) become `webhook-deliver` jobs. Runs in the worker every few seconds, so a delivery
 * written in a transaction is sent even if the process that wrote it died right after.
 */
export async function relayDueDeliveries(
  deps: Pick<WebhookDeliveryDeps, 'db' | 'jobs' | 'now'>,
  limit = 200,
): Promise<string[]> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const claimUntil = new Date(Date.parse(now) + CLAIM_MS).toISOString();
  // One statement, rows locked and skipped by a concurrent relay: each due row goes to one job.
  const claimed = rowsOf<{ id: string }>(
    await deps.db.execute(sql`
      update webhook_deliveries set claimed_until = ${claimUntil}::timestamptz
      where id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= ${now}::timestamptz
          and (claimed_until is null or claimed_until < ${now}::timestamptz)
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning id`),
  );
  if (claimed.length === 0) return [];
  const ids = claimed.map((row) => row.id);
  await deps.jobs?.sendMany(
    'webhook-deliver',
    ids.map((deliveryId) => ({ deliveryId })),
  );
  return ids;
}
