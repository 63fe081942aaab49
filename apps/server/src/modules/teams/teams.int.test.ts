import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  type Caller,
  register,
  registerOrgAdmin,
  useTestApp,
} from '../../../test/harness';

const context = useTestApp();
const anyTime = expect.any(String);

const createTeam = (caller: Caller, name: unknown) =>
  call(context.app, { method: 'POST', url: '/api/v1/teams', caller, payload: { name } });

const auditOf = (organizationId: string, action: string) =>
  auditRows(context, organizationId, action);

const onlyAdmins = {
  error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
};
const teamNotFound = { error: { code: 'NOT_FOUND', message: 'Team not found' } };
const duplicateName = {
  error: {
    code: 'CONFLICT',
    message: 'A team with this name already exists',
    details: [{ path: 'name', message: 'A team with this name already exists' }],
  },
};

describe('GET /teams', () => {
  it('lists every team of the current organization, by name, to any member', async () => {
    const admin = await registerOrgAdmin(context.app);
    const red = (await createTeam(admin, 'Red Team')).json();
    await registerOrgAdmin(context.app); // another organization's Default team stays out
    const member = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const response = await call(context.app, {
      method: 'GET',
      url: '/api/v1/teams',
      caller: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      teams: [
        {
          id: admin.defaultTeamId,
          organizationId: admin.organizationId,
          name: 'Default',
          memberCount: 2,
          createdAt: anyTime,
          updatedAt: anyTime,
        },
        { ...red, memberCount: 0 },
      ],
    });
  });

  it('answers 403 to a user without an organization and 401 when signed out', async () => {
    const loner = await register(context.app);
    const response = await call(context.app, {
      method: 'GET',
      url: '/api/v1/teams',
      caller: loner,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Create or join an organization first' },
    });
    const signedOut = await call(context.app, { method: 'GET', url: '/api/v1/teams' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' },
    });
  });
});

describe('GET /users/me/teams', () => {
  it("lists only the caller's teams with their role there", async () => {
    const admin = await registerOrgAdmin(context.app);
    const other = (await createTeam(admin, 'Other')).json();
    const member = await addOrgMember(context.app, admin, {
      teamId: other.id,
      roleId: admin.roles.editor,
    });
    const response = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me/teams',
      caller: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      teams: [{ ...other, memberCount: 1, roleId: admin.roles.editor, roleName: 'Editor' }],
    });
    const loner = await addOrgMember(context.app, admin);
    const none = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me/teams',
      caller: loner,
    });
    expect(none.json()).toEqual({ teams: [] });
    const signedOut = await call(context.app, { method: 'GET', url: '/api/v1/users/me/teams' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('POST /teams', () => {
  it('creates a team in the current organization', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createTeam(admin, '  Blue Team  ');
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toEqual({
      id: expect.any(String),
      organizationId: admin.organizationId,
      name: 'Blue Team',
      memberCount: 0,
      createdAt: anyTime,
      updatedAt: anyTime,
    });
    const read = await call(context.app, {
      method: 'GET',
      url: `/api/v1/teams/${team.id}`,
      caller: admin,
    });
    expect(read.json()).toEqual(team);
    expect(await auditOf(admin.organizationId, 'team.create')).toEqual([
      { actorUserId: admin.userId, subject: 'Team', subjectId: team.id, statusCode: 201 },
    ]);
  });

  it('refuses a duplicate name in the organization but not in another one', async () => {
    const admin = await registerOrgAdmin(context.app);
    for (const name of ['Default', ' Default ']) {
      const response = await createTeam(admin, name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(duplicateName);
    }
    const other = await registerOrgAdmin(context.app);
    expect((await createTeam(other, 'Shared Name')).statusCode).toBe(201);
    expect((await createTeam(admin, 'Shared Name')).statusCode).toBe(201);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
  ])('rejects a %s name', async (_label, name) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createTeam(admin, name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Name is required',
        details: [{ path: 'name', message: 'Name is required' }],
      },
    });
  });

  it('refuses a member who is not an admin, records it, and answers 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin);
    const refused = await createTeam(member, 'Rogue');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(onlyAdmins);
    expect(await auditOf(admin.organizationId, 'team.create')).toEqual([
      { actorUserId: member.userId, subject: 'Team', subjectId: null, statusCode: 403 },
    ]);
    const list = await call(context.app, { method: 'GET', url: '/api/v1/teams', caller: admin });
    expect(list.json().teams.map((t: { name: string }) => t.name)).toEqual(['Default']);
    const signedOut = await call(context.app, {
      method: 'POST',
      url: '/api/v1/teams',
      payload: { name: 'Nobody' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /teams/{id}', () => {
  it('answers the team to its members and to admins, 403 to other members', async () => {
    const admin = await registerOrgAdmin(context.app);
    const team = (await createTeam(admin, 'Private')).json();
    const insider = await addOrgMember(context.app, admin, {
      teamId: team.id,
      roleId: admin.roles.viewer,
    });
    const outsider = await addOrgMember(context.app, admin);
    const url = `/api/v1/teams/${team.id}`;
    for (const caller of [admin, insider]) {
      const response = await call(context.app, { method: 'GET', url, caller });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...team, memberCount: 1 });
    }
    const refused = await call(context.app, { method: 'GET', url, caller: outsider });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only members of this team can see it' },
    });
    expect((await call(context.app, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    const admin = await registerOrgAdmin(context.app);
    const unknown = await call(context.app, {
      method: 'GET',
      url: '/api/v1/teams/00000000-0000-4000-8000-000000000000',
      caller: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(teamNotFound);
    const malformed = await call(context.app, {
      method: 'GET',
      url: '/api/v1/teams/nope',
      caller: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid team ID',
        details: [{ path: 'id', message: 'Invalid team ID' }],
      },
    });
  });
});

describe('PUT /teams/{id}', () => {
  it('renames a team', async () => {
    const admin = await registerOrgAdmin(context.app);
    const url = `/api/v1/teams/${admin.defaultTeamId}`;
    const response = await call(context.app, {
      method: 'PUT',
      url,
      caller: admin,
      payload: { name: ' Renamed ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: admin.defaultTeamId,
      organizationId: admin.organizationId,
      name: 'Renamed',
      memberCount: 1,
      createdAt: anyTime,
      updatedAt: anyTime,
    });
    expect((await call(context.app, { method: 'GET', url, caller: admin })).json()).toEqual(
      response.json(),
    );
    expect(await auditOf(admin.organizationId, 'team.update')).toEqual([
      {
        actorUserId: admin.userId,
        subject: 'Team',
        subjectId: admin.defaultTeamId,
        statusCode: 200,
      },
    ]);
  });

  it('refuses a name another team has, and keeps its own name acceptable', async () => {
    const admin = await registerOrgAdmin(context.app);
    const second = (await createTeam(admin, 'Second')).json();
    const clash = await call(context.app, {
      method: 'PUT',
      url: `/api/v1/teams/${second.id}`,
      caller: admin,
      payload: { name: 'Default' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(duplicateName);
    const same = await call(context.app, {
      method: 'PUT',
      url: `/api/v1/teams/${second.id}`,
      caller: admin,
      payload: { name: 'Second' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('validates, refuses non-admins, and answers 404 for an unknown team', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.editor,
    });
    const url = `/api/v1/teams/${admin.defaultTeamId}`;
    const blank = await call(context.app, {
      method: 'PUT',
      url,
      caller: admin,
      payload: { name: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toEqual([{ path: 'name', message: 'Name is required' }]);
    const refused = await call(context.app, {
      method: 'PUT',
      url,
      caller: member,
      payload: { name: 'Mine now' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(onlyAdmins);
    const unknown = await call(context.app, {
      method: 'PUT',
      url: '/api/v1/teams/00000000-0000-4000-8000-000000000000',
      caller: admin,
      payload: { name: 'Ghost' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(teamNotFound);
    const signedOut = await call(context.app, { method: 'PUT', url, payload: { name: 'X' } });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('DELETE /teams/{id}', () => {
  it('deletes a team and its memberships', async () => {
    const admin = await registerOrgAdmin(context.app);
    const team = (await createTeam(admin, 'Doomed')).json();
    const member = await addOrgMember(context.app, admin, {
      teamId: team.id,
      roleId: admin.roles.editor,
    });
    const url = `/api/v1/teams/${team.id}`;
    const response = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call(context.app, { method: 'GET', url, caller: admin })).statusCode).toBe(404);
    const memberTeams = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me/teams',
      caller: member,
    });
    expect(memberTeams.json()).toEqual({ teams: [] });
    const again = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(teamNotFound);
    expect(await auditOf(admin.organizationId, 'team.delete')).toEqual([
      { actorUserId: admin.userId, subject: 'Team', subjectId: team.id, statusCode: 204 },
      { actorUserId: admin.userId, subject: 'Team', subjectId: team.id, statusCode: 404 },
    ]);
  });

  it('refuses a member who is not an admin and answers 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.admin,
    });
    const url = `/api/v1/teams/${admin.defaultTeamId}`;
    const refused = await call(context.app, { method: 'DELETE', url, caller: member });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(onlyAdmins);
    expect((await call(context.app, { method: 'DELETE', url })).statusCode).toBe(401);
    expect((await call(context.app, { method: 'GET', url, caller: admin })).statusCode).toBe(200);
  });
});
