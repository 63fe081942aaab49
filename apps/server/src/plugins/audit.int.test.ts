import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../db/schema';
import { call, registerOrgAdmin, useTestApp } from '../../test/harness';

describe('audit log', () => {
  const ctx = useTestApp();
  const rowsFor = (organizationId: string) =>
    ctx.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.organizationId, organizationId))
      .orderBy(auditLogs.id);

  it('records each mutating call with actor, organization, subject, outcome and address', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Red' },
    });
    const teamId: string = created.json().id;
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/teams/${teamId}`,
      caller: admin,
      payload: { name: 'Red Team' },
    });
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Red Team' },
    });
    await call(ctx.app, { method: 'GET', url: '/api/v1/teams', caller: admin });

    const rows = await rowsFor(admin.organizationId);
    expect(rows.map((row) => [row.action, row.subject, row.statusCode])).toEqual([
      ['organization.create', 'Organization', 201],
      ['team.create', 'Team', 201],
      ['team.update', 'Team', 200],
      ['team.create', 'Team', 409],
    ]);
    expect(rows[1]).toMatchObject({
      actorUserId: admin.userId,
      organizationId: admin.organizationId,
      subjectId: teamId,
      method: 'POST',
      path: '/api/v1/teams',
      ip: '127.0.0.1',
    });
    expect(rows[2]?.subjectId).toBe(teamId);
  });

  it('records refused sign-ins without an actor', async () => {
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@example.com', password: 'nope nope' },
    });
    const rows = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.login'), eq(auditLogs.statusCode, 401)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({
      actorUserId: null,
      subject: 'User',
      path: '/api/v1/users/login',
    });
  });

  it("keeps a stranger's probe out of the probed organization's trail", async () => {
    const victim = await registerOrgAdmin(ctx.app, 'Victim');
    const stranger = await registerOrgAdmin(ctx.app, 'Stranger');
    const probe = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/organizations/${victim.organizationId}`,
      caller: stranger,
      payload: { name: 'Owned' },
    });
    expect(probe.statusCode).toBe(404);
    const victimRows = await rowsFor(victim.organizationId);
    expect(victimRows.map((row) => row.actorUserId)).not.toContain(stranger.userId);
    const strangerRows = await rowsFor(stranger.organizationId);
    expect(strangerRows.at(-1)).toMatchObject({
      action: 'organization.update',
      statusCode: 404,
      subjectId: victim.organizationId,
    });
  });
});
