import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  type Caller,
  type OrgAdmin,
  registerOrgAdmin,
  useTestApp,
  validationError,
} from '../../../test/harness';

const context = useTestApp();
const anyTime = expect.any(String);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const membersUrl = (teamId: string, userId?: string) =>
  `/api/v1/teams/${teamId}/members${userId ? `/${userId}` : ''}`;

const addMember = (caller: Caller, teamId: string, payload: Record<string, unknown>) =>
  call(context.app, { method: 'POST', url: membersUrl(teamId), caller, payload });

const auditOf = (organizationId: string, action: string) =>
  auditRows(context, organizationId, action);

const onlyAdmins = {
  error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
};
const memberNotFound = { error: { code: 'NOT_FOUND', message: 'Team member not found' } };

/** An admin, a second team, and an organization member in no team yet. */
async function setup() {
  const admin = await registerOrgAdmin(context.app);
  const team = await call(context.app, {
    method: 'POST',
    url: '/api/v1/teams',
    caller: admin,
    payload: { name: 'Squad' },
  });
  const member = await addOrgMember(context.app, admin, { name: 'Newcomer' });
  return { admin, teamId: team.json().id as string, member };
}

describe('GET /teams/{id}/members', () => {
  it('lists members with their roles, by name, to admins and team members only', async () => {
    const admin = await registerOrgAdmin(context.app);
    const insider = await addOrgMember(context.app, admin, {
      name: 'Alice Insider',
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const outsider = await addOrgMember(context.app, admin);
    const expected = {
      members: [
        {
          userId: insider.userId,
          roleId: admin.roles.viewer,
          name: 'Alice Insider',
          email: insider.email,
          roleName: 'Viewer',
          createdAt: anyTime,
        },
        {
          userId: admin.userId,
          roleId: admin.roles.admin,
          name: 'Org Admin',
          email: admin.email,
          roleName: 'Admin',
          createdAt: anyTime,
        },
      ],
    };
    const url = membersUrl(admin.defaultTeamId);
    for (const caller of [admin, insider]) {
      const response = await call(context.app, { method: 'GET', url, caller });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    const refused = await call(context.app, { method: 'GET', url, caller: outsider });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only members of this team can see it' },
    });
    expect((await call(context.app, { method: 'GET', url })).statusCode).toBe(401);
    const unknown = await call(context.app, {
      method: 'GET',
      url: membersUrl(UNKNOWN_ID),
      caller: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Team not found' } });
  });
});

describe('POST /teams/{id}/members', () => {
  it('adds an organization member to the team with a role', async () => {
    const { admin, teamId, member } = await setup();
    const response = await addMember(admin, teamId, {
      userId: member.userId,
      roleId: admin.roles.editor,
    });
    expect(response.statusCode).toBe(201);
    const added = {
      userId: member.userId,
      roleId: admin.roles.editor,
      name: 'Newcomer',
      email: member.email,
      roleName: 'Editor',
      createdAt: anyTime,
    };
    expect(response.json()).toEqual(added);
    const list = await call(context.app, { method: 'GET', url: membersUrl(teamId), caller: admin });
    expect(list.json()).toEqual({ members: [added] });
    const mine = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me/teams',
      caller: member,
    });
    expect(mine.json().teams).toEqual([
      expect.objectContaining({ id: teamId, roleId: admin.roles.editor, roleName: 'Editor' }),
    ]);
    expect(await auditOf(admin.organizationId, 'team.member.add')).toEqual([
      {
        actorUserId: admin.userId,
        subject: 'TeamMember',
        subjectId: member.userId,
        statusCode: 201,
      },
    ]);
  });

  it('refuses a user who is already in the team', async () => {
    const { admin, teamId, member } = await setup();
    await addMember(admin, teamId, { userId: member.userId, roleId: admin.roles.viewer });
    const again = await addMember(admin, teamId, {
      userId: member.userId,
      roleId: admin.roles.editor,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This user is already in the team',
        details: [{ path: 'userId', message: 'This user is already in the team' }],
      },
    });
  });

  it.each([
    ['userId', { userId: 'not-a-uuid' }, 'Invalid user ID'],
    ['userId', { userId: undefined }, 'Invalid user ID'],
    ['roleId', { roleId: 'not-a-uuid' }, 'Invalid role ID'],
    ['roleId', { roleId: undefined }, 'Invalid role ID'],
  ])('rejects a bad %s (%o)', async (path, override, message) => {
    const { admin, teamId, member } = await setup();
    const response = await addMember(admin, teamId, {
      userId: member.userId,
      roleId: admin.roles.viewer,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(path, message));
  });

  it('refuses a user outside the organization and a role of another organization', async () => {
    const { admin, teamId, member } = await setup();
    const other = await registerOrgAdmin(context.app);
    const stranger = await addMember(admin, teamId, {
      userId: other.userId,
      roleId: admin.roles.viewer,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual(
      validationError('userId', 'User is not a member of this organization'),
    );
    const foreignRole = await addMember(admin, teamId, {
      userId: member.userId,
      roleId: other.roles.viewer,
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json()).toEqual(validationError('roleId', 'Role not found'));
    const list = await call(context.app, { method: 'GET', url: membersUrl(teamId), caller: admin });
    expect(list.json()).toEqual({ members: [] });
  });

  it('answers 404 for an unknown team, 403 to non-admins and 401 when signed out', async () => {
    const { admin, teamId, member } = await setup();
    const body = { userId: member.userId, roleId: admin.roles.viewer };
    const unknown = await addMember(admin, UNKNOWN_ID, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Team not found' } });
    const refused = await addMember(member, teamId, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(onlyAdmins);
    const signedOut = await call(context.app, {
      method: 'POST',
      url: membersUrl(teamId),
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

async function withTeamMember(): Promise<{ admin: OrgAdmin; teamId: string; member: Caller }> {
  const { admin, teamId, member } = await setup();
  await addMember(admin, teamId, { userId: member.userId, roleId: admin.roles.editor });
  return { admin, teamId, member };
}

describe('PUT /teams/{id}/members/{userId}', () => {
  it("changes a member's role", async () => {
    const { admin, teamId, member } = await withTeamMember();
    const response = await call(context.app, {
      method: 'PUT',
      url: membersUrl(teamId, member.userId),
      caller: admin,
      payload: { roleId: admin.roles.viewer },
    });
    expect(response.statusCode).toBe(200);
    const changed = {
      userId: member.userId,
      roleId: admin.roles.viewer,
      name: 'Newcomer',
      email: member.email,
      roleName: 'Viewer',
      createdAt: anyTime,
    };
    expect(response.json()).toEqual(changed);
    const list = await call(context.app, { method: 'GET', url: membersUrl(teamId), caller: admin });
    expect(list.json()).toEqual({ members: [changed] });
  });

  it('records the member changed as the subject of the audit row', async () => {
    const { admin, teamId, member } = await withTeamMember();
    await call(context.app, {
      method: 'PUT',
      url: membersUrl(teamId, member.userId),
      caller: admin,
      payload: { roleId: admin.roles.viewer },
    });
    expect(await auditOf(admin.organizationId, 'team.member.update')).toEqual([
      {
        actorUserId: admin.userId,
        subject: 'TeamMember',
        subjectId: member.userId,
        statusCode: 200,
      },
    ]);
  });

  it('answers 404 for a user not in the team and validates ids', async () => {
    const { admin, teamId, member } = await setup();
    const notInTeam = await call(context.app, {
      method: 'PUT',
      url: membersUrl(teamId, member.userId),
      caller: admin,
      payload: { roleId: admin.roles.viewer },
    });
    expect(notInTeam.statusCode).toBe(404);
    expect(notInTeam.json()).toEqual(memberNotFound);
    const badUser = await call(context.app, {
      method: 'PUT',
      url: membersUrl(teamId, 'nope'),
      caller: admin,
      payload: { roleId: admin.roles.viewer },
    });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json()).toEqual(validationError('userId', 'Invalid user ID'));
    const badRole = await call(context.app, {
      method: 'PUT',
      url: membersUrl(teamId, member.userId),
      caller: admin,
      payload: { roleId: 'nope' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toEqual(validationError('roleId', 'Invalid role ID'));
  });

  it('refuses non-admins and answers 401 when signed out', async () => {
    const { admin, teamId, member } = await withTeamMember();
    const url = membersUrl(teamId, member.userId);
    const payload = { roleId: admin.roles.admin };
    const refused = await call(context.app, { method: 'PUT', url, caller: member, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(onlyAdmins);
    expect((await call(context.app, { method: 'PUT', url, payload })).statusCode).toBe(401);
    const list = await call(context.app, { method: 'GET', url: membersUrl(teamId), caller: admin });
    expect(list.json().members).toEqual([expect.objectContaining({ roleName: 'Editor' })]);
  });
});

describe('DELETE /teams/{id}/members/{userId}', () => {
  it('removes a member from the team', async () => {
    const { admin, teamId, member } = await withTeamMember();
    const url = membersUrl(teamId, member.userId);
    const response = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const list = await call(context.app, { method: 'GET', url: membersUrl(teamId), caller: admin });
    expect(list.json()).toEqual({ members: [] });
    const again = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(memberNotFound);
    // Still a member of the organization.
    const mine = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      caller: member,
    });
    expect(mine.json().organization.id).toBe(admin.organizationId);
  });

  it('records the member removed as the subject of the audit row', async () => {
    const { admin, teamId, member } = await withTeamMember();
    await call(context.app, {
      method: 'DELETE',
      url: membersUrl(teamId, member.userId),
      caller: admin,
    });
    expect(await auditOf(admin.organizationId, 'team.member.remove')).toEqual([
      {
        actorUserId: admin.userId,
        subject: 'TeamMember',
        subjectId: member.userId,
        statusCode: 204,
      },
    ]);
  });

  it('refuses non-admins and answers 401 when signed out', async () => {
    const { admin, teamId, member } = await withTeamMember();
    const url = membersUrl(teamId, admin.userId);
    const refused = await call(context.app, { method: 'DELETE', url, caller: member });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(onlyAdmins);
    expect((await call(context.app, { method: 'DELETE', url })).statusCode).toBe(401);
    const bad = await call(context.app, {
      method: 'DELETE',
      url: membersUrl(teamId, 'nope'),
      caller: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(validationError('userId', 'Invalid user ID'));
  });
});
