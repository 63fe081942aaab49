import { createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  call,
  register,
  registerOrgAdmin,
  useTestApp,
  type Caller,
} from '../../../test/harness';

const context = useTestApp();

const abilities = (caller: Caller | null, teamId?: string) =>
  call(context.app, {
    method: 'GET',
    url: `/api/v1/users/me/abilities${teamId === undefined ? '' : `?teamId=${teamId}`}`,
    caller,
  });

/** What every team member may read whatever their role. */
const BASE_RULE = { action: 'read', subject: ['Provider', 'PluginCollection', 'Guardrail'] };
const MCP = ['McpApplication', 'McpServer', 'McpPermission', 'McpUser', 'McpAlert'];

describe('GET /users/me/abilities?teamId=', () => {
  it('gives an organization admin every right in every team', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await abilities(admin, admin.defaultTeamId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      teamId: admin.defaultTeamId,
      rules: [BASE_RULE, { action: 'manage', subject: 'all' }],
    });
    // Also in a team the admin is not a member of.
    const team = await call(context.app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Elsewhere' },
    });
    const elsewhere = await abilities(admin, team.json().id);
    expect(elsewhere.json()).toEqual({
      teamId: team.json().id,
      rules: [BASE_RULE, { action: 'manage', subject: 'all' }],
    });
  });

  it('gives a Viewer read rules only', async () => {
    const admin = await registerOrgAdmin(context.app);
    const viewer = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const response = await abilities(viewer, admin.defaultTeamId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      teamId: admin.defaultTeamId,
      rules: [
        BASE_RULE,
        { action: 'read', subject: ['Config', 'GradingExample'] },
        { action: 'read', subject: ['Eval', 'EvalJob'] },
        { action: 'read', subject: ['Issue'] },
        { action: 'read', subject: ['PluginSeverityOverride'] },
        { action: 'read', subject: ['CustomPolicy'] },
        { action: 'read', subject: ['ModelAudit'] },
        { action: 'read', subject: MCP },
      ],
    });
  });

  it('gives an Editor create, update and delete on the working subjects, but not administration', async () => {
    const admin = await registerOrgAdmin(context.app);
    const editor = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.editor,
    });
    const response = await abilities(editor, admin.defaultTeamId);
    expect(response.statusCode).toBe(200);
    const ability = createMongoAbility(response.json().rules);
    for (const subject of ['Config', 'Eval', 'EvalJob', 'Issue', 'Provider', 'McpServer']) {
      for (const action of ['read', 'create', 'update', 'delete']) {
        expect(ability.can(action, subject), `${action} ${subject}`).toBe(true);
      }
    }
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('create', 'Guardrail')).toBe(false);
    expect(ability.can('create', 'PluginCollection')).toBe(false);
  });

  it("follows a custom role's permission sets, and a role change at once", async () => {
    const admin = await registerOrgAdmin(context.app);
    const role = await call(context.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/roles`,
      caller: admin,
      payload: { name: 'Target Creator', permissionSets: ['CREATE_PROVIDERS', 'RUN_SCANS'] },
    });
    const member = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: role.json().id,
    });
    expect((await abilities(member, admin.defaultTeamId)).json().rules).toEqual([
      BASE_RULE,
      { action: 'create', subject: 'Provider' },
      { action: ['read', 'create'], subject: ['EvalJob', 'Eval'] },
    ]);
    await call(context.app, {
      method: 'PUT',
      url: `/api/v1/teams/${admin.defaultTeamId}/members/${member.userId}`,
      caller: admin,
      payload: { roleId: admin.roles.admin },
    });
    expect((await abilities(member, admin.defaultTeamId)).json().rules).toEqual([
      BASE_RULE,
      { action: 'manage', subject: 'all' },
    ]);
  });

  it('answers no rules for a member of the organization outside the team', async () => {
    const admin = await registerOrgAdmin(context.app);
    const outsider = await addOrgMember(context.app, admin);
    const response = await abilities(outsider, admin.defaultTeamId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ teamId: admin.defaultTeamId, rules: [] });
  });

  it("answers 404 for another organization's team and for an unknown team", async () => {
    const admin = await registerOrgAdmin(context.app);
    const other = await registerOrgAdmin(context.app);
    for (const teamId of [other.defaultTeamId, '00000000-0000-4000-8000-000000000000']) {
      const response = await abilities(admin, teamId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Team not found' } });
    }
  });

  it.each([['not-a-uuid'], [undefined]])('rejects the team id %s', async (teamId) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await abilities(admin, teamId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid team ID',
        details: [{ path: 'teamId', message: 'Invalid team ID' }],
      },
    });
  });

  it('answers 403 without an organization and 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const loner = await register(context.app);
    const noOrg = await abilities(loner, admin.defaultTeamId);
    expect(noOrg.statusCode).toBe(403);
    expect(noOrg.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Create or join an organization first' },
    });
    const signedOut = await abilities(null, admin.defaultTeamId);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' },
    });
  });
});
