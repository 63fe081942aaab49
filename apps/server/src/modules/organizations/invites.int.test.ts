import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, organizationInvites } from '../../db/schema';
import {
  addOrgMember,
  call,
  type Caller,
  type OrgAdmin,
  register,
  registerOrgAdmin,
  uniqueEmail,
  useTestApp,
  validationError,
} from '../../../test/harness';

const context = useTestApp();
const anyTime = expect.any(String);

const invitesUrl = (admin: OrgAdmin) => `/api/v1/organizations/${admin.organizationId}/invites`;

const invite = (admin: OrgAdmin, payload: Record<string, unknown>, caller: Caller = admin) =>
  call(context.app, { method: 'POST', url: invitesUrl(admin), caller, payload });

const accept = (caller: Caller, inviteCode: unknown) =>
  call(context.app, {
    method: 'POST',
    url: '/api/v1/users/me/accept-invite',
    caller,
    payload: { inviteCode },
  });

const invalidCode = validationError('inviteCode', 'This invite code is invalid or has expired');

describe('POST /organizations/{orgId}/invites', () => {
  it('answers the invite with its code and link, once', async () => {
    const admin = await registerOrgAdmin(context.app);
    const email = uniqueEmail('Invitee');
    const response = await invite(admin, { email });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const expectedInvite = {
      id: expect.any(String),
      email: email.toLowerCase(),
      teamId: null,
      roleId: null,
      invitedBy: 'Org Admin',
      createdAt: anyTime,
      expiresAt: anyTime,
    };
    expect(body).toEqual({
      invite: expectedInvite,
      inviteCode: expect.stringMatching(/^\S{16,}$/),
      inviteUrl: `http://crucible.test/register?inviteCode=${encodeURIComponent(body.inviteCode)}&email=${encodeURIComponent(email.toLowerCase())}`,
    });
    // The list shows the invite but never its code.
    const list = await call(context.app, { method: 'GET', url: invitesUrl(admin), caller: admin });
    expect(list.json()).toEqual({ invites: [body.invite] });
    expect(list.body).not.toContain(body.inviteCode);

    const audit = await context.database.db
      .select({
        actorUserId: auditLogs.actorUserId,
        subject: auditLogs.subject,
        subjectId: auditLogs.subjectId,
        statusCode: auditLogs.statusCode,
      })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, admin.organizationId),
          eq(auditLogs.action, 'organization.invite.create'),
        ),
      );
    expect(audit).toEqual([
      { actorUserId: admin.userId, subject: 'Invite', subjectId: body.invite.id, statusCode: 201 },
    ]);
  });

  it('can name a team and role, which the invitee joins on registering', async () => {
    const admin = await registerOrgAdmin(context.app);
    const email = uniqueEmail('teamed');
    const created = await invite(admin, {
      email,
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().invite).toEqual(
      expect.objectContaining({ teamId: admin.defaultTeamId, roleId: admin.roles.viewer }),
    );
    const invitee = await register(context.app, { email, inviteCode: created.json().inviteCode });
    const teams = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me/teams',
      caller: invitee,
    });
    expect(teams.json().teams).toEqual([
      expect.objectContaining({
        id: admin.defaultTeamId,
        roleId: admin.roles.viewer,
        roleName: 'Viewer',
      }),
    ]);
  });

  it('rejects a team or role of another organization', async () => {
    const admin = await registerOrgAdmin(context.app);
    const other = await registerOrgAdmin(context.app);
    const foreignTeam = await invite(admin, {
      email: uniqueEmail(),
      teamId: other.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    expect(foreignTeam.statusCode).toBe(400);
    expect(foreignTeam.json()).toEqual(validationError('teamId', 'Team not found'));
    const foreignRole = await invite(admin, {
      email: uniqueEmail(),
      teamId: admin.defaultTeamId,
      roleId: other.roles.viewer,
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json()).toEqual(validationError('roleId', 'Role not found'));
  });

  it.each([
    [
      'a team without a role',
      { teamId: '00000000-0000-4000-8000-000000000000' },
      'roleId',
      'Choose both a team and a role, or neither',
    ],
    [
      'a malformed team id',
      { teamId: 'x', roleId: '00000000-0000-4000-8000-000000000000' },
      'teamId',
      'Invalid team ID',
    ],
  ])('rejects %s', async (_label, extra, path, message) => {
    const admin = await registerOrgAdmin(context.app);
    const response = await invite(admin, { email: uniqueEmail(), ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(path, message));
  });

  it('rejects a malformed email and an existing member', async () => {
    const admin = await registerOrgAdmin(context.app);
    const malformed = await invite(admin, { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(validationError('email', 'Enter a valid email address'));
    const member = await addOrgMember(context.app, admin);
    const again = await invite(admin, { email: member.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This person is already a member',
        details: [{ path: 'email', message: 'This person is already a member' }],
      },
    });
  });

  it('refuses a member who is not an admin and answers 401 when signed out', async () => {
    const admin = await registerOrgAdmin(context.app);
    const member = await addOrgMember(context.app, admin);
    const refused = await invite(admin, { email: uniqueEmail() }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only organization administrators can do this' },
    });
    const signedOut = await call(context.app, {
      method: 'POST',
      url: invitesUrl(admin),
      payload: { email: uniqueEmail() },
    });
    expect(signedOut.statusCode).toBe(401);
    for (const method of ['GET', 'DELETE'] as const) {
      const url = method === 'GET' ? invitesUrl(admin) : `${invitesUrl(admin)}/${admin.userId}`;
      expect((await call(context.app, { method, url, caller: member })).statusCode).toBe(403);
      expect((await call(context.app, { method, url })).statusCode).toBe(401);
    }
  });
});

describe('GET /organizations/{orgId}/invites', () => {
  it('lists only pending invites, newest first', async () => {
    const admin = await registerOrgAdmin(context.app);
    await addOrgMember(context.app, admin); // accepted: no longer pending
    const older = (await invite(admin, { email: uniqueEmail('older') })).json().invite;
    const newer = (await invite(admin, { email: uniqueEmail('newer') })).json().invite;
    const lapsed = (await invite(admin, { email: uniqueEmail('lapsed') })).json().invite;
    await context.database.db
      .update(organizationInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvites.id, lapsed.id));
    const response = await call(context.app, {
      method: 'GET',
      url: invitesUrl(admin),
      caller: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invites: [newer, older] });
  });
});

describe('DELETE /organizations/{orgId}/invites/{inviteId}', () => {
  it('withdraws an invite, whose code then stops working', async () => {
    const admin = await registerOrgAdmin(context.app);
    const email = uniqueEmail();
    const created = (await invite(admin, { email })).json();
    const url = `${invitesUrl(admin)}/${created.invite.id}`;
    const response = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const list = await call(context.app, { method: 'GET', url: invitesUrl(admin), caller: admin });
    expect(list.json()).toEqual({ invites: [] });
    const invitee = await register(context.app, { email });
    const accepted = await accept(invitee, created.inviteCode);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toEqual(invalidCode);

    const again = await call(context.app, { method: 'DELETE', url, caller: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Invite not found' } });
    const malformed = await call(context.app, {
      method: 'DELETE',
      url: `${invitesUrl(admin)}/nope`,
      caller: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(validationError('inviteId', 'Invalid invite ID'));
  });
});

describe('POST /users/me/accept-invite', () => {
  it('lets an existing user join the organization, the team and the role the invite names', async () => {
    const admin = await registerOrgAdmin(context.app, 'Joinable');
    const user = await register(context.app, { name: 'Existing User' });
    const created = (
      await invite(admin, {
        email: user.email,
        teamId: admin.defaultTeamId,
        roleId: admin.roles.editor,
      })
    ).json();
    const response = await accept(user, created.inviteCode);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.userId,
        name: 'Existing User',
        email: user.email,
        emailVerified: false,
        createdAt: anyTime,
      },
      organization: {
        id: admin.organizationId,
        name: 'Joinable',
        canUseRedteam: true,
        canUseAdaptiveGuardrails: true,
        createdAt: anyTime,
        updatedAt: anyTime,
      },
      isAdmin: false,
    });
    const teams = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me/teams',
      caller: user,
    });
    expect(teams.json().teams).toEqual([
      expect.objectContaining({ id: admin.defaultTeamId, roleName: 'Editor' }),
    ]);
    const pending = await call(context.app, {
      method: 'GET',
      url: invitesUrl(admin),
      caller: admin,
    });
    expect(pending.json()).toEqual({ invites: [] });

    // A used code cannot be redeemed again.
    const reused = await accept(user, created.inviteCode);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalidCode);
  });

  it('records the acceptance in the audit trail of the organization joined', async () => {
    const admin = await registerOrgAdmin(context.app);
    const user = await register(context.app);
    const created = (await invite(admin, { email: user.email })).json();
    expect((await accept(user, created.inviteCode)).statusCode).toBe(200);
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
          eq(auditLogs.action, 'organization.invite.accept'),
        ),
      )
      .orderBy(asc(auditLogs.id));
    expect(audit).toEqual([
      {
        actorUserId: user.userId,
        organizationId: admin.organizationId,
        subject: 'Invite',
        subjectId: created.invite.id,
        statusCode: 200,
      },
    ]);
  });

  it('rejects an invite sent to another email address', async () => {
    const admin = await registerOrgAdmin(context.app);
    const intended = uniqueEmail('intended');
    const created = (await invite(admin, { email: intended })).json();
    const interloper = await register(context.app);
    const response = await accept(interloper, created.inviteCode);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      validationError('inviteCode', 'This invite was sent to a different email address'),
    );
    const mine = await call(context.app, {
      method: 'GET',
      url: '/api/v1/users/me',
      caller: interloper,
    });
    expect(mine.json().organization).toBeNull();
    // The invite stays pending for the right person.
    const pending = await call(context.app, {
      method: 'GET',
      url: invitesUrl(admin),
      caller: admin,
    });
    expect(pending.json()).toEqual({ invites: [created.invite] });
  });

  it('rejects an expired code and an unknown one', async () => {
    const admin = await registerOrgAdmin(context.app);
    const user = await register(context.app);
    const created = (await invite(admin, { email: user.email })).json();
    await context.database.db
      .update(organizationInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvites.id, created.invite.id));
    for (const code of [created.inviteCode, 'no-such-code']) {
      const response = await accept(user, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidCode);
    }
  });

  it('requires a code and a signed-in caller', async () => {
    const user = await register(context.app);
    const blank = await accept(user, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(validationError('inviteCode', 'Invite code is required'));
    const signedOut = await call(context.app, {
      method: 'POST',
      url: '/api/v1/users/me/accept-invite',
      payload: { inviteCode: 'whatever' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
