import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { users } from './db/schema';
import { hashPassword, randomToken } from './lib/crypto';
import { createOrganization } from './modules/organizations/service';
import { appUrlOf } from './modules/system/client-config';

const DEFAULT_ADMIN_EMAIL = 'admin@crucible.local';

/**
 * First start on an empty database: an organization with its default team, built-in roles and
 * demo target (every organization gets one: modules/targets `createDemoTarget`), and an
 * administrator — from CRUCIBLE_ADMIN_EMAIL / CRUCIBLE_ADMIN_PASSWORD, or with a generated
 * password printed once. Later starts change nothing.
 */
export async function bootstrap(
  db: Database,
  config: Config,
  logger: FastifyBaseLogger,
): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return;
  const email = config.admin.email ?? DEFAULT_ADMIN_EMAIL;
  const password = config.admin.password ?? randomToken(12);
  const [admin] = await db
    .insert(users)
    .values({
      name: config.admin.name,
      email,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!admin) throw new Error('admin insert returned nothing');
  const { organization } = await createOrganization(db, {
    name: config.organizationName,
    creatorId: admin.id,
  });
  await db.update(users).set({ lastOrganizationId: organization.id }).where(eq(users.id, admin.id));
  const shown = config.admin.password
    ? '(the password from CRUCIBLE_ADMIN_PASSWORD)'
    : `password: ${password}`;
  logger.info(
    [
      'Created the first organization, its administrator and a demo target to scan.',
      `  Sign in at ${appUrlOf(config)}/login`,
      `  email:    ${email}`,
      `  ${shown}`,
      config.admin.password
        ? ''
        : '  This password is shown only once: change it after signing in.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
