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

export async function teamRules(
  db: Database,
  auth: AuthContext,
  teamId: string,
): Promise<RawRule[]> {
  const organizationId = auth.organization?.id;
  if (!organizationId) throw AppError.notFound('Team');
  const [row] = await roleInTeam(db).execute({ userId: auth.user.id, teamId, organizationId });
  if (!row) throw AppError.notFound('Team');
  if (auth.isAdmin) return rulesForPermissionSets(['ADMINISTRATOR']);
  return row.permissionSets ? rulesForPermissionSets(row.permissionSets) : [];
}

export function buildAbility(rules: RawRule[]): Ability {
  return createMongoAbility(rules as Parameters<typeof createMongoAbility>[0]);
}
