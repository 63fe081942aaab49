import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import {
  call,
  register,
  registerOrgAdmin,
  sessionCookieOf,
  useTestApp,
  type OrgAdmin,
} from '../../../test/harness';

const context = useTestApp();

/** An admin of two organizations: `first` (where they started) and `second` (invited in). */
async function memberOfTwo() {
  const first = await registerOrgAdmin(context.app, 'First Org');
  const secondAdmin = await registerOrgAdmin(context.app, 'Second Org');
  const invite = await call(context.app, {
    method: 'POST',
    url: `/api/v1/organizations/${secondAdmin.organizationId}/invites`,
    caller: secondAdmin,
    payload: { email: first.email },
  });
  const accepted = await call(context.app, {
    method: 'POST',
    url: '/api/v1/users/me/accept-invite',
    caller: first,
    payload: { inviteCode: invite.json().inviteCode },
  });
  expect(accepted.statusCode).toBe(200);
  return { user: first, secondAdmin };
}

const switchTo = (caller: OrgAdmin, organizationId: unknown) =>
  call(context.app, {
    method: 'POST',
    url: '/api/v1/users/me/switch-organization',
    caller,
    payload: { organizationId },
  });

describe('POST /users/me/switch-organization', () => {
  it('moves the session into another organization of the caller and answers the new me', async () => {
    const { user, secondAdmin } = await memberOfTwo();
    // Accepting the invite moved the session into the second organization.
    const teamsInSecond = await call(context.app, {
      method: 'GET',
      url: '/api/v1/teams',
      caller: user,
    });
    expect(
      teamsInSecond.json().teams.map((t: { organizationId: string }) => t.organizationId),
    ).toEqual([secondAdmin.organizationId]);

    const response = await switchTo(user, user.organizationId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.userId,
        name: 'Org Admin',
        email: user.email,
        emailVerified: false,
        createdAt: expect.any(String),
      },
      organization: {
        id: user.organizationId,
        name: 'First Org',
        canUseRedteam: true,
        canUseAdaptiveGuardrails: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      isAdmin: true,
    });
    const teamsInFirst = await call(context.app, {
      method: 'GET',
      url: '/api/v1/teams',
      caller: user,
    });
    expect(teamsInFirst.json().teams).toEqual([
      expect.objectContaining({ id: user.defaultTeamId, organizationId: user.organizationId }),
    ]);

    const audit = await context.database.db
      .select({
        actorUserId: auditLogs.actorUserId,
        organizationId: auditLogs.organizationId,
        subject: auditLogs.subject,
        subjectId: auditLogs.subjectId,
        statusCode: auditLogs.statusCode,
      })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.actorUserId, user.userId),
          eq(auditLogs.action, 'user.switch-organization'),
        ),
      )
      .orderBy(asc(auditLogs.id));
    expect(audit).toEqual([
      {
        actorUserId: user.userId,
        organizationId: user.organizationId,
        subject: 'Organization',
        subjectId: user.organizationId,
        statusCode: 200,
      },
    ]);
  });

  it('is remembered: the next sign-in starts in the organization last switched to', async () => {
    const { user, secondAdmin } = await memberOfTwo();
    await switchTo(user, user.organizationId);
    await switchTo(user, secondAdmin.organizationId);
    const login = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().organization.id).toBe(secondAdmin.organizationId);
    const fresh = { ...user, cookie: sessionCookieOf(login) };
    const mine = await call(context.app, { method: 'GET', url: '/api/v1/users/me', caller: fresh });
    expect(mine.json()).toEqual(
      expect.objectContaining({
        organization: expect.objectContaining({ id: secondAdmin.organizationId }),
        isAdmin: false,
      }),
    );
  });

  it('answers 404 for an organization the caller does not belong to, and stays put', async () => {
    const user = await registerOrgAdmin(context.app);
    const stranger = await registerOrgAdmin(context.app);
    const response = await switchTo(user, stranger.organizationId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Organization not found' },
    });
    const mine = await call(context.app, { method: 'GET', url: '/api/v1/users/me', caller: user });
    expect(mine.json().organization.id).toBe(user.organizationId);
  });

  it.each([['not-a-uuid'], [undefined]])(
    'rejects the organization id %s',
    async (organizationId) => {
      const user = await registerOrgAdmin(context.app);
      const response = await switchTo(user, organizationId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid organization ID',
          details: [{ path: 'organizationId', message: 'Invalid organization ID' }],
        },
      });
    },
  );

  it('refuses an API token, which acts in the organization it was created in', async () => {
    const { user, secondAdmin } = await memberOfTwo();
    const created = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/api-tokens',
      caller: user,
      payload: { name: 'ci' },
    });
    const response = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/switch-organization',
      headers: { authorization: `Bearer ${created.json().token}` },
      payload: { organizationId: user.organizationId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'An API token acts in the organization it was created in',
      },
    });
    const viaToken = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${created.json().token}` },
    });
    expect(viaToken.json().organization.id).toBe(secondAdmin.organizationId);
  });

  it('answers 401 when signed out', async () => {
    const loner = await register(context.app);
    const response = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/switch-organization',
      payload: { organizationId: loner.userId },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' },
    });
  });
});
