import { describe, expect, it } from 'vitest';
import { call, uniqueEmail, useTestApp } from '../../../test/harness';

describe('sign-in rate limiting', () => {
  const ctx = useTestApp({
    env: { CRUCIBLE_AUTH_RATE_LIMIT: '3', CRUCIBLE_AUTH_RATE_WINDOW_SECONDS: '60' },
  });

  it('answers 429 in the error shape once an address passes the limit', async () => {
    const attempt = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: uniqueEmail(), password: 'guess guess' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits registration separately from reads', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { name: 'Spam', email: uniqueEmail(), password: 'long enough pw' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
