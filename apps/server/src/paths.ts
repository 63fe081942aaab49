import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this module. The same code runs from
 * source (apps/server/src) and from the CLI bundle (apps/cli/dist), so fixed `../..` paths won't do.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'apps', 'server', 'drizzle'))) return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('Cannot locate the Crucible installation (apps/server/drizzle)');
    dir = parent;
  }
}

let root: string | undefined;
const repoRoot = () => (root ??= findRoot());

export const migrationsDir = () => join(repoRoot(), 'apps', 'server', 'drizzle');
export const defaultWebDir = () => join(repoRoot(), 'apps', 'web', 'dist');
export const resolveFromCwd = (path: string) => resolve(process.cwd(), path);
