// Browser tests: start the built server on a temporary database and a free port, wait until it
// is healthy, run the e2e vitest project against it, then stop it.
//   npm run test:e2e            (builds first)
//   node scripts/e2e.mjs [vitest args]   (reuses the current build)
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'e2e-admin-password';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/** A real SMTP server that drops every message into a folder the tests read links from. */
async function startMailCatcher(mailDir) {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${smtpPort}`, close: () => new Promise((r) => smtp.close(r)) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'crucible-e2e-'));
const mailDir = join(dataDir, 'mail');
const mail = await startMailCatcher(mailDir);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const built = existsSync('apps/cli/dist/crucible.js');
const [command, args] = built
  ? [process.execPath, ['apps/cli/bin/crucible.js', 'serve']]
  : ['npx', ['tsx', 'apps/cli/src/main.ts', 'serve']];

const server = spawn(command, args, {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    CRUCIBLE_DATA_DIR: dataDir,
    CRUCIBLE_PUBLIC_URL: baseUrl,
    CRUCIBLE_ADMIN_EMAIL: ADMIN_EMAIL,
    CRUCIBLE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    CRUCIBLE_ADMIN_NAME: 'Ada Admin',
    CRUCIBLE_ORGANIZATION_NAME: 'Acme Security',
    CRUCIBLE_AUTH_RATE_LIMIT: '100000',
    // Reports can be made public (e2e/reports.spec.ts shares one and revokes it).
    CRUCIBLE_ENABLE_MAKE_PUBLIC: 'true',
    // e2e/webhooks.spec.ts delivers to a receiver on 127.0.0.1.
    CRUCIBLE_WEBHOOK_ALLOW_PRIVATE: 'true',
    SMTP_URL: mail.url,
    CRUCIBLE_LICENSE_PUBLIC_KEY: Buffer.from(publicKeyPem).toString('base64'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  // Its own process group, so stopping it also stops what npx/tsx started.
  detached: true,
});

function stopServer(signal) {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
}

let exitCode = 1;
try {
  await waitForHealth(baseUrl, server);
  console.log(`e2e: server ready at ${baseUrl} (${built ? 'built' : 'tsx'}), data in ${dataDir}`);
  const tests = spawn(
    'npx',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_ADMIN_EMAIL: ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
        E2E_LICENSE_PRIVATE_KEY: privateKeyPem,
        E2E_MAIL_DIR: mailDir,
      },
    },
  );
  exitCode = await new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  stopServer('SIGTERM');
  await new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      stopServer('SIGKILL');
      resolve();
    }, 10_000);
    server.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
