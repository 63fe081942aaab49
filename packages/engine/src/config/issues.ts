/**
 * A problem found in a config file, named by where it is: `redteam.plugins[3].config.examples`.
 * Errors stop an import; warnings name what is read differently or left unused, so nothing in a
 * file is dropped without a word.
 */
export type ConfigIssue = { path: string; message: string };

/** Appends a key or index to a path in the file's own notation (`a.b[2].c`). */
export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  const safe = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  if (!base) return safe;
  return /^[A-Za-z_$]/.test(safe) ? `${base}.${safe}` : `${base}[${safe}]`;
}

/** Renders a zod path (`['redteam', 'plugins', 3, 'id']`) in the same notation. */
export function pathOf(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (out, key) => joinPath(out, typeof key === 'number' ? key : String(key)),
    '',
  );
}

/** Collects issues as a file is read, each with its path. */
export class IssueLog {
  readonly errors: ConfigIssue[] = [];
  readonly warnings: ConfigIssue[] = [];

  error(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  warn(path: string, message: string): void {
    if (this.warnings.some((w) => w.path === path && w.message === message)) return;
    this.warnings.push({ path, message });
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
