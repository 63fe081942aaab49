import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  registerOrgAdmin,
  useTestApp,
  validationError,
} from '../../../test/harness';

/** A public address literal: no DNS needed, and nothing is sent to it in these tests. */
const PUBLIC_URL = 'http://93.184.216.34/hooks';

describe('webhook endpoints API', () => {
  const ctx = useTestApp();
  const base = (orgId: string) => `/api/v1/organizations/${orgId}/webhooks`;

  it('creates an endpoint, shows the secret once, lists, updates and deletes it', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: base(admin.organizationId),
      caller: admin,
      payload: {
        url: PUBLIC_URL,
        description: 'Ops',
        events: ['scan.completed', 'member.added', 'scan.completed'],
      },
    });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toEqual({
      id: expect.any(String),
      url: PUBLIC_URL,
      description: 'Ops',
      events: ['scan.completed', 'member.added'],
      minModelAuditSeverity: 'high',
      enabled: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
      createdBy: admin.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{44}$/),
    });

    const list = await call(ctx.app, {
      method: 'GET',
      url: base(admin.organizationId),
      caller: admin,
    });
    const { secret: _secret, ...withoutSecret } = endpoint;
    expect(list.json()).toEqual({ webhooks: [withoutSecret] });
    expect(list.body).not.toContain(endpoint.secret);

    const updated = await call(ctx.app, {
      method: 'PUT',
      url: `${base(admin.organizationId)}/${endpoint.id}`,
      caller: admin,
      payload: {
        url: PUBLIC_URL,
        description: 'Audits',
        events: ['model_audit.completed'],
        minModelAuditSeverity: 'critical',
        enabled: false,
      },
    });
    expect(updated.json()).toMatchObject({
      description: 'Audits',
      events: ['model_audit.completed'],
      minModelAuditSeverity: 'critical',
      enabled: false,
    });

    const deleted = await call(ctx.app, {
      method: 'DELETE',
      url: `${base(admin.organizationId)}/${endpoint.id}`,
      caller: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await call(ctx.app, {
      method: 'GET',
      url: `${base(admin.organizationId)}/${endpoint.id}`,
      caller: admin,
    });
    expect(gone.statusCode).toBe(404);

    const audited = async (action: string) =>
      (await auditRows(ctx, admin.organizationId, action)).map((row) => [
        row.subjectId,
        row.statusCode,
      ]);
    expect(await audited('webhook.create')).toEqual([[endpoint.id, 201]]);
    expect(await audited('webhook.update')).toEqual([[endpoint.id, 200]]);
    expect(await audited('webhook.delete')).toEqual([[endpoint.id, 204]]);
  });

  it.each([
    [{ events: ['scan.completed'] }, 'url', 'URL is required'],
    [
      { url: 'ftp://example.com/x', events: ['scan.completed'] },
      'url',
      'URL must be an http or https URL',
    ],
    [{ url: PUBLIC_URL, events: [] }, 'events', 'Choose at least one event'],
    [{ url: PUBLIC_URL, events: ['scan.exploded'] }, 'events.0', 'Unknown event type'],
  ])('refuses %j naming the field', async (payload, path, message) => {
    const admin = await registerOrgAdmin(ctx.app);
    const response = await call(ctx.app, {
      method: 'POST',
      url: base(admin.organizationId),
      caller: admin,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(path, message));
  });

  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://10.1.2.3/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hooks',
    'http://[::ffff:192.168.1.1]/hooks',
    'http://[fd00::1]/hooks',
    // IPv4-compatible (the URL reads it as [::7f00:1]) and IPv4-translated forms of 127.0.0.1.
    'http://[::127.0.0.1]/hooks',
    'http://[::ffff:0:7f00:1]/hooks',
  ])('refuses the private or reserved address %s unless the operator allows it', async (url) => {
    const admin = await registerOrgAdmin(ctx.app);
    const response = await call(ctx.app, {
      method: 'POST',
      url: base(admin.organizationId),
      caller: admin,
      payload: { url, events: ['scan.completed'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'url', message: expect.stringContaining('a private or reserved address') },
    ]);
  });

  it('lets only administrators in, and answers 404 for another organization', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const member = await addOrgMember(ctx.app, admin);
    const stranger = await registerOrgAdmin(ctx.app, 'Stranger');
    const created = await call(ctx.app, {
      method: 'POST',
      url: base(admin.organizationId),
      caller: admin,
      payload: { url: PUBLIC_URL, events: ['scan.completed'] },
    });
    const id: string = created.json().id;
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${id}`],
      ['DELETE', `/${id}`],
      ['POST', `/${id}/test`],
      ['POST', `/${id}/rotate-secret`],
      ['GET', `/${id}/deliveries`],
    ] as const) {
      const asMember = await call(ctx.app, {
        method,
        url: `${base(admin.organizationId)}${path}`,
        caller: member,
        ...(method === 'POST' && path === ''
          ? { payload: { url: PUBLIC_URL, events: ['scan.completed'] } }
          : {}),
      });
      expect([method, path, asMember.statusCode]).toEqual([method, path, 403]);
    }
    // The stranger administers their own organization: the id there is not found.
    const elsewhere = await call(ctx.app, {
      method: 'GET',
      url: `${base(stranger.organizationId)}/${id}`,
      caller: stranger,
    });
    expect(elsewhere.statusCode).toBe(404);
    const intoTheirs = await call(ctx.app, {
      method: 'GET',
      url: base(admin.organizationId),
      caller: stranger,
    });
    expect(intoTheirs.statusCode).toBe(404);
  });

  it('queues a test event and a resend, newest first in the paginated delivery log', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: base(admin.organizationId),
      caller: admin,
      payload: { url: PUBLIC_URL, events: ['scan.completed'] },
    });
    const url = `${base(admin.organizationId)}/${created.json().id}`;
    const test = await call(ctx.app, { method: 'POST', url: `${url}/test`, caller: admin });
    expect(test.statusCode).toBe(202);
    expect(test.json()).toMatchObject({
      eventType: 'webhook.test',
      status: 'pending',
      attempts: 0,
      payload: { type: 'webhook.test', version: 1, organizationId: admin.organizationId },
    });
    const resent = await call(ctx.app, {
      method: 'POST',
      url: `${url}/deliveries/${test.json().id}/resend`,
      caller: admin,
    });
    expect(resent.statusCode).toBe(202);
    expect(resent.json().eventId).toBe(test.json().eventId);
    expect(resent.json().id).not.toBe(test.json().id);

    const page = await call(ctx.app, {
      method: 'GET',
      url: `${url}/deliveries?limit=1`,
      caller: admin,
    });
    expect(page.json()).toMatchObject({ total: 2, deliveries: [{ id: resent.json().id }] });
    const second = await call(ctx.app, {
      method: 'GET',
      url: `${url}/deliveries?limit=1&offset=1`,
      caller: admin,
    });
    expect(second.json()).toMatchObject({ total: 2, deliveries: [{ id: test.json().id }] });
  });

  it('answers a rotated secret once and reports how long the old one still signs', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: base(admin.organizationId),
      caller: admin,
      payload: { url: PUBLIC_URL, events: ['scan.completed'] },
    });
    const before = Date.now();
    const rotated = await call(ctx.app, {
      method: 'POST',
      url: `${base(admin.organizationId)}/${created.json().id}/rotate-secret`,
      caller: admin,
    });
    const expires = new Date(rotated.json().previousSecretExpiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
    expect(rotated.json().secret).not.toBe(created.json().secret);
    expect(await auditRows(ctx, admin.organizationId, 'webhook.rotate-secret')).toHaveLength(1);
  });
});
