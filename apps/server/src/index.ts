/** The server's public entry, used by the `crucible` CLI (apps/cli) and by tests and benches. */
export { buildApp, type App } from './app';
export { ConfigError, loadConfig, type Config } from './config';
export { openDatabase, type DatabaseHandle } from './db/client';
export { migrate } from './db/migrate';
export { AppError } from './errors';
export {
  createUserCommand,
  deriveIssuesCommand,
  resetPasswordCommand,
  generateLicenseKeyPair,
  signLicense,
} from './admin-commands';
export { serve, work, migrateOnly } from './server';
export { bootstrap } from './bootstrap';
