import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Provider from 'oidc-provider';

const CLIENT_ID = 'crucible-e2e-app';
const CLIENT_SECRET = 'a-client-secret-only-the-e2e-tests-know';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real OpenID Provider (oidc-provider, FusionAuth's authorization path, development login
 * pages that take any password) and a second Crucible server configured to sign in with it.
 * `people` are the provider's accounts by login name.
 */
export async function startSsoStack(people: Record<string, Record<string, unknown>>) {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const oidc: Server = createServer();
  await new Promise<void>((resolve) => oidc.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(oidc.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${appUrl}/auth/fusionauth/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    routes: { authorization: '/oauth2/authorize' },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    findAccount: (_ctx, sub) =>
      people[sub] && { accountId: sub, claims: () => ({ sub, ...people[sub] }) },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['an-e2e-cookie-signing-key'] },
    jwks: { keys: [privateKey.export({ format: 'jwk' })] },
  });
  oidc.on('request', provider.callback());

  const dataDir = mkdtempSync(join(tmpdir(), 'crucible-e2e-sso-'));
  const app: ChildProcess = spawn(process.execPath, ['apps/cli/bin/crucible.js', 'serve'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      CRUCIBLE_DATA_DIR: dataDir,
      CRUCIBLE_PUBLIC_URL: appUrl,
      CRUCIBLE_AUTH_RATE_LIMIT: '100000',
      FUSIONAUTH_URL: issuer,
      FUSIONAUTH_APPLICATION_ID: CLIENT_ID,
      FUSIONAUTH_CLIENT_SECRET: CLIENT_SECRET,
      FUSIONAUTH_SCOPE: 'openid email profile',
      FUSIONAUTH_IDENTITY_PROVIDER_ID: 'e2e-idp-hint',
      FUSIONAUTH_ALLOW_INSECURE: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the SSO server exited with ${app.exitCode}`);
    const healthy = await fetch(`${appUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the SSO server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    appUrl,
    issuer,
    close: async () => {
      app.kill('SIGTERM');
      await new Promise((resolve) =>
        app.exitCode !== null ? resolve(null) : app.on('exit', resolve),
      );
      await new Promise((resolve) => oidc.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
