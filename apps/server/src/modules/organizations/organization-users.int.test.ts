import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  type Caller,
  type OrgAdmin,
  registerOrgAdmin,
  useTestApp,
} from '../../../test/harness';

const context = useTestApp();
const anyTime = expect.any(String);

const usersUrl = (admin: OrgAdmin, userId?: string) =>
  `/api/v1/organizations/${admin.organizationId}/users${userId ? `/${userId}` : ''}`;

const setAdmin = (admin: OrgAdmin, caller: Caller, userId: string, isAdmin: boolean) =>
  call(context.app, {
    method: 'PUT',
    url: usersUrl(admin, userId),
    caller,
    payload: { isAdmin },
  });

const auditOf = (organizationId: string, action: string) =>
  auditRows(context, organizationId, action);

const lastAdminConflict = {
  error: { code: 'CONFLICT', message: 'An organization needs at least one administrator' },
};

describe('GET /organizations/{orgId}/users', () => {
  it('lists the members, by name, for an admin', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin, { name: 'Berta Member' });
    const response = await call(context.app, {
      method: 'GET',
      url: usersUrl(admin),
      caller: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: [
        {
          id: member.userId,
          name: 'Berta Member',
          email: member.email,
          isAdmin: false,
          emailVerified: false,
          joinedAt: anyTime,
        },
        {
          id: admin.userId,
          name: 'Org Admin',
          email: admin.email,
          isAdmin: true,
          emailVerified: false,
          joinedAt: anyTime,
        },
      ],
    });
  });

  it('refuses a member who is not an admin and answers 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin);
    const refused = await call(context.app, {
      method: 'GET',
      url: usersUrl(admin),
      caller: member,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
    });
    expect((await call(context.app, { method: 'GET', url: usersUrl(admin) })).statusCode).toBe(401);
  });
});

describe('PUT /organizations/{orgId}/users/{userId}', () => {
  it('grants and revokes administrator, effective on the next call', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin, { name: 'Promoted' });

    const granted = await setAdmin(admin, admin, member.userId, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      id: member.userId,
      name: 'Promoted',
      email: member.email,
      isAdmin: true,
      emailVerified: false,
      joinedAt: anyTime,
    });
    const memberMe = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      caller: member,
    });
    expect(memberMe.json().isAdmin).toBe(true);

    // With a second admin in place, the first may step down.
    const steppedDown = await setAdmin(admin, admin, admin.userId, false);
    expect(steppedDown.statusCode).toBe(200);
    expect(steppedDown.json()).toEqual(
      expect.objectContaining({ id: admin.userId, isAdmin: false }),
    );
    const refusedNow = await call(context.app, {
      method: 'GET',
      url: usersUrl(admin),
      caller: admin,
    });
    expect(refusedNow.statusCode).toBe(403);

    expect(await auditOf(admin.organizationId, 'organization.user.update')).toEqual([
      {
        actorUserId: admin.userId,
        subject: 'User',
        subjectId: member.userId,
        statusCode: 200,
      },
      {
        actorUserId: admin.userId,
        subject: 'User',
        subjectId: admin.userId,
        statusCode: 200,
      },
    ]);
  });

  it('refuses to demote the last administrator', async () => {
    const admin = await registerOrgAdmin(context.app);
    await addOrgMember(context.app, admin);
    const response = await setAdmin(admin, admin, admin.userId, false);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(lastAdminConflict);
    const mine = await call(context.app, { method: 'GET', url: '/api/v1/users/me', caller: admin });
    expect(mine.json().isAdmin).toBe(true);
    expect(await auditOf(admin.organizationId, 'organization.user.update')).toEqual([
      { actorUserId: admin.userId, subject: 'User', subjectId: admin.userId, statusCode: 409 },
    ]);
  });

  it('answers 404 for a user outside the organization', async () => {
    const admin = await registerOrgAdmin(context.app);
    const outsider = await registerOrgAdmin(context.app);
    for (const isAdmin of [true, false]) {
      const response = await setAdmin(admin, admin, outsider.userId, isAdmin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    }
  });

  it('validates the user id and the body', async () => {
    const admin = await registerOrgAdmin(context.app);
    const badId = await call(context.app, {
      method: 'PUT',
      url: usersUrl(admin, 'nope'),
      caller: admin,
      payload: { isAdmin: true },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid user ID',
        details: [{ path: 'userId', message: 'Invalid user ID' }],
      },
    });
    const noFlag = await call(context.app, {
      method: 'PUT',
      url: usersUrl(admin, admin.userId),
      caller: admin,
      payload: {},
    });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().error.code).toBe('VALIDATION_ERROR');
    expect(noFlag.json().error.details).toEqual([{ path: 'isAdmin', message: expect.any(String) }]);
  });

  it('refuses a member who is not an admin and answers 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin);
    const refused = await setAdmin(admin, member, member.userId, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
    });
    const signedOut = await call(context.app, {
      method: 'PUT',
      url: usersUrl(admin, member.userId),
      payload: { isAdmin: true },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('DELETE /organizations/{orgId}/users/{userId}', () => {
  it('removes a member from the organization and its teams', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.editor,
    });
    const response = await call(context.app, {
      method: 'DELETE',
      url: usersUrl(admin, member.userId),
      caller: admin,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const memberMe = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      caller: member,
    });
    expect(memberMe.json()).toEqual(
      expect.objectContaining({ organization: null, isAdmin: false }),
    );
    const teamMembers = await call(context.app, {
      method: 'GET',
      url: `/api/v1/teams/${admin.defaultTeamId}/members`,
      caller: admin,
    });
    expect(teamMembers.json().members.map((m: { userId: string }) => m.userId)).toEqual([
      admin.userId,
    ]);
    const again = await call(context.app, {
      method: 'DELETE',
      url: usersUrl(admin, member.userId),
      caller: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    expect(await auditOf(admin.organizationId, 'organization.user.remove')).toEqual([
      { actorUserId: admin.userId, subject: 'User', subjectId: member.userId, statusCode: 204 },
      { actorUserId: admin.userId, subject: 'User', subjectId: member.userId, statusCode: 404 },
    ]);
  });

  it('refuses to remove the last administrator', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await call(context.app, {
      method: 'DELETE',
      url: usersUrl(admin, admin.userId),
      caller: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(lastAdminConflict);
    const mine = await call(context.app, { method: 'GET', url: '/api/v1/users/me', caller: admin });
    expect(mine.json().organization.id).toBe(admin.organizationId);
  });

  it('refuses a member who is not an admin and answers 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin);
    const refused = await call(context.app, {
      method: 'DELETE',
      url: usersUrl(admin, admin.userId),
      caller: member,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
    });
    const signedOut = await call(context.app, {
      method: 'DELETE',
      url: usersUrl(admin, member.userId),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
