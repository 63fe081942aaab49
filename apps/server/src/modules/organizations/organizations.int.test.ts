import { BUILT_IN_ROLES } from '@crucible/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import {
  addOrgMember,
  call,
  register,
  registerOrgAdmin,
  useTestApp,
  type Caller,
} from '../../../test/harness';

const context = useTestApp();
const anyTime = expect.any(String);

function auditOf(organizationId: string) {
  return context.database.db
    .select({
      actorUserId: auditLogs.actorUserId,
      organizationId: auditLogs.organizationId,
      action: auditLogs.action,
      subject: auditLogs.subject,
      subjectId: auditLogs.subjectId,
      statusCode: auditLogs.statusCode,
    })
    .from(auditLogs)
    .where(eq(auditLogs.organizationId, organizationId))
    .orderBy(asc(auditLogs.id));
}

const me = (caller: Caller) =>
  call(context.app, { method: 'GET', url: '/api/v1/users/me', caller });

describe('POST /organizations', () => {
  it('creates the organization with a Default team, the built-in roles and its creator as admin', async () => {
    const creator = await register(context.app, { name: 'Founder' });
    const created = await call(context.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      caller: creator,
      payload: { name: '  Umbrella  ' },
    });
    expect(created.statusCode).toBe(201);
    const organization = created.json();
    expect(organization).toEqual({
      id: expect.any(String),
      name: 'Umbrella',
      canUseRedteam: true,
      canUseAdaptiveGuardrails: true,
      createdAt: anyTime,
      updatedAt: anyTime,
    });

    // The creator's session moved into the new organization, as its administrator.
    expect((await me(creator)).json()).toEqual({
      user: expect.objectContaining({ id: creator.userId, name: 'Founder' }),
      organization,
      isAdmin: true,
    });

    const myTeams = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me/teams',
      caller: creator,
    });
    const roles = await call(context.app, {
      method: 'GET',
      url: `/api/v1/organizations/${organization.id}/roles`,
      caller: creator,
    });
    const roleList = roles.json().roles as { id: string; slug: string }[];
    const adminRoleId = roleList.find((role) => role.slug === 'admin')?.id;
    expect(myTeams.json()).toEqual({
      teams: [
        {
          id: expect.any(String),
          organizationId: organization.id,
          name: 'Default',
          memberCount: 1,
          createdAt: anyTime,
          updatedAt: anyTime,
          roleId: adminRoleId,
          roleName: 'Admin',
        },
      ],
    });
    expect(roleList).toHaveLength(3);
    expect(roles.json().roles).toEqual(
      expect.arrayContaining(
        BUILT_IN_ROLES.map((role) => ({
          id: expect.any(String),
          organizationId: organization.id,
          name: role.name,
          slug: role.slug,
          permissionSets: [...role.permissionSets],
          builtIn: true,
          createdAt: anyTime,
          updatedAt: anyTime,
        })),
      ),
    );

    expect(await auditOf(organization.id)).toEqual([
      {
        actorUserId: creator.userId,
        organizationId: organization.id,
        action: 'organization.create',
        subject: 'Organization',
        subjectId: organization.id,
        statusCode: 201,
      },
    ]);
  });

  it.each([
    ['missing', {}],
    ['blank', { name: '   ' }],
  ])('rejects a %s name', async (_label, payload) => {
    const caller = await register(context.app);
    const response = await call(context.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      caller,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Name is required',
        details: [{ path: 'name', message: 'Name is required' }],
      },
    });
  });

  it('answers 401 when signed out', async () => {
    const response = await call(context.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      payload: { name: 'Nobody Inc' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' },
    });
  });
});

describe('GET /organizations and /users/me/organizations', () => {
  it('list the organizations the caller belongs to, by name, with their admin flag', async () => {
    const owner = await registerOrgAdmin(context.app, 'Zeta Labs');
    const other = await registerOrgAdmin(context.app, 'Alpha Works');
    const invite = await call(context.app, {
      method: 'POST',
      url: `/api/v1/organizations/${other.organizationId}/invites`,
      caller: other,
      payload: { email: owner.email },
    });
    await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/accept-invite',
      caller: owner,
      payload: { inviteCode: invite.json().inviteCode },
    });

    const expected = {
      organizations: [
        expect.objectContaining({ id: other.organizationId, name: 'Alpha Works', isAdmin: false }),
        expect.objectContaining({ id: owner.organizationId, name: 'Zeta Labs', isAdmin: true }),
      ],
    };
    for (const url of ['/api/v1/organizations', '/api/v1/users/me/organizations']) {
      const response = await call(context.app, { method: 'GET', url, caller: owner });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it('answers an empty list to a user with no organization, and 401 when signed out', async () => {
    const loner = await register(context.app);
    for (const url of ['/api/v1/organizations', '/api/v1/users/me/organizations']) {
      const mine = await call(context.app, { method: 'GET', url, caller: loner });
      expect(mine.json()).toEqual({ organizations: [] });
      expect((await call(context.app, { method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /organizations/{orgId}', () => {
  it('answers the organization to any member', async () => {
    const admin = await registerOrgAdmin(context.app, 'Readable');
    const member = await addOrgMember(context.app, admin);
    const response = await call(context.app, {
      method: 'GET',
      url: `/api/v1/organizations/${admin.organizationId}`,
      caller: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: admin.organizationId,
      name: 'Readable',
      canUseRedteam: true,
      canUseAdaptiveGuardrails: true,
      createdAt: anyTime,
      updatedAt: anyTime,
    });
  });

  it('answers 404 to a stranger, 400 for a malformed id and 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const stranger = await registerOrgAdmin(context.app);
    const url = `/api/v1/organizations/${admin.organizationId}`;
    const hidden = await call(context.app, { method: 'GET', url, caller: stranger });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Organization not found' },
    });
    const malformed = await call(context.app, {
      method: 'GET',
      url: '/api/v1/organizations/not-a-uuid',
      caller: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid organization ID',
        details: [{ path: 'orgId', message: 'Invalid organization ID' }],
      },
    });
    expect((await call(context.app, { method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('PUT /organizations/{orgId}', () => {
  it('lets an admin rename the organization and switch its areas off', async () => {
    const admin = await registerOrgAdmin(context.app, 'Before');
    const url = `/api/v1/organizations/${admin.organizationId}`;
    const response = await call(context.app, {
      method: 'PUT',
      url,
      caller: admin,
      payload: { name: ' After ', canUseRedteam: false, canUseAdaptiveGuardrails: false },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: admin.organizationId,
      name: 'After',
      canUseRedteam: false,
      canUseAdaptiveGuardrails: false,
      createdAt: anyTime,
      updatedAt: anyTime,
    };
    expect(response.json()).toEqual(expected);
    expect((await call(context.app, { method: 'GET', url, caller: admin })).json()).toEqual(
      response.json(),
    );
    expect((await auditOf(admin.organizationId)).at(-1)).toEqual({
      actorUserId: admin.userId,
      organizationId: admin.organizationId,
      action: 'organization.update',
      subject: 'Organization',
      subjectId: admin.organizationId,
      statusCode: 200,
    });
  });

  it('refuses a member who is not an admin, and records the refusal', async () => {
    const admin = await registerOrgAdmin(context.app, 'Guarded');
    const member = await addOrgMember(context.app, admin);
    const url = `/api/v1/organizations/${admin.organizationId}`;
    const response = await call(context.app, {
      method: 'PUT',
      url,
      caller: member,
      payload: { name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
    });
    expect((await call(context.app, { method: 'GET', url, caller: admin })).json().name).toBe(
      'Guarded',
    );
    expect((await auditOf(admin.organizationId)).at(-1)).toEqual({
      actorUserId: member.userId,
      organizationId: admin.organizationId,
      action: 'organization.update',
      subject: 'Organization',
      subjectId: admin.organizationId,
      statusCode: 403,
    });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'Name is required', 'name'],
    ['an unknown field', { plan: 'enterprise' }, 'Unrecognized key: "plan"', ''],
    ['a non-boolean flag', { canUseRedteam: 'yes' }, expect.any(String), 'canUseRedteam'],
  ])('rejects %s', async (_label, payload, message, path) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await call(context.app, {
      method: 'PUT',
      url: `/api/v1/organizations/${admin.organizationId}`,
      caller: admin,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message, details: [{ path, message }] },
    });
  });

  it('answers 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await call(context.app, {
      method: 'PUT',
      url: `/api/v1/organizations/${admin.organizationId}`,
      payload: { name: 'Anonymous' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /organizations/{orgId}/overview', () => {
  it('counts users, admins, teams, roles and pending invites for any member', async () => {
    const admin = await registerOrgAdmin(context.app, 'Counted');
    const member = await addOrgMember(context.app, admin);
    await call(context.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/invites`,
      caller: admin,
      payload: { email: 'pending@example.com' },
    });
    await call(context.app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Second' },
    });
    const response = await call(context.app, {
      method: 'GET',
      url: `/api/v1/organizations/${admin.organizationId}/overview`,
      caller: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organization: expect.objectContaining({ id: admin.organizationId, name: 'Counted' }),
      counts: { users: 2, admins: 1, teams: 2, roles: 3, pendingInvites: 1 },
    });
  });

  it('answers 404 to a stranger and 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const stranger = await registerOrgAdmin(context.app);
    const url = `/api/v1/organizations/${admin.organizationId}/overview`;
    const hidden = await call(context.app, { method: 'GET', url, caller: stranger });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Organization not found' },
    });
    expect((await call(context.app, { method: 'GET', url })).statusCode).toBe(401);
  });
});
