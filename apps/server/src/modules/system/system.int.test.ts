import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { call, register, testConfig, testDatabase, useTestApp } from '../../../test/harness';

describe('system routes', () => {
  const ctx = useTestApp();

  it('answers health with the database reachable', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers the client config without signing in', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      disableTelemetry: true,
      useFusionAuth: false,
      isCrucibleCloud: false,
      enableServerSettingsPage: true,
      enableServerSideJobs: true,
      enableMakePublic: false,
      disableRemediationBundle: false,
      isDangerousPublic: false,
      modelAuditServerPaths: false,
      auth: {
        apiUrl: '',
        appUrl: 'http://crucible.test',
        applicationId: '',
        redirectUri: 'http://crucible.test/auth/fusionauth/callback',
        scope: 'openid offline_access',
        useFusionAuth: false,
      },
    });
  });

  it('lists every permission set with its label', async () => {
    const caller = await register(ctx.app);
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/permission-sets', caller });
    expect(response.statusCode).toBe(200);
    const sets = response.json().permissionSets as { id: string; label: string }[];
    expect(sets).toContainEqual({ id: 'ADMINISTRATOR', label: 'Administrator' });
    expect(sets).toContainEqual({ id: 'RUN_SCANS', label: 'Run Scans' });
    expect(sets).toContainEqual({ id: 'CREATE_PROVIDERS', label: 'Create Targets' });
    expect(sets).toContainEqual({ id: 'VIEW_MCP_PROXY', label: 'View MCP Proxy' });
    expect(sets).toHaveLength(1 + 6 * 5 + 4 + 1 + 2);
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/v1/no-such-thing not found' },
    });
  });

  it('rejects malformed JSON, other content types and oversized bodies', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_REQUEST');

    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document with every route', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    // Public routes need no credentials; the rest take the session cookie or a Bearer token.
    expect(document.paths['/api/v1/health'].get.security).toEqual([]);
    expect(document.paths['/api/v1/users/login'].post.security).toEqual([]);
    expect(document.paths['/api/v1/teams'].get.security).toBeUndefined();
    expect(document.security).toEqual([{ session: [] }, { bearer: [] }]);
    const paths = Object.keys(document.paths as object);
    for (const path of [
      '/api/v1/users/login',
      '/api/v1/users/me/abilities',
      '/api/v1/teams/{id}/members/{userId}',
      '/api/v1/organizations/{orgId}/roles/{roleId}',
      '/api/v1/users/me/api-tokens/{id}',
      '/api/v1/license',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('health without a database', () => {
  it('answers 503 when the database is unreachable', async () => {
    const database = await testDatabase({ private: true });
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await database.close();
    const response = await call(app, { method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    await app.close();
  });
});
