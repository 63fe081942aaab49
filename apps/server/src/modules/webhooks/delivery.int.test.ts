import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, type OrgAdmin, registerOrgAdmin, useTestApp } from '../../../test/harness';
import { webhookDeliveries } from '../../db/schema';
import { secretBoxOf } from '../../lib/secret-box';
import { attemptDelivery, relayDueDeliveries, type WebhookDeliveryDeps } from './delivery';
import { emitWebhookEvent } from './emit';
import { RETRY_DELAYS_MS } from './schedule';

type Received = {
  id: string;
  timestamp: number;
  body: string;
  headers: Record<string, string>;
  /** Per secret the receiver holds, whether the request verified with it on arrival. */
  verified: boolean[];
};

/**
 * A receiver as a customer would write one: it verifies every request with the
 * `standardwebhooks` package and answers with the status the test chose for it.
 */
async function startReceiver() {
  const received: Received[] = [];
  let answer = () => 200;
  let secrets: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      };
      received.push({
        id: headers['webhook-id'],
        timestamp: Date.now(),
        body,
        headers,
        verified: secrets.map((secret) => verifies(secret, body, headers)),
      });
      const status = answer();
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answerWith(next: () => number) {
      answer = next;
    },
    holdSecrets(held: string[]) {
      secrets = held;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Verifies as the receiver's library does (throws on a bad signature or a stale timestamp). */
function verifies(secret: string, body: string, headers: Record<string, string>) {
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  }
}

describe('webhook delivery to a receiver verifying Standard Webhooks signatures', () => {
  // The relay claims every organization's due deliveries and these tests move the clock: on the
  // shared PostgreSQL it would take other files' deliveries (sealed with their keys). Own database.
  const ctx = useTestApp({ env: { CRUCIBLE_WEBHOOK_ALLOW_PRIVATE: 'true' }, private: true });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: OrgAdmin;
  let deps: WebhookDeliveryDeps;

  beforeAll(async () => {
    receiver = await startReceiver();
    deps = { db: ctx.database.db, box: secretBoxOf(ctx.config), jobs: null, allowPrivate: true };
  });
  afterAll(() => receiver.close());
  // Each test in its own organization, so endpoints of one never receive another's events.
  beforeEach(async () => {
    admin = await registerOrgAdmin(ctx.app);
  });
  afterEach(() => {
    vi.useRealTimers();
    receiver.received.length = 0;
  });

  async function createEndpoint(events: string[] = ['scan.completed']) {
    const created = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks`,
      caller: admin,
      payload: { url: receiver.url, description: 'receiver', events },
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; secret: string };
  }

  async function emitScanCompleted() {
    await ctx.database.db.transaction((tx) =>
      emitWebhookEvent(tx, admin.organizationId, {
        type: 'scan.completed',
        data: { scanId: '00000000-0000-4000-8000-000000000001', status: 'completed' },
      }),
    );
  }

  const deliveriesOf = (endpointId: string) =>
    ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));

  /**
   * Works deliveries as the worker does — relay the due ones, attempt each — then moves the
   * clock to the next attempt due, until none is pending. Answers the attempts' outcomes.
   */
  async function workUntilSettled(endpointId: string) {
    const outcomes: string[] = [];
    for (let round = 0; round < 20; round++) {
      for (const id of await relayDueDeliveries(deps))
        outcomes.push(await attemptDelivery(deps, id));
      const pending = (await deliveriesOf(endpointId)).filter((d) => d.status === 'pending');
      if (pending.length === 0) return outcomes;
      const next = Math.min(...pending.map((d) => d.nextAttemptAt!.getTime()));
      vi.setSystemTime(Math.max(next, Date.now()));
    }
    throw new Error('deliveries did not settle');
  }

  it('retries a failing receiver on the backoff schedule and records the recovery', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const endpoint = await createEndpoint();
    let calls = 0;
    receiver.answerWith(() => (++calls <= 3 ? 503 : 200));
    receiver.holdSecrets([endpoint.secret]);
    await emitScanCompleted();

    expect(await workUntilSettled(endpoint.id)).toEqual([
      'retrying',
      'retrying',
      'retrying',
      'succeeded',
    ]);

    const messages = receiver.received;
    expect(messages).toHaveLength(4);
    expect(messages.map((message) => message.verified)).toEqual([[true], [true], [true], [true]]);
    // Every attempt carries the same webhook-id and body, so the receiver can de-duplicate.
    expect(new Set(messages.map((m) => m.id)).size).toBe(1);
    expect(new Set(messages.map((m) => m.body)).size).toBe(1);
    const gaps = messages.slice(1).map((m, i) => m.timestamp - messages[i]!.timestamp);
    expect(gaps).toEqual(RETRY_DELAYS_MS.slice(0, 3).map((delay) => expect.closeTo(delay, -3)));
    expect(JSON.parse(messages[0]!.body)).toEqual({
      type: 'scan.completed',
      timestamp: expect.any(String),
      version: 1,
      organizationId: admin.organizationId,
      data: { scanId: '00000000-0000-4000-8000-000000000001', status: 'completed' },
    });

    const log = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks/${endpoint.id}/deliveries`,
      caller: admin,
    });
    expect(log.json()).toMatchObject({
      total: 1,
      deliveries: [
        {
          eventType: 'scan.completed',
          status: 'succeeded',
          attempts: 4,
          responseStatus: 200,
          responseSnippet: 'answer 200',
          nextAttemptAt: null,
        },
      ],
    });
    expect(log.json().deliveries[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('disables an endpoint that keeps failing for the whole schedule, with the reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const started = Date.now();
    const endpoint = await createEndpoint();
    receiver.answerWith(() => 500);
    receiver.holdSecrets([endpoint.secret]);
    await emitScanCompleted();

    const outcomes = await workUntilSettled(endpoint.id);
    expect(outcomes).toEqual([...RETRY_DELAYS_MS.map(() => 'retrying'), 'failed']);
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(receiver.received.every((message) => message.verified[0])).toBe(true);
    const hours = (Date.now() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(24);
    expect(hours).toBeLessThan(36);

    const shown = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks/${endpoint.id}`,
      caller: admin,
    });
    expect(shown.json()).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(
        /after 8 failed attempts to deliver scan\.completed \(last: 500\)/,
      ),
    });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, responseStatus: 500 });

    // A disabled endpoint receives nothing further; enabling it again clears the reason.
    await emitScanCompleted();
    expect((await deliveriesOf(endpoint.id)).length).toBe(1);
    const enabled = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks/${endpoint.id}`,
      caller: admin,
      payload: { url: receiver.url, events: ['scan.completed'], enabled: true },
    });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('counts a redirect and a private address at send time as failed attempts, never followed', async () => {
    const endpoint = await createEndpoint();
    receiver.answerWith(() => 302);
    await emitScanCompleted();
    const [id] = await relayDueDeliveries(deps);
    expect(await attemptDelivery(deps, id!)).toBe('retrying');
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      attempts: 1,
      responseStatus: 302,
    });
    expect(receiver.received).toHaveLength(1);

    // Without CRUCIBLE_WEBHOOK_ALLOW_PRIVATE the same 127.0.0.1 receiver is not contacted.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RETRY_DELAYS_MS[0]);
    const [again] = await relayDueDeliveries(deps);
    expect(await attemptDelivery({ ...deps, allowPrivate: false }, again!)).toBe('retrying');
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      attempts: 2,
      responseStatus: null,
      responseSnippet: 'Not sent: 127.0.0.1 is a private or reserved address',
    });
    expect(receiver.received).toHaveLength(1);
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then the new only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const endpoint = await createEndpoint(['member.added']);
    receiver.answerWith(() => 200);
    const rotated = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/webhooks/${endpoint.id}/rotate-secret`,
      caller: admin,
    });
    expect(rotated.statusCode).toBe(200);
    const newSecret: string = rotated.json().secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(endpoint.secret);
    receiver.holdSecrets([endpoint.secret, newSecret]);

    const emitAndWork = async () => {
      await ctx.database.db.transaction((tx) =>
        emitWebhookEvent(tx, admin.organizationId, {
          type: 'member.added',
          data: { userId: admin.userId },
        }),
      );
      await workUntilSettled(endpoint.id);
      // The relay also sends other tests' deliveries still due: find this endpoint's newest.
      const ours = new Set((await deliveriesOf(endpoint.id)).map((delivery) => delivery.eventId));
      return receiver.received.filter((message) => ours.has(message.id)).at(-1)!;
    };

    vi.setSystemTime(Date.now() + 23 * 3_600_000);
    const during = await emitAndWork();
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(during.verified).toEqual([true, true]);

    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    const after = await emitAndWork();
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(after.verified).toEqual([false, true]);
  });
});
