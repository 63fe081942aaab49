import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { type RawRule, rulesForPermissionSets } from '@crucible/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, teamMembers, teams } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/context';

export type Ability = MongoAbility;

/**
 * The CASL rules a caller holds in one team of their organization: an organization admin may do
 * everything in every team; a member holds their role's permission sets; anyone else nothing.
 * A team of another organization is not found.
 */
export async function teamRules(db: Db, auth: AuthContext, teamId: string): Promise<RawRule[]> {
  const organizationId = auth.organization?.id;
  if (!organizationId) throw AppError.notFound('Team');
  const [row] = await db
    .select({ teamId: teams.id, permissionSets: roles.permissionSets })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, auth.user.id)),
    )
    .leftJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)))
    .limit(1);
  if (!row) throw AppError.notFound('Team');
  if (auth.isAdmin) return rulesForPermissionSets(['ADMINISTRATOR']);
  return row.permissionSets ? rulesForPermissionSets(row.permissionSets) : [];
}

export function buildAbility(rules: RawRule[]): Ability {
  return createMongoAbility(rules as Parameters<typeof createMongoAbility>[0]);
}
