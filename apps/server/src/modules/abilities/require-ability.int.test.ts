import { and, eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { requireAbility } from '../../plugins/guards';
import {
  addOrgMember,
  call,
  register,
  registerOrgAdmin,
  testConfig,
  testDatabase,
  type Caller,
} from '../../../test/harness';

/**
 * `requireAbility` guards team-scoped routes that do not exist yet, so this file mounts probe
 * routes of its own on a fully built app: one taking the team from the query, one resolving it
 * asynchronously from the path.
 */
let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    mailTransport: async () => undefined,
  });
  const { db } = database;
  await app.register(
    async (scope) => {
      const probe = scope.withTypeProvider<ZodTypeProvider>();
      probe.post(
        '/configs',
        {
          schema: { querystring: z.object({ teamId: z.uuid() }) },
          preHandler: requireAbility(
            db,
            'create',
            'Config',
            (request) => (request.query as { teamId: string }).teamId,
          ),
        },
        async () => ({ created: true }),
      );
      probe.get(
        '/teams/:teamId/evals',
        {
          schema: { params: z.object({ teamId: z.uuid() }) },
          preHandler: requireAbility(db, 'read', 'Eval', async (request) => {
            await Promise.resolve();
            return (request.params as { teamId: string }).teamId;
          }),
        },
        async () => ({ evals: [] }),
      );
    },
    { prefix: '/api/v1/ability-probe' },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const createConfig = (caller: Caller | null, teamId: string, headers?: Record<string, string>) =>
  call(app, {
    method: 'POST',
    url: `/api/v1/ability-probe/configs?teamId=${teamId}`,
    caller,
    ...(headers ? { headers } : {}),
  });

const cannotCreate = {
  error: { code: 'FORBIDDEN', message: 'You cannot create Config in this team' },
};

async function teamWithRoles() {
  const admin = await registerOrgAdmin(app);
  const editor = await addOrgMember(app, admin, {
    teamId: admin.defaultTeamId,
    roleId: admin.roles.editor,
  });
  const viewer = await addOrgMember(app, admin, {
    teamId: admin.defaultTeamId,
    roleId: admin.roles.viewer,
  });
  return { admin, editor, viewer };
}

describe('requireAbility', () => {
  it('lets an Editor of the team through', async () => {
    const { admin, editor } = await teamWithRoles();
    const response = await createConfig(editor, admin.defaultTeamId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: true });
  });

  it('refuses a Viewer of the team with 403, and the refusal is audited', async () => {
    const { admin, viewer } = await teamWithRoles();
    const response = await createConfig(viewer, admin.defaultTeamId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(cannotCreate);
    const audit = await database.db
      .select({ organizationId: auditLogs.organizationId, statusCode: auditLogs.statusCode })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.actorUserId, viewer.userId),
          eq(auditLogs.path, '/api/v1/ability-probe/configs'),
        ),
      );
    expect(audit).toEqual([{ organizationId: admin.organizationId, statusCode: 403 }]);
  });

  it('lets the Viewer read what the role allows', async () => {
    const { admin, viewer } = await teamWithRoles();
    const response = await call(app, {
      method: 'GET',
      url: `/api/v1/ability-probe/teams/${admin.defaultTeamId}/evals`,
      caller: viewer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ evals: [] });
  });

  it('lets an organization admin through in any team of the organization', async () => {
    const { admin } = await teamWithRoles();
    const team = await call(app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Not joined' },
    });
    const response = await createConfig(admin, team.json().id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: true });
  });

  it('judges each team on its own: Editor in one team, nobody in another', async () => {
    const { admin, editor } = await teamWithRoles();
    const other = await call(app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Other team' },
    });
    expect((await createConfig(editor, admin.defaultTeamId)).statusCode).toBe(200);
    const elsewhere = await createConfig(editor, other.json().id);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual(cannotCreate);
    const read = await call(app, {
      method: 'GET',
      url: `/api/v1/ability-probe/teams/${other.json().id}/evals`,
      caller: editor,
    });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You cannot read Eval in this team' },
    });
  });

  it('follows a custom role holding only the create set', async () => {
    const admin = await registerOrgAdmin(app);
    const role = await call(app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/roles`,
      caller: admin,
      payload: { name: 'Config Author', permissionSets: ['CREATE_CONFIGURATIONS'] },
    });
    const author = await addOrgMember(app, admin, {
      teamId: admin.defaultTeamId,
      roleId: role.json().id,
    });
    expect((await createConfig(author, admin.defaultTeamId)).statusCode).toBe(200);
  });

  it('accepts an API token as its owner', async () => {
    const { admin, editor, viewer } = await teamWithRoles();
    for (const [caller, status] of [
      [editor, 200],
      [viewer, 403],
    ] as const) {
      const token = await call(app, {
        method: 'POST',
        url: '/api/v1/users/me/api-tokens',
        caller,
        payload: { name: 'probe' },
      });
      const response = await createConfig(null, admin.defaultTeamId, {
        authorization: `Bearer ${token.json().token}`,
      });
      expect(response.statusCode).toBe(status);
    }
  });

  it("answers 404 for another organization's team, never its rules", async () => {
    const { editor } = await teamWithRoles();
    const other = await registerOrgAdmin(app);
    const response = await createConfig(editor, other.defaultTeamId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Team not found' } });
  });

  it('answers 403 without an organization and 401 when signed out', async () => {
    const admin = await registerOrgAdmin(app);
    const loner = await register(app);
    const noOrg = await createConfig(loner, admin.defaultTeamId);
    expect(noOrg.statusCode).toBe(403);
    expect(noOrg.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Create or join an organization first' },
    });
    const signedOut = await createConfig(null, admin.defaultTeamId);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' },
    });
  });
});
