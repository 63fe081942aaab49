import type { MyTeam, Team, TeamMember } from '@crucible/shared';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { organizationMembers, roles, teamMembers, teams, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { iso } from '../../lib/time';

type TeamRow = typeof teams.$inferSelect & { memberCount: number };

function toTeam(row: TeamRow): Team {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    memberCount: row.memberCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const memberCount = (db: Db) => db.$count(teamMembers, eq(teamMembers.teamId, teams.id));

function selectTeams(db: Db) {
  return db.select({ ...getTableColumns(teams), memberCount: memberCount(db) }).from(teams);
}

// Every page load of the SPA lists teams, so the statement is prepared.
const teamsOfOrganization = preparedPer((db: Database) =>
  selectTeams(db)
    .where(eq(teams.organizationId, sql.placeholder('organizationId')))
    .orderBy(asc(teams.name))
    .prepare('list_teams'),
);

export async function listTeams(db: Database, organizationId: string): Promise<Team[]> {
  const rows = await teamsOfOrganization(db).execute({ organizationId });
  return rows.map(toTeam);
}

export async function listMyTeams(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<MyTeam[]> {
  const rows = await teamsOfUser(db).execute({ organizationId, userId });
  return rows.map((row) => ({ ...toTeam(row), roleId: row.roleId, roleName: row.roleName }));
}

// The team switcher asks on every page load: prepared.
const teamsOfUser = preparedPer((db: Database) =>
  db
    .select({
      ...getTableColumns(teams),
      memberCount: memberCount(db),
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(
      and(
        eq(teamMembers.userId, sql.placeholder('userId')),
        eq(teamMembers.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .orderBy(asc(teams.name))
    .prepare('teams_of_user'),
);

export async function getTeam(db: Db, organizationId: string, teamId: string): Promise<Team> {
  const [row] = await selectTeams(db).where(
    and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)),
  );
  if (!row) throw AppError.notFound('Team');
  return toTeam(row);
}

/** Whether the caller may see a team's page and members: its members and organization admins. */
export async function assertCanViewTeam(
  db: Db,
  options: { organizationId: string; teamId: string; userId: string; isAdmin: boolean },
): Promise<void> {
  await getTeam(db, options.organizationId, options.teamId);
  if (options.isAdmin) return;
  const [membership] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, options.teamId), eq(teamMembers.userId, options.userId)));
  if (!membership) throw AppError.forbidden('Only members of this team can see it');
}

const duplicateName = () => AppError.conflict('A team with this name already exists', 'name');

export async function createTeam(
  db: Db,
  options: { organizationId: string; name: string },
): Promise<Team> {
  try {
    const [row] = await db.insert(teams).values(options).returning();
    if (!row) throw new Error('team insert returned nothing');
    return toTeam({ ...row, memberCount: 0 });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function renameTeam(
  db: Db,
  options: { organizationId: string; teamId: string; name: string },
): Promise<Team> {
  try {
    const updated = await db
      .update(teams)
      .set({ name: options.name, updatedAt: new Date() })
      .where(and(eq(teams.id, options.teamId), eq(teams.organizationId, options.organizationId)))
      .returning();
    if (updated.length === 0) throw AppError.notFound('Team');
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
  return getTeam(db, options.organizationId, options.teamId);
}

export async function deleteTeam(db: Db, organizationId: string, teamId: string): Promise<void> {
  const deleted = await db
    .delete(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)))
    .returning({ id: teams.id });
  if (deleted.length === 0) throw AppError.notFound('Team');
}

/**
 * A team's members, for its members and the organization's administrators: one prepared
 * statement finds the team in the organization (404 otherwise) and its members, so whether the
 * caller may see them is read off the same rows.
 */
export async function listMembers(
  db: Database,
  options: { organizationId: string; teamId: string; userId: string; isAdmin: boolean },
): Promise<TeamMember[]> {
  const rows = await membersOfTeam(db).execute(options);
  if (rows.length === 0) throw AppError.notFound('Team');
  const members = rows.flatMap((row) =>
    row.userId === null || row.roleId === null
      ? []
      : [
          {
            userId: row.userId,
            roleId: row.roleId,
            name: row.name ?? '',
            email: row.email ?? '',
            roleName: row.roleName ?? '',
            createdAt: iso(row.createdAt ?? new Date(0)),
          },
        ],
  );
  if (!options.isAdmin && !members.some((member) => member.userId === options.userId)) {
    throw AppError.forbidden('Only members of this team can see it');
  }
  return members;
}

const membersOfTeam = preparedPer((db: Database) =>
  db
    .select({
      userId: teamMembers.userId,
      roleId: teamMembers.roleId,
      name: users.name,
      email: users.email,
      roleName: roles.name,
      createdAt: teamMembers.createdAt,
    })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(
      and(
        eq(teams.id, sql.placeholder('teamId')),
        eq(teams.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .orderBy(asc(users.name))
    .prepare('team_members'),
);

/** The user and the role named in a member request must both belong to the team's organization. */
async function assertMemberRefs(
  db: Db,
  organizationId: string,
  refs: { userId?: string; roleId: string },
) {
  if (refs.userId) {
    const [member] = await db
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, organizationId),
          eq(organizationMembers.userId, refs.userId),
        ),
      );
    if (!member) throw AppError.invalidField('userId', 'User is not a member of this organization');
  }
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, refs.roleId), eq(roles.organizationId, organizationId)));
  if (!role) throw AppError.invalidField('roleId', 'Role not found');
}

async function findMember(
  db: Db,
  organizationId: string,
  teamId: string,
  userId: string,
): Promise<TeamMember> {
  const [member] = await db
    .select({
      userId: teamMembers.userId,
      roleId: teamMembers.roleId,
      name: users.name,
      email: users.email,
      roleName: roles.name,
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.organizationId, organizationId),
        eq(teamMembers.userId, userId),
      ),
    );
  if (!member) throw AppError.notFound('Team member');
  return { ...member, createdAt: iso(member.createdAt) };
}

export async function addMember(
  db: Db,
  options: { organizationId: string; teamId: string; userId: string; roleId: string },
): Promise<TeamMember> {
  await getTeam(db, options.organizationId, options.teamId);
  await assertMemberRefs(db, options.organizationId, options);
  try {
    await db.insert(teamMembers).values(options);
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.conflict('This user is already in the team', 'userId');
    throw error;
  }
  return findMember(db, options.organizationId, options.teamId, options.userId);
}

export async function changeMemberRole(
  db: Db,
  options: { organizationId: string; teamId: string; userId: string; roleId: string },
): Promise<TeamMember> {
  await getTeam(db, options.organizationId, options.teamId);
  await assertMemberRefs(db, options.organizationId, { roleId: options.roleId });
  const updated = await db
    .update(teamMembers)
    .set({ roleId: options.roleId })
    .where(
      and(
        eq(teamMembers.teamId, options.teamId),
        eq(teamMembers.userId, options.userId),
        eq(teamMembers.organizationId, options.organizationId),
      ),
    )
    .returning();
  if (updated.length === 0) throw AppError.notFound('Team member');
  return findMember(db, options.organizationId, options.teamId, options.userId);
}

export async function removeMember(
  db: Db,
  options: { organizationId: string; teamId: string; userId: string },
): Promise<void> {
  const deleted = await db
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, options.teamId),
        eq(teamMembers.userId, options.userId),
        eq(teamMembers.organizationId, options.organizationId),
      ),
    )
    .returning();
  if (deleted.length === 0) throw AppError.notFound('Team member');
}
