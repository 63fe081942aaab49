import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { reportShares, scans } from '../../db/schema';
import { AppError } from '../../errors';
import type { SecretBox } from '../../lib/secret-box';
import type { ReportScope } from './report-input';

/*
 * Public links of reports. A link's token is 32 random bytes (256 bits, base64url: 43
 * characters); the database keeps its SHA-256 for the lookup and the token sealed with the
 * install's key, so members can copy the same link again. Revoking deletes the row: the link
 * stops working at once, and sharing again makes a new one.
 */

export type ShareDeps = { db: Database; box: SecretBox; appUrl: string; enabled: boolean };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a shared report opens: the SPA's public report page. */
export const publicReportUrl = (appUrl: string, token: string) =>
  `${appUrl}/redteam/report/${token}`;

function requireEnabled(deps: Pick<ShareDeps, 'enabled'>) {
  if (!deps.enabled) {
    throw AppError.forbidden('Public reports are turned off on this server');
  }
}

/** The scan's link, made on first share; answers the same link until it is revoked. */
export async function shareReport(
  deps: ShareDeps,
  scope: ReportScope & { userId: string },
): Promise<{ url: string }> {
  requireEnabled(deps);
  return deps.db.transaction(async (tx) => {
    // Lock the scan so two concurrent shares make one link.
    const [scan] = await tx
      .select({ status: scans.status })
      .from(scans)
      .where(and(eq(scans.id, scope.scanId), eq(scans.organizationId, scope.organizationId)))
      .for('update');
    if (!scan) throw AppError.notFound('Report');
    if (scan.status !== 'completed') {
      throw AppError.conflict(
        `The scan is ${scan.status}: only a completed scan's report can be shared`,
      );
    }
    const [existing] = await tx
      .select({ sealed: reportShares.tokenSealed })
      .from(reportShares)
      .where(eq(reportShares.scanId, scope.scanId));
    const kept = existing && openToken(deps.box, existing.sealed);
    if (kept) return { url: publicReportUrl(deps.appUrl, kept) };
    // New, or a link sealed under a key this server no longer has: a fresh one replaces it.
    const token = randomBytes(32).toString('base64url');
    const row = {
      tokenHash: hashOf(token),
      tokenSealed: deps.box.seal(token),
      createdBy: scope.userId,
      createdAt: new Date(),
    };
    await tx
      .insert(reportShares)
      .values({ scanId: scope.scanId, organizationId: scope.organizationId, ...row })
      .onConflictDoUpdate({ target: reportShares.scanId, set: row });
    return { url: publicReportUrl(deps.appUrl, token) };
  });
}

/** Revokes the scan's link (nothing to do when it has none). */
export async function unshareReport(db: Db, scope: ReportScope): Promise<void> {
  const [scan] = await db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.id, scope.scanId), eq(scans.organizationId, scope.organizationId)));
  if (!scan) throw AppError.notFound('Report');
  await db
    .delete(reportShares)
    .where(
      and(
        eq(reportShares.scanId, scope.scanId),
        eq(reportShares.organizationId, scope.organizationId),
      ),
    );
}

function openToken(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

/** The scan's link as its report shows it: the URL only to those who may share. */
export async function shareOf(
  deps: Pick<ShareDeps, 'db' | 'box' | 'appUrl'>,
  scanId: string,
  showUrl: boolean,
): Promise<{ url: string | null; sharedAt: string } | null> {
  const [share] = await deps.db
    .select({ sealed: reportShares.tokenSealed, createdAt: reportShares.createdAt })
    .from(reportShares)
    .where(eq(reportShares.scanId, scanId));
  if (!share) return null;
  const token = showUrl ? openToken(deps.box, share.sealed) : null;
  return {
    url: token === null ? null : publicReportUrl(deps.appUrl, token),
    sharedAt: share.createdAt.toISOString(),
  };
}

/** The report a public link names, when sharing is on and the link was not revoked. */
export async function sharedScanOf(
  deps: Pick<ShareDeps, 'db' | 'enabled'>,
  token: string,
): Promise<ReportScope> {
  const [share] = deps.enabled
    ? await deps.db
        .select({ scanId: reportShares.scanId, organizationId: reportShares.organizationId })
        .from(reportShares)
        .where(eq(reportShares.tokenHash, hashOf(token)))
    : [];
  if (!share) throw AppError.notFound('Report');
  return share;
}
