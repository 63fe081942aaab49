import type { ScanContext } from '../context';
import { RULES } from '../rules';

/** Checks shared by zip and tar: where a member would land when extracted. */
export function checkMemberPath(ctx: ScanContext, scanner: 'zip' | 'tar', name: string): void {
  const normalized = name.replace(/\\/g, '/');
  if (/^\//.test(normalized) || /^[a-zA-Z]:/.test(normalized)) {
    ctx.report(scanner, {
      rule: RULES.absolutePath,
      message: `Member "${name}" has an absolute path.`,
    });
  }
  if (normalized.split('/').includes('..')) {
    ctx.report(scanner, {
      rule: RULES.pathTraversal,
      message: `Member "${name}" climbs out of the extraction folder with "..".`,
    });
  }
}

export function reportLink(
  ctx: ScanContext,
  scanner: 'zip' | 'tar',
  name: string,
  target?: string,
): void {
  const escapes =
    target !== undefined &&
    (target.startsWith('/') || target.replace(/\\/g, '/').split('/').includes('..'));
  ctx.report(scanner, {
    rule: RULES.symlink,
    severity: escapes ? 'high' : undefined,
    message:
      target === undefined
        ? `Member "${name}" is a symbolic link.`
        : `Member "${name}" links to "${target}"${escapes ? ', outside the archive' : ''}.`,
  });
}

/** Reports a member whose declared sizes make it a decompression bomb; true when it is one. */
export function checkRatio(
  ctx: ScanContext,
  scanner: 'zip' | 'tar' | 'compressed',
  name: string,
  compressed: number,
  uncompressed: number,
): boolean {
  const { maxCompressionRatio, bombMinBytes } = ctx.limits;
  if (uncompressed < bombMinBytes) return false;
  const ratio = uncompressed / Math.max(compressed, 1);
  if (ratio <= maxCompressionRatio) return false;
  ctx.report(scanner, {
    rule: RULES.compressionBomb,
    message: `"${name}" expands ${Math.round(ratio)}× (${compressed} → ${uncompressed} bytes).`,
  });
  return true;
}
