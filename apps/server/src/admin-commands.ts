import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { sessions, users } from './db/schema';
import { migrate } from './db/migrate';
import { AppError, isUniqueViolation } from './errors';
import { hashPassword, randomToken } from './lib/crypto';
import { deriveIssuesForCompletedScans } from './modules/issues/derivation';
import { createOrganization } from './modules/organizations/service';
import { generateLicenseKeyPair, signLicense } from './modules/license/license-key';
import { openConfiguredDatabase } from './server';
import { listOrganizationsOf } from './modules/organizations/queries';
import { organizationMembers } from './db/schema';
import { and } from 'drizzle-orm';

async function withDatabase<T>(
  config: Config,
  run: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>) => Promise<T>,
) {
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    return await run(database);
  } finally {
    await database.close();
  }
}

export type CreateUserOptions = {
  email: string;
  name: string;
  password?: string;
  admin: boolean;
  organization?: string;
};

/**
 * `crucible user create`: an account made by an operator, verified, optionally administrator of
 * the first organization (or a new one named by --organization).
 */
export async function createUserCommand(config: Config, options: CreateUserOptions) {
  const password = options.password ?? randomToken(12);
  return withDatabase(config, async ({ db }) => {
    let user;
    try {
      [user] = await db
        .insert(users)
        .values({
          name: options.name,
          email: options.email.toLowerCase(),
          passwordHash: await hashPassword(password),
          emailVerifiedAt: new Date(),
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', `A user with email ${options.email} already exists`);
      throw error;
    }
    if (!user) throw new Error('user insert returned nothing');
    if (options.organization) {
      const { organization } = await createOrganization(db, {
        name: options.organization,
        creatorId: user.id,
      });
      await db
        .update(users)
        .set({ lastOrganizationId: organization.id })
        .where(eq(users.id, user.id));
    } else if (options.admin) {
      const [first] = await db.select().from(organizationMembers).limit(1);
      if (first) {
        await db
          .insert(organizationMembers)
          .values({ organizationId: first.organizationId, userId: user.id, isAdmin: true });
        await db
          .update(users)
          .set({ lastOrganizationId: first.organizationId })
          .where(eq(users.id, user.id));
      }
    }
    return { email: user.email, password: options.password ? undefined : password };
  });
}

/**
 * `crucible user reset-password`: recovers a locked-out account — new password, every session
 * ended, and with --admin the account made administrator of its organizations again.
 */
export async function resetPasswordCommand(
  config: Config,
  options: { email: string; password?: string; admin: boolean },
) {
  const password = options.password ?? randomToken(12);
  return withDatabase(config, async ({ db }) => {
    const [user] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.email, options.email.toLowerCase()))
      .returning();
    if (!user) throw new AppError('NOT_FOUND', `No user with email ${options.email}`);
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    if (options.admin) {
      for (const { organization } of await listOrganizationsOf(db, user.id)) {
        await db
          .update(organizationMembers)
          .set({ isAdmin: true })
          .where(
            and(
              eq(organizationMembers.organizationId, organization.id),
              eq(organizationMembers.userId, user.id),
            ),
          );
      }
    }
    return { email: user.email, password: options.password ? undefined : password };
  });
}

export { generateLicenseKeyPair, signLicense };

/**
 * `crucible issues derive`: vulnerabilities from every completed scan, for scans that finished
 * before this server derived them (idempotent). Answers the number of scans replayed.
 */
export async function deriveIssuesCommand(config: Config): Promise<{ scans: number }> {
  return withDatabase(config, async ({ db }) => ({
    scans: await deriveIssuesForCompletedScans(db),
  }));
}
