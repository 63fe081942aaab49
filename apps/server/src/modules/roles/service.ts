import type { Role, RoleRequest } from '@crucible/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, teamMembers } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { iso } from '../../lib/time';

function toRole(row: typeof roles.$inferSelect): Role {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    slug: row.slug,
    permissionSets: row.permissionSets,
    builtIn: row.builtIn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** "Security Reviewers (EU)" → "security-reviewers-eu". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'role';
}

const duplicateSlug = () => AppError.conflict('A role with this slug already exists', 'slug');

export async function listRoles(db: Db, organizationId: string): Promise<Role[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(eq(roles.organizationId, organizationId))
    .orderBy(asc(roles.builtIn), asc(roles.name));
  return rows.map(toRole);
}

async function findRole(db: Db, organizationId: string, roleId: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organizationId, organizationId)));
  if (!row) throw AppError.notFound('Role');
  return row;
}

export async function getRole(db: Db, organizationId: string, roleId: string): Promise<Role> {
  return toRole(await findRole(db, organizationId, roleId));
}

export async function createRole(
  db: Db,
  options: RoleRequest & { organizationId: string },
): Promise<Role> {
  try {
    const [row] = await db
      .insert(roles)
      .values({
        organizationId: options.organizationId,
        name: options.name,
        slug: options.slug ?? slugify(options.name),
        permissionSets: [...new Set(options.permissionSets)],
      })
      .returning();
    if (!row) throw new Error('role insert returned nothing');
    return toRole(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

/** Built-in roles are the fixed reference every organization shares; they cannot change. */
function assertEditable(row: typeof roles.$inferSelect) {
  if (row.builtIn) throw AppError.conflict('Built-in roles cannot be changed or deleted');
}

export async function updateRole(
  db: Db,
  options: RoleRequest & { organizationId: string; roleId: string },
): Promise<Role> {
  assertEditable(await findRole(db, options.organizationId, options.roleId));
  try {
    const [row] = await db
      .update(roles)
      .set({
        name: options.name,
        ...(options.slug ? { slug: options.slug } : {}),
        permissionSets: [...new Set(options.permissionSets)],
        updatedAt: new Date(),
      })
      .where(and(eq(roles.id, options.roleId), eq(roles.organizationId, options.organizationId)))
      .returning();
    if (!row) throw AppError.notFound('Role');
    return toRole(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

export async function deleteRole(db: Db, organizationId: string, roleId: string): Promise<void> {
  assertEditable(await findRole(db, organizationId, roleId));
  const [inUse] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.roleId, roleId))
    .limit(1);
  if (inUse) throw AppError.conflict('This role is assigned to team members; reassign them first');
  await db.delete(roles).where(and(eq(roles.id, roleId), eq(roles.organizationId, organizationId)));
}
