import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { AppError } from '../../errors';

/** True when `path` is `root` or below it (both real, absolute paths). */
export function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.startsWith(`..${sep}`));
}

/**
 * The real path of a server path to scan: relative paths are taken from the root, absolute ones
 * must lie below it. `..` segments are refused outright, and so is a path whose real location
 * (symlinks followed) is outside the root. Errors name the field `path`.
 */
export async function resolveServerPath(root: string | null, path: string): Promise<string> {
  if (root === null) {
    throw AppError.invalidField(
      'path',
      'Scanning server paths is turned off (CRUCIBLE_MODEL_AUDIT_ROOT is not set)',
    );
  }
  if (path.split(/[\\/]/).includes('..')) {
    throw AppError.invalidField('path', 'The path must not contain ..');
  }
  const realRoot = await realpath(root);
  const candidate = isAbsolute(path) ? path : resolve(realRoot, path);
  const outside = () => AppError.invalidField('path', 'The path is outside the model audit root');
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    // Whether something exists outside the root is none of the caller's business: a missing
    // path is judged by the real location of its nearest existing folder.
    if (!isWithin(realRoot, await realAncestor(candidate))) throw outside();
    throw AppError.invalidField('path', 'No file or folder at this path');
  }
  if (!isWithin(realRoot, real)) throw outside();
  return real;
}

/** The real path of the nearest ancestor of `path` that exists (symlinks followed). */
async function realAncestor(path: string): Promise<string> {
  for (let current = dirname(path); ; current = dirname(current)) {
    try {
      return await realpath(current);
    } catch {
      if (dirname(current) === current) return current;
    }
  }
}

export type ListedFile = { path: string; name: string; size: number };
export type Listing = { files: ListedFile[]; errors: { file: string; message: string }[] };

/**
 * Files under `base` (a file or a folder, recursively, in name order), named relative to `base`
 * (a single file by its own name). A symlink whose target is outside `fence` is not followed.
 */
export async function listFiles(base: string, fence: string): Promise<Listing> {
  const listing: Listing = { files: [], errors: [] };
  const seen = new Set<string>();
  const baseInfo = await stat(base);
  const nameOf = (path: string) =>
    baseInfo.isDirectory()
      ? relative(base, path).split(sep).join('/')
      : (path.split(sep).pop() ?? path);
  const visit = async (path: string): Promise<void> => {
    const name = nameOf(path);
    const link = await lstat(path);
    let real = path;
    if (link.isSymbolicLink()) {
      try {
        real = await realpath(path);
      } catch {
        listing.errors.push({ file: name, message: `Skipped ${name}: a broken symlink` });
        return;
      }
      if (!isWithin(fence, real)) {
        listing.errors.push({
          file: name,
          message: `Skipped ${name}: a symlink out of the scan root`,
        });
        return;
      }
    }
    const info = await stat(real);
    if (info.isDirectory()) {
      if (seen.has(real)) return;
      seen.add(real);
      for (const entry of (await readdir(real)).sort()) await visit(join(path, entry));
    } else if (info.isFile()) {
      listing.files.push({ path: real, name, size: info.size });
    }
  };
  await visit(base);
  return listing;
}
