import {
  type LoginRequest,
  type MeResponse,
  type RegisterRequest,
  type SendEmailJob,
  type User,
} from '@crucible/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { hoursFromNow, iso } from '../../lib/time';
import { passwordResetEmail, verificationEmail } from '../../mail/messages';
import { acceptInvite } from '../organizations/invites';
import { findMembership, listOrganizationsOf } from '../organizations/queries';
import { toOrganization } from '../organizations/serialize';
import type { AuthContext, AuthUser } from './context';
import { consumeUserToken, issueUserToken } from './user-tokens';

export type AccountDeps = {
  db: Database;
  sendMail: (message: SendEmailJob) => Promise<void>;
  /** Where the SPA lives, for links in e-mails. */
  appUrl: string;
  sessionTtlHours: number;
  registration: 'open' | 'invite-only';
};

export type ClientInfo = { ip: string; userAgent: string | undefined };

export function toUser(user: AuthUser): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: iso(user.createdAt),
  };
}

export function meResponse(auth: AuthContext): MeResponse {
  return {
    user: toUser(auth.user),
    organization: auth.organization ? toOrganization(auth.organization) : null,
    isAdmin: auth.isAdmin,
  };
}

/** The organization a new session starts in: the last one used, else the first by name. */
export async function startingOrganization(
  db: Db,
  userId: string,
  last: string | null,
): Promise<string | null> {
  if (last && (await findMembership(db, last, userId))) return last;
  const [first] = await listOrganizationsOf(db, userId);
  return first?.organization.id ?? null;
}

export async function createSession(
  deps: Pick<AccountDeps, 'db' | 'sessionTtlHours'>,
  options: { userId: string; organizationId: string | null; client: ClientInfo },
): Promise<string> {
  const token = randomToken();
  await deps.db.insert(sessions).values({
    userId: options.userId,
    tokenHash: sha256(token),
    organizationId: options.organizationId,
    ip: options.client.ip,
    userAgent: options.client.userAgent?.slice(0, 500) ?? null,
    expiresAt: hoursFromNow(deps.sessionTtlHours),
  });
  return token;
}

async function sendVerification(
  deps: AccountDeps,
  user: { id: string; email: string; name: string },
) {
  const token = await issueUserToken(deps.db, user.id, 'verify_email');
  const link = `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.sendMail(verificationEmail({ to: user.email, name: user.name, link }));
}

export async function register(
  deps: AccountDeps,
  body: RegisterRequest,
  client: ClientInfo,
): Promise<{ sessionToken: string }> {
  if (deps.registration === 'invite-only' && !body.inviteCode) {
    throw AppError.invalidField('inviteCode', 'An invite code is required to register');
  }
  const passwordHash = await hashPassword(body.password);
  const { user, organizationId } = await deps.db.transaction(async (tx) => {
    let inserted;
    try {
      [inserted] = await tx
        .insert(users)
        .values({ name: body.name, email: body.email, passwordHash })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw AppError.conflict('An account with this email already exists', 'email');
      }
      throw error;
    }
    if (!inserted) throw new Error('user insert returned nothing');
    const accepted = body.inviteCode
      ? await acceptInvite(tx, {
          inviteCode: body.inviteCode,
          userId: inserted.id,
          email: inserted.email,
        })
      : null;
    const joined = accepted?.organizationId ?? null;
    if (joined)
      await tx.update(users).set({ lastOrganizationId: joined }).where(eq(users.id, inserted.id));
    return { user: inserted, organizationId: joined };
  });
  await sendVerification(deps, user);
  const sessionToken = await createSession(deps, { userId: user.id, organizationId, client });
  return { sessionToken };
}

const badCredentials = () => new AppError('UNAUTHORIZED', 'Invalid email or password');

export async function login(
  deps: AccountDeps,
  body: LoginRequest,
  client: ClientInfo,
): Promise<{ sessionToken: string }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, body.email));
  // Same work and same answer for an unknown account and a wrong password: no enumeration.
  const valid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !valid) throw badCredentials();
  const organizationId = await startingOrganization(deps.db, user.id, user.lastOrganizationId);
  return { sessionToken: await createSession(deps, { userId: user.id, organizationId, client }) };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function resendVerification(deps: AccountDeps, user: AuthUser): Promise<void> {
  if (user.emailVerifiedAt) throw AppError.conflict('Your email address is already verified');
  await sendVerification(deps, user);
}

export async function verifyEmail(db: Db, token: string): Promise<void> {
  const userId = await consumeUserToken(db, token, 'verify_email');
  if (!userId)
    throw AppError.invalidField('token', 'This verification link is invalid or has expired');
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** Answers the same whether or not the account exists; only an existing one gets mail. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const token = await issueUserToken(deps.db, user.id, 'reset_password');
  const link = `${deps.appUrl}/reset-password/confirm?token=${encodeURIComponent(token)}`;
  await deps.sendMail(passwordResetEmail({ to: user.email, name: user.name, link }));
}

/** A reset signs every session out: whoever knew the old password is locked out too. */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'reset_password');
    if (!userId) throw AppError.invalidField('token', 'This reset link is invalid or has expired');
    // Following the link proves the address, as a verification link would.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** Changing the password keeps the current session and ends every other one. */
export async function changePassword(
  db: Database,
  options: {
    userId: string;
    sessionId: string | null;
    currentPassword: string;
    newPassword: string;
  },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, options.userId));
  if (!user || !(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw AppError.invalidField('currentPassword', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, options.userId));
    await tx
      .delete(sessions)
      .where(
        options.sessionId
          ? and(eq(sessions.userId, options.userId), ne(sessions.id, options.sessionId))
          : eq(sessions.userId, options.userId),
      );
  });
}

export async function updateProfile(db: Db, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

/** Points the caller's session at another organization they belong to. */
export async function switchOrganization(
  db: Db,
  auth: AuthContext,
  organizationId: string,
): Promise<void> {
  if (!auth.sessionId) {
    throw new AppError('BAD_REQUEST', 'An API token acts in the organization it was created in');
  }
  if (!(await findMembership(db, organizationId, auth.user.id)))
    throw AppError.notFound('Organization');
  await db.update(sessions).set({ organizationId }).where(eq(sessions.id, auth.sessionId));
  await db
    .update(users)
    .set({ lastOrganizationId: organizationId })
    .where(eq(users.id, auth.user.id));
}

/** An existing user redeems an invite and moves into the organization it opens. */
export async function acceptInviteAsUser(
  db: Database,
  auth: AuthContext,
  inviteCode: string,
): Promise<{ organizationId: string; inviteId: string }> {
  const accepted = await db.transaction((tx) =>
    acceptInvite(tx, { inviteCode, userId: auth.user.id, email: auth.user.email }),
  );
  if (auth.sessionId) await switchOrganization(db, auth, accepted.organizationId);
  return accepted;
}
