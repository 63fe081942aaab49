import {
  BUILT_IN_ROLES,
  type CreateOrganizationRequest,
  type MyOrganization,
  type OrganizationOverview,
  type OrganizationUser,
  type UpdateOrganizationRequest,
} from '@crucible/shared';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import {
  organizationInvites,
  organizationMembers,
  organizations,
  roles,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { iso } from '../../lib/time';
import { createDemoTarget } from '../targets/service';
import { emitWebhookEvent } from '../webhooks/emit';
import { memberRemoved } from '../webhooks/events';
import { listOrganizationsOf } from './queries';
import { toOrganization } from './serialize';

export const DEFAULT_TEAM_NAME = 'Default';

/**
 * A new organization comes complete: the built-in roles, a default team with the demo target to
 * scan, and its creator as administrator and Admin member of that team.
 */
export async function createOrganization(
  db: Database,
  options: CreateOrganizationRequest & { creatorId: string },
) {
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: options.name })
      .returning();
    if (!organization) throw new Error('organization insert returned nothing');
    const builtIn = await tx
      .insert(roles)
      .values(
        BUILT_IN_ROLES.map((role) => ({
          organizationId: organization.id,
          name: role.name,
          slug: role.slug,
          permissionSets: [...role.permissionSets],
          builtIn: true,
        })),
      )
      .returning();
    const adminRole = builtIn.find((role) => role.slug === 'admin');
    const [team] = await tx
      .insert(teams)
      .values({ organizationId: organization.id, name: DEFAULT_TEAM_NAME })
      .returning();
    if (!adminRole || !team) throw new Error('organization seed returned nothing');
    await tx
      .insert(organizationMembers)
      .values({ organizationId: organization.id, userId: options.creatorId, isAdmin: true });
    await tx.insert(teamMembers).values({
      teamId: team.id,
      userId: options.creatorId,
      organizationId: organization.id,
      roleId: adminRole.id,
    });
    await createDemoTarget(tx, { organizationId: organization.id, teamId: team.id });
    return { organization, defaultTeam: team, roles: builtIn };
  });
}

export async function listMyOrganizations(db: Db, userId: string): Promise<MyOrganization[]> {
  const rows = await listOrganizationsOf(db, userId);
  return rows.map((row) => ({ ...toOrganization(row.organization), isAdmin: row.isAdmin }));
}

export async function getOrganization(db: Db, organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw AppError.notFound('Organization');
  return row;
}

export async function updateOrganization(
  db: Db,
  organizationId: string,
  changes: UpdateOrganizationRequest,
) {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning();
  if (!row) throw AppError.notFound('Organization');
  return row;
}

export async function listOrganizationUsers(
  db: Db,
  organizationId: string,
): Promise<OrganizationUser[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      isAdmin: organizationMembers.isAdmin,
      joinedAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
    joinedAt: iso(row.joinedAt),
  }));
}

/** An organization must keep at least one administrator, or nobody could manage it again. */
async function assertAnotherAdminRemains(db: Db, organizationId: string, userId: string) {
  const [row] = await db
    .select({ admins: count() })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.isAdmin, true),
        sql`${organizationMembers.userId} <> ${userId}`,
      ),
    );
  if (!row || row.admins === 0) {
    throw AppError.conflict('An organization needs at least one administrator');
  }
}

export async function setOrganizationAdmin(
  db: Database,
  options: { organizationId: string; userId: string; isAdmin: boolean },
): Promise<OrganizationUser> {
  await db.transaction(async (tx) => {
    // Lock the organization's row so two concurrent demotions cannot both pass the check.
    await tx.execute(
      sql`select id from organizations where id = ${options.organizationId} for update`,
    );
    if (!options.isAdmin)
      await assertAnotherAdminRemains(tx, options.organizationId, options.userId);
    const updated = await tx
      .update(organizationMembers)
      .set({ isAdmin: options.isAdmin })
      .where(
        and(
          eq(organizationMembers.organizationId, options.organizationId),
          eq(organizationMembers.userId, options.userId),
        ),
      )
      .returning();
    if (updated.length === 0) throw AppError.notFound('User');
  });
  const found = (await listOrganizationUsers(db, options.organizationId)).find(
    (user) => user.id === options.userId,
  );
  if (!found) throw AppError.notFound('User');
  return found;
}

/** Removing a user from an organization also removes them from its teams. */
export async function removeOrganizationUser(
  db: Database,
  options: { organizationId: string; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from organizations where id = ${options.organizationId} for update`,
    );
    await assertAnotherAdminRemains(tx, options.organizationId, options.userId);
    await tx
      .delete(teamMembers)
      .where(
        and(
          eq(teamMembers.organizationId, options.organizationId),
          eq(teamMembers.userId, options.userId),
        ),
      );
    const removed = await tx
      .delete(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, options.organizationId),
          eq(organizationMembers.userId, options.userId),
        ),
      )
      .returning();
    if (removed.length === 0) throw AppError.notFound('User');
    await emitWebhookEvent(tx, options.organizationId, memberRemoved(options));
  });
}

export async function organizationOverview(
  db: Db,
  organizationId: string,
): Promise<OrganizationOverview> {
  const organization = await getOrganization(db, organizationId);
  const scalar = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [members, admins, teamCount, roleCount, pendingInvites] = await Promise.all([
    scalar(
      db
        .select({ value: count() })
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, organizationId)),
    ),
    scalar(
      db
        .select({ value: count() })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.isAdmin, true),
          ),
        ),
    ),
    scalar(
      db.select({ value: count() }).from(teams).where(eq(teams.organizationId, organizationId)),
    ),
    scalar(
      db.select({ value: count() }).from(roles).where(eq(roles.organizationId, organizationId)),
    ),
    scalar(
      db
        .select({ value: count() })
        .from(organizationInvites)
        .where(
          and(
            eq(organizationInvites.organizationId, organizationId),
            isNull(organizationInvites.acceptedAt),
            gt(organizationInvites.expiresAt, sql`now()`),
          ),
        ),
    ),
  ]);
  return {
    organization: toOrganization(organization),
    counts: { users: members, admins, teams: teamCount, roles: roleCount, pendingInvites },
  };
}
