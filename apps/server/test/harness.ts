import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { auditLogs } from '../src/db/schema';
import { migrate } from '../src/db/migrate';
import type { MailTransport } from '../src/mail/transport';
import { PGLITE_TEMPLATE } from './provided';

export type TestContext = { app: App; database: DatabaseHandle; config: Config };

/** Configuration for tests; rate limits are raised except where a test sets its own. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CRUCIBLE_AUTH_RATE_LIMIT: '10000',
    CRUCIBLE_PUBLIC_URL: 'http://crucible.test',
    CRUCIBLE_WEB_DIR: '/nonexistent',
    ...env,
  });
}

/**
 * A migrated database: the shared PostgreSQL of TEST_DATABASE_URL when set (unless `private`),
 * else a fresh in-memory PGlite, copied from the run's migrated template (global-setup.ts).
 */
export async function testDatabase(options: { private?: boolean } = {}): Promise<DatabaseHandle> {
  const url = options.private ? undefined : process.env.TEST_DATABASE_URL;
  if (url) return openDatabase({ url, poolSize: 4 });
  const template = inject(PGLITE_TEMPLATE);
  if (template)
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  return database;
}

/** Builds the app once per test file on a migrated database and closes both afterwards. */
export function useTestApp(
  options: { env?: Record<string, string>; private?: boolean; mailTransport?: MailTransport } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.config = testConfig(options.env);
    context.database = await testDatabase({ private: options.private ?? false });
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      logger: false,
      mailTransport: options.mailTransport ?? (async () => undefined),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export type Caller = { cookie: string; userId: string; email: string; password: string };
export type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  caller?: Caller | null;
  headers?: Record<string, string>;
};

export function call(app: App, request: Request): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    headers: { ...(request.caller ? { cookie: request.caller.cookie } : {}), ...request.headers },
  });
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'crucible_session');
  if (!cookie)
    throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return `crucible_session=${cookie.value}`;
}

/** Registers a new account (signed in) with no organization. */
export async function register(
  app: App,
  options: { name?: string; email?: string; inviteCode?: string } = {},
): Promise<Caller> {
  const email = options.email ?? uniqueEmail();
  const password = 'correct horse battery';
  const response = await call(app, {
    method: 'POST',
    url: '/api/v1/users/register',
    payload: {
      name: options.name ?? 'Test User',
      email,
      password,
      ...(options.inviteCode ? { inviteCode: options.inviteCode } : {}),
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), userId: response.json().user.id, email, password };
}

export type OrgAdmin = Caller & {
  organizationId: string;
  defaultTeamId: string;
  roles: { admin: string; editor: string; viewer: string };
};

/** A new account administering a new organization (with its default team and built-in roles). */
export async function registerOrgAdmin(app: App, orgName = 'Acme'): Promise<OrgAdmin> {
  const caller = await register(app, { name: 'Org Admin' });
  const created = await call(app, {
    method: 'POST',
    url: '/api/v1/organizations',
    caller,
    payload: { name: orgName },
  });
  if (created.statusCode !== 201) throw new Error(`create organization failed: ${created.body}`);
  const organizationId: string = created.json().id;
  const teams = await call(app, { method: 'GET', url: '/api/v1/users/me/teams', caller });
  const roles = await call(app, {
    method: 'GET',
    url: `/api/v1/organizations/${organizationId}/roles`,
    caller,
  });
  const bySlug = Object.fromEntries(
    (roles.json().roles as { slug: string; id: string }[]).map((role) => [role.slug, role.id]),
  );
  return {
    ...caller,
    organizationId,
    defaultTeamId: teams.json().teams[0].id,
    roles: { admin: bySlug.admin!, editor: bySlug.editor!, viewer: bySlug.viewer! },
  };
}

/** Invites a new account into the admin's organization (optionally into a team with a role). */
export async function addOrgMember(
  app: App,
  admin: OrgAdmin,
  options: { teamId?: string; roleId?: string; name?: string } = {},
): Promise<Caller> {
  const email = uniqueEmail('member');
  const invite = await call(app, {
    method: 'POST',
    url: `/api/v1/organizations/${admin.organizationId}/invites`,
    caller: admin,
    payload: {
      email,
      ...(options.teamId ? { teamId: options.teamId, roleId: options.roleId } : {}),
    },
  });
  if (invite.statusCode !== 201) throw new Error(`invite failed: ${invite.body}`);
  return register(app, {
    email,
    name: options.name ?? 'Member',
    inviteCode: invite.json().inviteCode,
  });
}

/** The audit rows of one action in one organization, oldest first. */
export function auditRows(context: TestContext, organizationId: string, action: string) {
  return context.database.db
    .select({
      actorUserId: auditLogs.actorUserId,
      subject: auditLogs.subject,
      subjectId: auditLogs.subjectId,
      statusCode: auditLogs.statusCode,
    })
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.id));
}

/** The answer to a body with one invalid field. */
export const validationError = (path: string, message: string) => ({
  error: { code: 'VALIDATION_ERROR', message, details: [{ path, message }] },
});
