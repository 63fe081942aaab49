import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserCommand, resetPasswordCommand } from './admin-commands';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { openConfiguredDatabase } from './server';
import { call, sessionCookieOf, testConfig, testDatabase } from '../test/harness';

async function login(app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) {
  return call(app, { method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
}

describe('first start', () => {
  it('creates the organization, default team, roles and an administrator once, printing a generated password', async () => {
    const database = await testDatabase({ private: true });
    const config = testConfig();
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line).msg) },
    );
    await bootstrap(database.db, config, logger);
    await bootstrap(database.db, config, logger);
    expect(lines).toHaveLength(1);
    const password = lines[0]!.match(/password: (\S+)/)?.[1];
    expect(lines[0]).toContain('email:    admin@crucible.local');
    expect(lines[0]).toContain('Sign in at http://crucible.test/login');

    const app = await buildApp({ config, database, logger: false });
    const signedIn = await login(app, 'admin@crucible.local', password!);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { email: 'admin@crucible.local', emailVerified: true },
      organization: {
        name: 'My Organization',
        canUseRedteam: true,
        canUseAdaptiveGuardrails: true,
      },
      isAdmin: true,
    });
    const caller = { cookie: sessionCookieOf(signedIn), userId: '', email: '', password: '' };
    const teams = await call(app, { method: 'GET', url: '/api/v1/users/me/teams', caller });
    expect(teams.json().teams).toEqual([
      expect.objectContaining({ name: 'Default', roleName: 'Admin', memberCount: 1 }),
    ]);
    await app.close();
    await database.close();
  });

  it('uses CRUCIBLE_ADMIN_EMAIL and CRUCIBLE_ADMIN_PASSWORD and never prints the password', async () => {
    const database = await testDatabase({ private: true });
    const config = testConfig({
      CRUCIBLE_ADMIN_EMAIL: 'Ops@Example.com',
      CRUCIBLE_ADMIN_PASSWORD: 'chosen-password',
      CRUCIBLE_ORGANIZATION_NAME: 'Ops',
    });
    const lines: string[] = [];
    await bootstrap(
      database.db,
      config,
      pino({}, { write: (line: string) => void lines.push(line) }),
    );
    expect(lines.join('\n')).not.toContain('chosen-password');
    const app = await buildApp({ config, database, logger: false });
    const signedIn = await login(app, 'ops@example.com', 'chosen-password');
    expect(signedIn.json().organization.name).toBe('Ops');
    await app.close();
    await database.close();
  });
});

describe('operator commands', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crucible-cli-'));
  const config = testConfig({ CRUCIBLE_DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('create a user, then recover them when locked out', async () => {
    const created = await createUserCommand(config, {
      email: 'Locked@Example.com',
      name: 'Locked Out',
      admin: false,
      organization: 'Rescue Org',
    });
    expect(created.email).toBe('locked@example.com');
    expect(created.password).toMatch(/^\S{12,}$/);
    await expect(
      createUserCommand(config, { email: 'locked@example.com', name: 'Again', admin: false }),
    ).rejects.toThrow('already exists');

    const reset = await resetPasswordCommand(config, {
      email: 'locked@example.com',
      password: 'recovered-pass',
      admin: true,
    });
    expect(reset).toEqual({ email: 'locked@example.com', password: undefined });
    await expect(
      resetPasswordCommand(config, { email: 'nobody@example.com', admin: false }),
    ).rejects.toThrow('No user');

    const database = await openConfiguredDatabase(config);
    const app = await buildApp({ config, database, logger: false });
    expect((await login(app, 'locked@example.com', created.password!)).statusCode).toBe(401);
    const signedIn = await login(app, 'locked@example.com', 'recovered-pass');
    expect(signedIn.json()).toMatchObject({ organization: { name: 'Rescue Org' }, isAdmin: true });
    await app.close();
    await database.close();
  });
});
