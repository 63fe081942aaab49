import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const CredentialsSchema = z.object({ server: z.url(), token: z.string().min(1) });
export type Credentials = z.infer<typeof CredentialsSchema>;

/** `$CRUCIBLE_CONFIG_DIR/credentials.json`, else `$XDG_CONFIG_HOME/crucible/…`, else `~/.config/crucible/…`. */
export function credentialsPath(env: Record<string, string | undefined> = process.env): string {
  const base =
    env.CRUCIBLE_CONFIG_DIR ?? join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'crucible');
  return join(base, 'credentials.json');
}

export function readCredentials(path = credentialsPath()): Credentials | null {
  try {
    return CredentialsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

/** The token is a secret: the file is readable by its owner only. */
export function writeCredentials(credentials: Credentials, path = credentialsPath()): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export function deleteCredentials(path = credentialsPath()): void {
  rmSync(path, { force: true });
}
