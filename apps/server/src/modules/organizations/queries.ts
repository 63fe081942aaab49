import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationMembers, organizations } from '../../db/schema';

export function findMembership(db: Db, organizationId: string, userId: string) {
  return db
    .select({ isAdmin: organizationMembers.isAdmin })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

export function listOrganizationsOf(db: Db, userId: string) {
  return db
    .select({ organization: organizations, isAdmin: organizationMembers.isAdmin })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
}
