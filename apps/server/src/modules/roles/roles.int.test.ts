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

const rolesUrl = (admin: OrgAdmin, roleId?: string) =>
  `/api/v1/organizations/${admin.organizationId}/roles${roleId ? `/${roleId}` : ''}`;

const createRole = (admin: OrgAdmin, payload: unknown, caller: Caller = admin) =>
  call(context.app, { method: 'POST', url: rolesUrl(admin), caller, payload });

const updateRole = (admin: OrgAdmin, roleId: string, payload: unknown) =>
  call(context.app, { method: 'PUT', url: rolesUrl(admin, roleId), caller: admin, payload });

const auditOf = (organizationId: string, action: string) =>
  auditRows(context, organizationId, action);

const nameRequired = validationError('name', 'Name is required');
const builtInConflict = {
  error: { code: 'CONFLICT', message: 'Built-in roles cannot be changed or deleted' },
};
const duplicateSlug = {
  error: {
    code: 'CONFLICT',
    message: 'A role with this slug already exists',
    details: [{ path: 'slug', message: 'A role with this slug already exists' }],
  },
};
const roleNotFound = { error: { code: 'NOT_FOUND', message: 'Role not found' } };

describe('GET /organizations/{orgId}/roles', () => {
  it('lists custom roles first, then the built-in ones, each by name', async () => {
    const admin = await registerOrgAdmin(context.app);
    const custom = (await createRole(admin, { name: 'Auditor' })).json();
    const response = await call(context.app, {
      method: 'GET',
      url: rolesUrl(admin),
      caller: admin,
    });
    expect(response.statusCode).toBe(200);
    const builtIn = (name: string, slug: string, permissionSets: string[]) => ({
      id: expect.any(String),
      organizationId: admin.organizationId,
      name,
      slug,
      permissionSets,
      builtIn: true,
      createdAt: anyTime,
      updatedAt: anyTime,
    });
    expect(response.json()).toEqual({
      roles: [
        custom,
        builtIn('Admin', 'admin', ['ADMINISTRATOR']),
        builtIn('Editor', 'editor', [
          'MANAGE_CONFIGURATIONS',
          'MANAGE_EVALS',
          'MANAGE_ISSUES',
          'MANAGE_PLUGIN_SEVERITY_OVERRIDES',
          'MANAGE_CUSTOM_POLICIES',
          'MANAGE_MODEL_AUDITS',
          'MANAGE_PROVIDERS',
          'RUN_SCANS',
          'MANAGE_MCP_PROXY',
        ]),
        builtIn('Viewer', 'viewer', [
          'VIEW_CONFIGURATIONS',
          'VIEW_EVALS',
          'VIEW_ISSUES',
          'VIEW_PLUGIN_SEVERITY_OVERRIDES',
          'VIEW_CUSTOM_POLICIES',
          'VIEW_MODEL_AUDITS',
          'VIEW_MCP_PROXY',
        ]),
      ],
    });
  });

  it('is for admins only: 403 to members, 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.admin,
    });
    const forbidden = {
      error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
    };
    const requests = [
      { method: 'GET', url: rolesUrl(admin) },
      { method: 'POST', url: rolesUrl(admin), payload: { name: 'Sneaky' } },
      { method: 'GET', url: rolesUrl(admin, admin.roles.viewer) },
      { method: 'PUT', url: rolesUrl(admin, admin.roles.viewer), payload: { name: 'Sneaky' } },
      { method: 'DELETE', url: rolesUrl(admin, admin.roles.viewer) },
    ] as const;
    for (const request of requests) {
      const refused = await call(context.app, { ...request, caller: member });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(forbidden);
      expect((await call(context.app, request)).statusCode).toBe(401);
    }
    const roles = await call(context.app, { method: 'GET', url: rolesUrl(admin), caller: admin });
    expect(roles.json().roles.map((r: { name: string }) => r.name)).toEqual([
      'Admin',
      'Editor',
      'Viewer',
    ]);
  });
});

describe('POST /organizations/{orgId}/roles', () => {
  it('creates a custom role', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createRole(admin, {
      name: '  Scan Runner ',
      slug: 'scan_runner',
      permissionSets: ['RUN_SCANS', 'VIEW_EVALS', 'RUN_SCANS'],
    });
    expect(response.statusCode).toBe(201);
    const role = response.json();
    expect(role).toEqual({
      id: expect.any(String),
      organizationId: admin.organizationId,
      name: 'Scan Runner',
      slug: 'scan_runner',
      permissionSets: ['RUN_SCANS', 'VIEW_EVALS'],
      builtIn: false,
      createdAt: anyTime,
      updatedAt: anyTime,
    });
    const read = await call(context.app, {
      method: 'GET',
      url: rolesUrl(admin, role.id),
      caller: admin,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(role);
    expect(await auditOf(admin.organizationId, 'role.create')).toEqual([
      { actorUserId: admin.userId, subject: 'Role', subjectId: role.id, statusCode: 201 },
    ]);
  });

  it('derives the slug from the name and defaults to no permission sets', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createRole(admin, { name: 'Security Reviewers (EU)' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      expect.objectContaining({
        name: 'Security Reviewers (EU)',
        slug: 'security-reviewers-eu',
        permissionSets: [],
        builtIn: false,
      }),
    );
  });

  it.each([
    ['a missing name', {}],
    ['an empty name', { name: '' }],
    ['a whitespace name', { name: ' \t ' }],
  ])('rejects %s with "Name is required"', async (_label, payload) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createRole(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(nameRequired);
  });

  it.each([[''], ['   ']])('rejects an empty slug (%o)', async (slug) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createRole(admin, { name: 'Valid', slug });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Slug cannot be empty');
    expect(error.details[0]).toEqual({ path: 'slug', message: 'Slug cannot be empty' });
    expect(error.details.every((d: { path: string }) => d.path === 'slug')).toBe(true);
  });

  it('rejects a slug with characters outside the pattern', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createRole(admin, { name: 'Valid', slug: 'Not A Slug' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      validationError('slug', 'Slug may contain lowercase letters, digits, - and _'),
    );
  });

  it('rejects an unknown permission set, naming its position', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await createRole(admin, {
      name: 'Odd',
      permissionSets: ['VIEW_EVALS', 'RUN_SCANS', 'LAUNCH_MISSILES'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      validationError('permissionSets.2', 'Unknown permission set: LAUNCH_MISSILES'),
    );
  });

  it('refuses a slug already taken, including a built-in one', async () => {
    const admin = await registerOrgAdmin(context.app);
    expect((await createRole(admin, { name: 'Triage', slug: 'triage' })).statusCode).toBe(201);
    for (const payload of [
      { name: 'Other', slug: 'triage' },
      { name: 'Triage' },
      { name: 'Admin' },
    ]) {
      const response = await createRole(admin, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(duplicateSlug);
    }
    // Slugs are per organization.
    const other = await registerOrgAdmin(context.app);
    expect((await createRole(other, { name: 'Triage', slug: 'triage' })).statusCode).toBe(201);
  });
});

describe('GET /organizations/{orgId}/roles/{roleId}', () => {
  it('answers 404 for an unknown role and 400 for a malformed id', async () => {
    const admin = await registerOrgAdmin(context.app);
    const unknown = await call(context.app, {
      method: 'GET',
      url: rolesUrl(admin, '00000000-0000-4000-8000-000000000000'),
      caller: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(roleNotFound);
    const malformed = await call(context.app, {
      method: 'GET',
      url: rolesUrl(admin, 'nope'),
      caller: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(validationError('roleId', 'Invalid role ID'));
  });
});

describe('PUT /organizations/{orgId}/roles/{roleId}', () => {
  it('updates a custom role, keeping its slug when none is given', async () => {
    const admin = await registerOrgAdmin(context.app);
    const role = (
      await createRole(admin, { name: 'Draft', permissionSets: ['VIEW_EVALS'] })
    ).json();
    const renamed = await updateRole(admin, role.id, {
      name: 'Final',
      permissionSets: ['MANAGE_EVALS', 'VIEW_ISSUES'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      ...role,
      name: 'Final',
      slug: 'draft',
      permissionSets: ['MANAGE_EVALS', 'VIEW_ISSUES'],
      updatedAt: anyTime,
    });
    const reslugged = await updateRole(admin, role.id, { name: 'Final', slug: 'final' });
    expect(reslugged.json()).toEqual({
      ...role,
      name: 'Final',
      slug: 'final',
      permissionSets: [],
      updatedAt: anyTime,
    });
    const read = await call(context.app, {
      method: 'GET',
      url: rolesUrl(admin, role.id),
      caller: admin,
    });
    expect(read.json()).toEqual(reslugged.json());
    expect(await auditOf(admin.organizationId, 'role.update')).toEqual([
      { actorUserId: admin.userId, subject: 'Role', subjectId: role.id, statusCode: 200 },
      { actorUserId: admin.userId, subject: 'Role', subjectId: role.id, statusCode: 200 },
    ]);
  });

  it('validates like create', async () => {
    const admin = await registerOrgAdmin(context.app);
    const role = (await createRole(admin, { name: 'Draft' })).json();
    const blank = await updateRole(admin, role.id, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(nameRequired);
    const unknownSet = await updateRole(admin, role.id, { name: 'Ok', permissionSets: ['NOPE'] });
    expect(unknownSet.statusCode).toBe(400);
    expect(unknownSet.json()).toEqual(
      validationError('permissionSets.0', 'Unknown permission set: NOPE'),
    );
  });

  it('refuses a slug another role has', async () => {
    const admin = await registerOrgAdmin(context.app);
    const role = (await createRole(admin, { name: 'Draft' })).json();
    const response = await updateRole(admin, role.id, { name: 'Draft', slug: 'viewer' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(duplicateSlug);
  });

  it('refuses to change a built-in role', async () => {
    const admin = await registerOrgAdmin(context.app);
    for (const roleId of Object.values(admin.roles)) {
      const response = await updateRole(admin, roleId, {
        name: 'Hacked',
        permissionSets: ['ADMINISTRATOR'],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(builtInConflict);
    }
    const viewer = await call(context.app, {
      method: 'GET',
      url: rolesUrl(admin, admin.roles.viewer),
      caller: admin,
    });
    expect(viewer.json()).toEqual(expect.objectContaining({ name: 'Viewer', builtIn: true }));
  });

  it('answers 404 for an unknown role', async () => {
    const admin = await registerOrgAdmin(context.app);
    const response = await updateRole(admin, '00000000-0000-4000-8000-000000000000', {
      name: 'Ghost',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(roleNotFound);
  });
});

describe('DELETE /organizations/{orgId}/roles/{roleId}', () => {
  it('deletes an unused custom role', async () => {
    const admin = await registerOrgAdmin(context.app);
    const role = (await createRole(admin, { name: 'Temporary' })).json();
    const url = rolesUrl(admin, role.id);
    const response = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const read = await call(context.app, { method: 'GET', url, caller: admin });
    expect(read.statusCode).toBe(404);
    const again = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(roleNotFound);
    expect(await auditOf(admin.organizationId, 'role.delete')).toEqual([
      { actorUserId: admin.userId, subject: 'Role', subjectId: role.id, statusCode: 204 },
      { actorUserId: admin.userId, subject: 'Role', subjectId: role.id, statusCode: 404 },
    ]);
  });

  it('refuses to delete a role in use until its members are reassigned', async () => {
    const admin = await registerOrgAdmin(context.app);
    const role = (await createRole(admin, { name: 'Busy' })).json();
    const member = await addOrgMember(context.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: role.id,
    });
    const url = rolesUrl(admin, role.id);
    const refused = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This role is assigned to team members; reassign them first',
      },
    });
    await call(context.app, {
      method: 'PUT',
      url: `/api/v1/teams/${admin.defaultTeamId}/members/${member.userId}`,
      caller: admin,
      payload: { roleId: admin.roles.viewer },
    });
    expect((await call(context.app, { method: 'DELETE', url, caller: admin })).statusCode).toBe(
      204,
    );
  });

  it('refuses to delete a built-in role', async () => {
    const admin = await registerOrgAdmin(context.app);
    for (const roleId of Object.values(admin.roles)) {
      const response = await call(context.app, {
        method: 'DELETE',
        url: rolesUrl(admin, roleId),
        caller: admin,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(builtInConflict);
    }
    const roles = await call(context.app, { method: 'GET', url: rolesUrl(admin), caller: admin });
    expect(roles.json().roles).toHaveLength(3);
  });
});
