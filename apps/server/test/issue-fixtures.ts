import type { IssueSeverity, IssueStatus } from '@crucible/shared';
import { eq } from 'drizzle-orm';
import { issues, targets } from '../src/db/schema';
import { call, type OrgAdmin, type TestContext } from './harness';

/*
 * Vulnerabilities written straight into the database, for the list's and export's tests: the
 * derivation has its own tests, and filters and orders need rows whose every field is chosen.
 */

const DAY = 86_400_000;

/** An http target (never called) in the team, renamed to `name` as stored, any characters. */
export async function targetNamed(
  ctx: TestContext,
  admin: OrgAdmin,
  teamId: string,
  name: string,
): Promise<string> {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/targets',
    caller: admin,
    payload: {
      teamId,
      name: `Target ${Math.random().toString(36).slice(2, 8)}`,
      config: { type: 'http', url: 'http://127.0.0.1:9/chat', body: { prompt: '{{prompt}}' } },
    },
  });
  if (response.statusCode !== 201) throw new Error(`target create failed: ${response.body}`);
  const id = response.json().id as string;
  await ctx.database.db.update(targets).set({ name }).where(eq(targets.id, id));
  return id;
}

/** A second team in the admin's organization, with the admin as its Admin. */
export async function secondTeam(ctx: TestContext, admin: OrgAdmin): Promise<string> {
  const team = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/teams',
    caller: admin,
    payload: { name: `Team ${Math.random().toString(36).slice(2, 8)}` },
  });
  if (team.statusCode !== 201) throw new Error(`team create failed: ${team.body}`);
  const teamId = team.json().id as string;
  const member = await call(ctx.app, {
    method: 'POST',
    url: `/api/v1/teams/${teamId}/members`,
    caller: admin,
    payload: { userId: admin.userId, roleId: admin.roles.admin },
  });
  if (member.statusCode !== 201) throw new Error(`team member add failed: ${member.body}`);
  return teamId;
}

export type IssueSeed = {
  teamId: string;
  targetId: string;
  pluginId: string;
  severity: IssueSeverity;
  status: IssueStatus;
  occurrences: number;
  /** How long ago it was last seen, in days. */
  daysAgo: number;
};

/** Inserts the issues; answers their ids in the same order. */
export async function seedIssues(
  ctx: TestContext,
  admin: OrgAdmin,
  seeds: IssueSeed[],
): Promise<string[]> {
  const now = Date.now();
  const rows = await ctx.database.db
    .insert(issues)
    .values(
      seeds.map((seed) => {
        const lastSeenAt = new Date(now - seed.daysAgo * DAY);
        return {
          organizationId: admin.organizationId,
          teamId: seed.teamId,
          targetId: seed.targetId,
          pluginId: seed.pluginId,
          status: seed.status,
          severity: seed.severity,
          occurrences: seed.occurrences,
          firstSeenAt: new Date(lastSeenAt.getTime() - 30 * DAY),
          lastSeenAt,
          lastScanAt: lastSeenAt,
        };
      }),
    )
    .returning({ id: issues.id, targetId: issues.targetId, pluginId: issues.pluginId });
  const idOf = new Map(rows.map((row) => [`${row.targetId} ${row.pluginId}`, row.id]));
  return seeds.map((seed) => idOf.get(`${seed.targetId} ${seed.pluginId}`)!);
}
