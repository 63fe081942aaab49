import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditLogs } from '../../db/schema';
import {
  addOrgMember,
  call,
  type Caller,
  register,
  registerOrgAdmin,
  useTestApp,
  validationError,
} from '../../../test/harness';

const context = useTestApp();
const anyTime = expect.any(String);
const tokensUrl = '/api/v1/users/me/api-tokens';

const createToken = (caller: Caller, payload: Record<string, unknown>) =>
  call(context.app, { method: 'POST', url: tokensUrl, caller, payload });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const asToken = (token: string, url = '/api/v1/users/me') =>
  call(context.app, { method: 'GET', url, headers: bearer(token) });

const unauthorized = { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } };
const tokenNotFound = { error: { code: 'NOT_FOUND', message: 'API token not found' } };

describe('POST /users/me/api-tokens', () => {
  it('answers the secret once; the list never shows it', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createToken(admin, { name: ' CI pipeline ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'CI pipeline',
      prefix: expect.stringMatching(/^cru_.{8}$/),
      createdAt: anyTime,
      lastUsedAt: null,
      expiresAt: null,
      token: expect.stringMatching(/^cru_.{30,}$/),
    });
    expect(created.token.startsWith(created.prefix)).toBe(true);

    const list = await call(context.app, { method: 'GET', url: tokensUrl, caller: admin });
    expect(list.statusCode).toBe(200);
    const { token, ...listed } = created;
    expect(list.json()).toEqual({ tokens: [listed] });
    expect(list.body).not.toContain(token);

    const audit = await context.database.db
      .select({
        organizationId: auditLogs.organizationId,
        subject: auditLogs.subject,
        subjectId: auditLogs.subjectId,
        statusCode: auditLogs.statusCode,
      })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.actorUserId, admin.userId), eq(auditLogs.action, 'api-token.create')),
      );
    expect(audit).toEqual([
      {
        organizationId: admin.organizationId,
        subject: 'ApiToken',
        subjectId: created.id,
        statusCode: 201,
      },
    ]);
  });

  it('keeps an expiry in the future', async () => {
    const user = await registerOrgAdmin(context.app);
    const response = await createToken(user, {
      name: 'expiring',
      expiresAt: '2999-01-01T00:00:00+00:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().expiresAt).toBe('2999-01-01T00:00:00.000Z');
  });

  it.each([
    ['a missing name', {}, 'name', 'Name is required'],
    ['a blank name', { name: '  ' }, 'name', 'Name is required'],
    [
      'an expiry in the past',
      { name: 't', expiresAt: '2000-01-01T00:00:00Z' },
      'expiresAt',
      'Expiry must be in the future',
    ],
  ])('rejects %s', async (_label, payload, path, message) => {
    const user = await register(context.app);
    const response = await createToken(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(path, message));
  });

  it('rejects an expiry that is not a date with that one message', async () => {
    const user = await register(context.app);
    const response = await createToken(user, { name: 't', expiresAt: 'next tuesday' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      validationError('expiresAt', 'Expiry must be an ISO-8601 date and time'),
    );
  });

  it('answers 401 when signed out', async () => {
    const response = await call(context.app, {
      method: 'POST',
      url: tokensUrl,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
    expect((await call(context.app, { method: 'GET', url: tokensUrl })).statusCode).toBe(401);
  });
});

describe('Bearer authentication', () => {
  it('acts as the owner, in the organization the token was made in', async () => {
    const admin = await registerOrgAdmin(context.app, 'Token Org');
    const { token } = (await createToken(admin, { name: 'cli' })).json();
    const viaCookie = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      caller: admin,
    });
    const viaToken = await asToken(token);
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json()).toEqual(viaCookie.json());
    const teams = await asToken(token, '/api/v1/teams');
    expect(teams.statusCode).toBe(200);
    expect(teams.json()).toEqual({
      teams: [expect.objectContaining({ id: admin.defaultTeamId, name: 'Default' })],
    });
  });

  it("is audited with the token as actor, and carries only its owner's rights", async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin);
    const adminToken = (await createToken(admin, { name: 'admin' })).json();
    const memberToken = (await createToken(member, { name: 'member' })).json();
    const created = await call(context.app, {
      method: 'POST',
      url: '/api/v1/teams',
      headers: bearer(adminToken.token),
      payload: { name: 'Made by token' },
    });
    expect(created.statusCode).toBe(201);
    const refused = await call(context.app, {
      method: 'POST',
      url: '/api/v1/teams',
      headers: bearer(memberToken.token),
      payload: { name: 'Not allowed' },
    });
    expect(refused.statusCode).toBe(403);
    const audit = await context.database.db
      .select({
        actorUserId: auditLogs.actorUserId,
        actorTokenId: auditLogs.actorTokenId,
        statusCode: auditLogs.statusCode,
      })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, admin.organizationId),
          eq(auditLogs.action, 'team.create'),
        ),
      )
      .orderBy(asc(auditLogs.id));
    expect(audit).toEqual([
      { actorUserId: admin.userId, actorTokenId: adminToken.id, statusCode: 201 },
      { actorUserId: member.userId, actorTokenId: memberToken.id, statusCode: 403 },
    ]);
  });

  it('answers 401 for an unknown token and for an expired one', async () => {
    const user = await registerOrgAdmin(context.app);
    expect((await asToken('cru_not-a-real-token')).statusCode).toBe(401);
    const created = (
      await createToken(user, { name: 'short-lived', expiresAt: '2999-01-01T00:00:00Z' })
    ).json();
    expect((await asToken(created.token)).statusCode).toBe(200);
    await context.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(apiTokens.id, created.id));
    const expired = await asToken(created.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(unauthorized);
    expect((await asToken(created.token, '/api/v1/teams')).statusCode).toBe(401);
  });
});

describe('DELETE /users/me/api-tokens/{id}', () => {
  it('revokes a token, which stops working at once', async () => {
    const user = await registerOrgAdmin(context.app);
    const kept = (await createToken(user, { name: 'kept' })).json();
    const revoked = (await createToken(user, { name: 'revoked' })).json();
    const url = `${tokensUrl}/${revoked.id}`;
    const response = await call(context.app, { method: 'DELETE', url, caller: user });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const gone = await asToken(revoked.token);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual(unauthorized);
    expect((await asToken(kept.token)).statusCode).toBe(200);
    const list = await call(context.app, { method: 'GET', url: tokensUrl, caller: user });
    expect(list.json().tokens.map((t: { id: string }) => t.id)).toEqual([kept.id]);
    const again = await call(context.app, { method: 'DELETE', url, caller: user });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(tokenNotFound);

    const audit = await context.database.db
      .select({ subjectId: auditLogs.subjectId, statusCode: auditLogs.statusCode })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorUserId, user.userId), eq(auditLogs.action, 'api-token.revoke')))
      .orderBy(asc(auditLogs.id));
    expect(audit).toEqual([
      { subjectId: revoked.id, statusCode: 204 },
      { subjectId: revoked.id, statusCode: 404 },
    ]);
  });

  it("answers 404 for another user's token and leaves it working", async () => {
    const owner = await registerOrgAdmin(context.app);
    const thief = await registerOrgAdmin(context.app);
    const created = (await createToken(owner, { name: 'mine' })).json();
    const response = await call(context.app, {
      method: 'DELETE',
      url: `${tokensUrl}/${created.id}`,
      caller: thief,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(tokenNotFound);
    expect((await asToken(created.token)).statusCode).toBe(200);
  });

  it('validates the id and answers 401 when signed out', async () => {
    const user = await register(context.app);
    const malformed = await call(context.app, {
      method: 'DELETE',
      url: `${tokensUrl}/nope`,
      caller: user,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(validationError('id', 'Invalid ID'));
    const signedOut = await call(context.app, {
      method: 'DELETE',
      url: `${tokensUrl}/00000000-0000-4000-8000-000000000000`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('POST /users/me/cli-token', () => {
  it('issues a CLI token that replaces the previous one and stays out of the API token list', async () => {
    const user = await registerOrgAdmin(context.app);
    const apiToken = (await createToken(user, { name: 'api' })).json();
    const first = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/cli-token',
      caller: user,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ token: expect.stringMatching(/^cru_/), expiresAt: anyTime });
    expect((await asToken(first.json().token)).statusCode).toBe(200);

    const second = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/cli-token',
      caller: user,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().token).not.toBe(first.json().token);
    expect((await asToken(first.json().token)).statusCode).toBe(401);
    const me = await asToken(second.json().token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.userId);
    expect((await asToken(apiToken.token)).statusCode).toBe(200);

    const list = await call(context.app, { method: 'GET', url: tokensUrl, caller: user });
    expect(list.json().tokens.map((t: { id: string }) => t.id)).toEqual([apiToken.id]);
    const cliRows = await context.database.db
      .select({ kind: apiTokens.kind, name: apiTokens.name })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, user.userId), eq(apiTokens.kind, 'cli')));
    expect(cliRows).toEqual([{ kind: 'cli', name: 'CLI' }]);
  });

  it('is not revocable through the API-token route, and needs a signed-in caller', async () => {
    const user = await register(context.app);
    await call(context.app, { method: 'POST', url: '/api/v1/users/me/cli-token', caller: user });
    const [row] = await context.database.db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(eq(apiTokens.userId, user.userId));
    const response = await call(context.app, {
      method: 'DELETE',
      url: `${tokensUrl}/${row?.id}`,
      caller: user,
    });
    expect(response.statusCode).toBe(404);
    const signedOut = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/cli-token',
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(unauthorized);
  });
});
