import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addOrgMember,
  call,
  registerOrgAdmin,
  useTestApp,
  type Caller,
  type OrgAdmin,
  type Request,
} from '../test/harness';

/**
 * An administrator of organization B reaches for organization A's resources by id. Every such
 * call must answer 404 — the same as for an id that does not exist — and never A's data, and
 * must leave A untouched.
 */
const context = useTestApp();

type TenantA = {
  admin: OrgAdmin;
  member: Caller;
  teamId: string;
  roleId: string;
  inviteId: string;
  tokenId: string;
  token: string;
  /** Strings that must never appear in an answer to B. */
  secrets: string[];
};

let a: TenantA;
let b: OrgAdmin;

beforeAll(async () => {
  const marker = randomUUID().slice(0, 8);
  const admin = await registerOrgAdmin(context.app, `Secret Org ${marker}`);
  const team = await call(context.app, {
    method: 'POST',
    url: '/api/v1/teams',
    caller: admin,
    payload: { name: `Secret Team ${marker}` },
  });
  const role = await call(context.app, {
    method: 'POST',
    url: `/api/v1/organizations/${admin.organizationId}/roles`,
    caller: admin,
    payload: { name: `Secret Role ${marker}`, permissionSets: ['VIEW_EVALS'] },
  });
  const teamId: string = team.json().id;
  const member = await addOrgMember(context.app, admin, {
    name: `Secret Member ${marker}`,
    teamId,
    roleId: admin.roles.editor,
  });
  const invite = await call(context.app, {
    method: 'POST',
    url: `/api/v1/organizations/${admin.organizationId}/invites`,
    caller: admin,
    payload: { email: `secret-invitee-${marker}@example.com` },
  });
  const token = await call(context.app, {
    method: 'POST',
    url: '/api/v1/users/me/api-tokens',
    caller: admin,
    payload: { name: `Secret Token ${marker}` },
  });
  a = {
    admin,
    member,
    teamId,
    roleId: role.json().id,
    inviteId: invite.json().invite.id,
    tokenId: token.json().id,
    token: token.json().token,
    secrets: [marker, admin.email, member.email, admin.userId, member.userId, teamId],
  };
  b = await registerOrgAdmin(context.app, 'Prying Org');
});

type Probe = { name: string; request: () => Omit<Request, 'caller'>; message: unknown };

/** A team member under another organization's team: either the team or the member is not found. */
const teamOrMemberNotFound = expect.stringMatching(/^Team (member )?not found$/);

const orgA = () => `/api/v1/organizations/${a.admin.organizationId}`;
const orgB = () => `/api/v1/organizations/${b.organizationId}`;

const probes: Probe[] = [
  // Organizations named in the path.
  {
    name: 'GET org',
    request: () => ({ method: 'GET', url: orgA() }),
    message: 'Organization not found',
  },
  {
    name: 'PUT org',
    request: () => ({ method: 'PUT', url: orgA(), payload: { name: 'Pwned' } }),
    message: 'Organization not found',
  },
  {
    name: 'GET overview',
    request: () => ({ method: 'GET', url: `${orgA()}/overview` }),
    message: 'Organization not found',
  },
  {
    name: 'GET users',
    request: () => ({ method: 'GET', url: `${orgA()}/users` }),
    message: 'Organization not found',
  },
  {
    name: 'PUT user (A org)',
    request: () => ({
      method: 'PUT',
      url: `${orgA()}/users/${a.member.userId}`,
      payload: { isAdmin: true },
    }),
    message: 'Organization not found',
  },
  {
    name: 'DELETE user (A org)',
    request: () => ({ method: 'DELETE', url: `${orgA()}/users/${a.member.userId}` }),
    message: 'Organization not found',
  },
  {
    name: 'GET invites',
    request: () => ({ method: 'GET', url: `${orgA()}/invites` }),
    message: 'Organization not found',
  },
  {
    name: 'POST invite',
    request: () => ({
      method: 'POST',
      url: `${orgA()}/invites`,
      payload: { email: 'spy@example.com' },
    }),
    message: 'Organization not found',
  },
  {
    name: 'DELETE invite (A org)',
    request: () => ({ method: 'DELETE', url: `${orgA()}/invites/${a.inviteId}` }),
    message: 'Organization not found',
  },
  {
    name: 'GET roles',
    request: () => ({ method: 'GET', url: `${orgA()}/roles` }),
    message: 'Organization not found',
  },
  {
    name: 'POST role',
    request: () => ({ method: 'POST', url: `${orgA()}/roles`, payload: { name: 'Spy' } }),
    message: 'Organization not found',
  },
  {
    name: 'GET role (A org)',
    request: () => ({ method: 'GET', url: `${orgA()}/roles/${a.roleId}` }),
    message: 'Organization not found',
  },
  {
    name: 'PUT role (A org)',
    request: () => ({
      method: 'PUT',
      url: `${orgA()}/roles/${a.roleId}`,
      payload: { name: 'Spy' },
    }),
    message: 'Organization not found',
  },
  {
    name: 'DELETE role (A org)',
    request: () => ({ method: 'DELETE', url: `${orgA()}/roles/${a.roleId}` }),
    message: 'Organization not found',
  },
  {
    name: 'switch organization',
    request: () => ({
      method: 'POST',
      url: '/api/v1/users/me/switch-organization',
      payload: { organizationId: a.admin.organizationId },
    }),
    message: 'Organization not found',
  },
  // A's resources under B's own organization.
  {
    name: 'PUT user (B org, grant)',
    request: () => ({
      method: 'PUT',
      url: `${orgB()}/users/${a.member.userId}`,
      payload: { isAdmin: true },
    }),
    message: 'User not found',
  },
  {
    name: 'PUT user (B org, revoke)',
    request: () => ({
      method: 'PUT',
      url: `${orgB()}/users/${a.admin.userId}`,
      payload: { isAdmin: false },
    }),
    message: 'User not found',
  },
  {
    name: 'DELETE user (B org)',
    request: () => ({ method: 'DELETE', url: `${orgB()}/users/${a.member.userId}` }),
    message: 'User not found',
  },
  {
    name: 'DELETE invite (B org)',
    request: () => ({ method: 'DELETE', url: `${orgB()}/invites/${a.inviteId}` }),
    message: 'Invite not found',
  },
  {
    name: 'GET role (B org)',
    request: () => ({ method: 'GET', url: `${orgB()}/roles/${a.roleId}` }),
    message: 'Role not found',
  },
  {
    name: 'PUT role (B org)',
    request: () => ({
      method: 'PUT',
      url: `${orgB()}/roles/${a.roleId}`,
      payload: { name: 'Spy' },
    }),
    message: 'Role not found',
  },
  {
    name: 'PUT built-in role (B org)',
    request: () => ({
      method: 'PUT',
      url: `${orgB()}/roles/${a.admin.roles.viewer}`,
      payload: { name: 'Spy' },
    }),
    message: 'Role not found',
  },
  {
    name: 'DELETE role (B org)',
    request: () => ({ method: 'DELETE', url: `${orgB()}/roles/${a.roleId}` }),
    message: 'Role not found',
  },
  // Teams: routes act in the caller's current organization.
  {
    name: 'GET team',
    request: () => ({ method: 'GET', url: `/api/v1/teams/${a.teamId}` }),
    message: 'Team not found',
  },
  {
    name: 'PUT team',
    request: () => ({
      method: 'PUT',
      url: `/api/v1/teams/${a.teamId}`,
      payload: { name: `Pwned ${randomUUID()}` },
    }),
    message: 'Team not found',
  },
  {
    name: 'DELETE team',
    request: () => ({ method: 'DELETE', url: `/api/v1/teams/${a.teamId}` }),
    message: 'Team not found',
  },
  {
    name: 'GET team members',
    request: () => ({ method: 'GET', url: `/api/v1/teams/${a.teamId}/members` }),
    message: 'Team not found',
  },
  {
    name: 'POST team member (B ids in body)',
    request: () => ({
      method: 'POST',
      url: `/api/v1/teams/${a.teamId}/members`,
      payload: { userId: b.userId, roleId: b.roles.admin },
    }),
    message: 'Team not found',
  },
  {
    name: 'POST team member (A ids in body)',
    request: () => ({
      method: 'POST',
      url: `/api/v1/teams/${a.teamId}/members`,
      payload: { userId: a.member.userId, roleId: a.admin.roles.admin },
    }),
    message: 'Team not found',
  },
  {
    name: 'PUT team member (B role in body)',
    request: () => ({
      method: 'PUT',
      url: `/api/v1/teams/${a.teamId}/members/${a.member.userId}`,
      payload: { roleId: b.roles.admin },
    }),
    message: teamOrMemberNotFound,
  },
  {
    name: 'PUT team member (A role in body)',
    request: () => ({
      method: 'PUT',
      url: `/api/v1/teams/${a.teamId}/members/${a.member.userId}`,
      payload: { roleId: a.admin.roles.admin },
    }),
    message: teamOrMemberNotFound,
  },
  {
    name: 'DELETE team member',
    request: () => ({
      method: 'DELETE',
      url: `/api/v1/teams/${a.teamId}/members/${a.member.userId}`,
    }),
    message: teamOrMemberNotFound,
  },
  {
    name: 'GET abilities',
    request: () => ({ method: 'GET', url: `/api/v1/users/me/abilities?teamId=${a.teamId}` }),
    message: 'Team not found',
  },
  // The caller's own tokens only.
  {
    name: 'DELETE api token',
    request: () => ({ method: 'DELETE', url: `/api/v1/users/me/api-tokens/${a.tokenId}` }),
    message: 'API token not found',
  },
];

describe("an admin of organization B reaching for organization A's resources", () => {
  it.each(probes.map((probe) => [probe.name, probe] as const))(
    '%s answers 404',
    async (_name, probe) => {
      const response = await call(context.app, { ...probe.request(), caller: b });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: probe.message } });
      for (const secret of a.secrets) expect(response.body).not.toContain(secret);
    },
  );

  it('sees none of A in its own lists', async () => {
    const urls = [
      '/api/v1/organizations',
      '/api/v1/users/me/organizations',
      '/api/v1/teams',
      '/api/v1/users/me/teams',
      '/api/v1/users/me/api-tokens',
      `${orgB()}/users`,
      `${orgB()}/roles`,
      `${orgB()}/invites`,
      `${orgB()}/overview`,
    ];
    for (const url of urls) {
      const response = await call(context.app, { method: 'GET', url, caller: b });
      expect(response.statusCode, url).toBe(200);
      for (const secret of [
        ...a.secrets,
        a.admin.organizationId,
        a.roleId,
        a.inviteId,
        a.tokenId,
      ]) {
        expect(response.body, url).not.toContain(secret);
      }
    }
  });

  it('left organization A exactly as it was', async () => {
    const get = (url: string) => call(context.app, { method: 'GET', url, caller: a.admin });
    const organization = await get(orgA());
    expect(organization.json().name).toMatch(/^Secret Org /);
    const members = await get(`/api/v1/teams/${a.teamId}/members`);
    expect(members.json().members).toEqual([
      expect.objectContaining({ userId: a.member.userId, roleId: a.admin.roles.editor }),
    ]);
    const team = await get(`/api/v1/teams/${a.teamId}`);
    expect(team.json().name).toMatch(/^Secret Team /);
    const users = await get(`${orgA()}/users`);
    expect(
      users.json().users.map((u: { id: string; isAdmin: boolean }) => [u.id, u.isAdmin]),
    ).toEqual(
      expect.arrayContaining([
        [a.admin.userId, true],
        [a.member.userId, false],
      ]),
    );
    const roles = await get(`${orgA()}/roles`);
    expect(roles.json().roles).toHaveLength(4);
    expect(roles.json().roles[0]).toEqual(
      expect.objectContaining({ id: a.roleId, permissionSets: ['VIEW_EVALS'] }),
    );
    const invites = await get(`${orgA()}/invites`);
    expect(invites.json().invites.map((i: { id: string }) => i.id)).toEqual([a.inviteId]);
    const viaToken = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(viaToken.statusCode).toBe(200);
    const bMe = await call(context.app, { method: 'GET', url: '/api/v1/users/me', caller: b });
    expect(bMe.json().organization.id).toBe(b.organizationId);
  });
});
