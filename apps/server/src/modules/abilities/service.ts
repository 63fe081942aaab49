import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { type RawRule, rulesForPermissionSets } from '@crucible/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { roles, teamMembers, teams } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/context';

export type Ability = MongoAbility;

/**
 * The CASL rules a caller holds in one team of their organization: an organization admin may do
 * everything in every team; a member holds their role's permission sets; anyone else nothing.
 * A team of another organization is not found.
 */
// Every team-scoped request runs it: a prepared statement, planned once per connection.
const roleInTeam = preparedPer((db: Database) =>
  db
    .select({ teamId: teams.id, permissionSets: roles.permissionSets })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder('userId'))),
    )
    .leftJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(
      and(
        eq(teams.id, sql.placeholder('teamId')),
        eq(teams.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('role_in_team'),
);

/**
 * The caller's role in a team is the one query every team-scoped request adds, and a person
 * polling a list asks it again and again: it is kept for a second per database. Any mutating
 * API call forgets them all before it answers (`forgetTeamRoles`, plugins/role-cache.ts), so a
 * change made through this server applies at once; one made through another server process
 * within `ROLE_TTL_MS`.
 */
export const ROLE_TTL_MS = 1000;
const ROLE_CACHE_MAX = 10_000;
type CachedRole = {
  expires: number;
  /** The `generation` it was read in: a later mutating call makes it stale. */
  generation: number;
  found: boolean;
  permissionSets: string[] | null;
};
const roleCaches = preparedPer(() => new Map<string, CachedRole>());
let generation = 0;

export function forgetTeamRoles(): void {
  generation++;
}

async function roleOf(
  db: Database,
  params: { userId: string; teamId: string; organizationId: string },
): Promise<CachedRole> {
  const cache = roleCaches(db);
  const key = `${params.organizationId}/${params.teamId}/${params.userId}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.generation === generation && cached.expires > now) return cached;
  // Read in the generation the query started in: a change landing meanwhile makes it stale.
  const asked = generation;
  const [row] = await roleInTeam(db).execute(params);
  const role = {
    expires: now + ROLE_TTL_MS,
    generation: asked,
    found: row !== undefined,
    permissionSets: row?.permissionSets ?? null,
  };
  if (cache.size >= ROLE_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, role);
  return role;
}

export async function teamRules(
  db: Database,
  auth: AuthContext,
  teamId: string,
): Promise<RawRule[]> {
  const organizationId = auth.organization?.id;
  if (!organizationId) throw AppError.notFound('Team');
  const role = await roleOf(db, { userId: auth.user.id, teamId, organizationId });
  if (!role.found) throw AppError.notFound('Team');
  if (auth.isAdmin) return rulesForPermissionSets(['ADMINISTRATOR']);
  return role.permissionSets ? rulesForPermissionSets(role.permissionSets) : [];
}

export function buildAbility(rules: RawRule[]): Ability {
  return createMongoAbility(rules as Parameters<typeof createMongoAbility>[0]);
}
