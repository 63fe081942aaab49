import type { CreateInviteRequest, Invite } from '@crucible/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import {
  organizationInvites,
  organizationMembers,
  roles,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { hoursFromNow, iso } from '../../lib/time';
import { emitWebhookEvent } from '../webhooks/emit';
import { memberAdded } from '../webhooks/events';

const INVITE_TTL_HOURS = 24 * 14;

function toInvite(
  row: typeof organizationInvites.$inferSelect & { invitedByName: string | null },
): Invite {
  return {
    id: row.id,
    email: row.email,
    teamId: row.teamId,
    roleId: row.roleId,
    invitedBy: row.invitedByName,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** Pending invites: not accepted and not expired. */
export async function listInvites(db: Database, organizationId: string): Promise<Invite[]> {
  const rows = await pendingInvites(db).execute({ organizationId });
  return rows.map((row) => toInvite({ ...row.invite, invitedByName: row.invitedByName }));
}

const pendingInvites = preparedPer((db: Database) =>
  db
    .select({ invite: organizationInvites, invitedByName: users.name })
    .from(organizationInvites)
    .leftJoin(users, eq(users.id, organizationInvites.invitedBy))
    .where(
      and(
        eq(organizationInvites.organizationId, sql.placeholder('organizationId')),
        isNull(organizationInvites.acceptedAt),
        gt(organizationInvites.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(organizationInvites.createdAt))
    .prepare('pending_invites'),
);

/** The team and role an invite names must belong to the inviting organization. */
async function assertTeamAndRole(db: Db, organizationId: string, teamId?: string, roleId?: string) {
  if (teamId) {
    const [team] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)));
    if (!team) throw AppError.invalidField('teamId', 'Team not found');
  }
  if (roleId) {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.organizationId, organizationId)));
    if (!role) throw AppError.invalidField('roleId', 'Role not found');
  }
}

export async function createInvite(
  db: Db,
  options: CreateInviteRequest & { organizationId: string; invitedBy: string },
): Promise<{ invite: Invite; inviteCode: string }> {
  await assertTeamAndRole(db, options.organizationId, options.teamId, options.roleId);
  const [alreadyMember] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, options.organizationId),
        eq(users.email, options.email),
      ),
    );
  if (alreadyMember) throw AppError.conflict('This person is already a member', 'email');
  const inviteCode = randomToken(18);
  const [row] = await db
    .insert(organizationInvites)
    .values({
      organizationId: options.organizationId,
      email: options.email,
      codeHash: sha256(inviteCode),
      teamId: options.teamId ?? null,
      roleId: options.roleId ?? null,
      invitedBy: options.invitedBy,
      expiresAt: hoursFromNow(INVITE_TTL_HOURS),
    })
    .returning();
  if (!row) throw new Error('invite insert returned nothing');
  const [inviter] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, options.invitedBy));
  return { invite: toInvite({ ...row, invitedByName: inviter?.name ?? null }), inviteCode };
}

export async function deleteInvite(
  db: Db,
  organizationId: string,
  inviteId: string,
): Promise<void> {
  const deleted = await db
    .delete(organizationInvites)
    .where(
      and(
        eq(organizationInvites.id, inviteId),
        eq(organizationInvites.organizationId, organizationId),
      ),
    )
    .returning();
  if (deleted.length === 0) throw AppError.notFound('Invite');
}

/**
 * Redeems an invite for a user whose e-mail it was sent to: membership, and the team and role
 * the invite names. Answers the organization joined and the invite redeemed.
 */
export async function acceptInvite(
  tx: Transaction,
  options: { inviteCode: string; userId: string; email: string },
): Promise<{ organizationId: string; inviteId: string }> {
  const [invite] = await tx
    .select()
    .from(organizationInvites)
    .where(eq(organizationInvites.codeHash, sha256(options.inviteCode)))
    .for('update');
  const invalid = AppError.invalidField('inviteCode', 'This invite code is invalid or has expired');
  if (!invite || invite.acceptedAt || invite.expiresAt.getTime() < Date.now()) throw invalid;
  if (invite.email !== options.email.toLowerCase()) {
    throw AppError.invalidField('inviteCode', 'This invite was sent to a different email address');
  }
  const joined = await tx
    .insert(organizationMembers)
    .values({ organizationId: invite.organizationId, userId: options.userId, isAdmin: false })
    .onConflictDoNothing()
    .returning({ userId: organizationMembers.userId });
  if (joined.length > 0) {
    await emitWebhookEvent(
      tx,
      invite.organizationId,
      memberAdded({ userId: options.userId, isAdmin: false }),
    );
  }
  if (invite.teamId && invite.roleId) {
    const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, invite.teamId));
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, invite.roleId));
    // The team or role may have been deleted since; membership of the organization still stands.
    if (team && role) {
      await tx
        .insert(teamMembers)
        .values({
          teamId: team.id,
          userId: options.userId,
          organizationId: invite.organizationId,
          roleId: role.id,
        })
        .onConflictDoNothing();
    }
  }
  await tx
    .update(organizationInvites)
    .set({ acceptedAt: new Date() })
    .where(eq(organizationInvites.id, invite.id));
  return { organizationId: invite.organizationId, inviteId: invite.id };
}
