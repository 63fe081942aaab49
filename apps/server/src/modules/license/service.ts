import {
  computeLicenseStatus,
  isLicenseCutOff,
  licenseCutoffDate,
  type LicenseInfo,
} from '@crucible/shared';
import { desc, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { licenseKeys, organizations, usageDaily } from '../../db/schema';
import { AppError } from '../../errors';
import { emitWebhookEvent } from '../webhooks/emit';
import { licenseStatusChanged } from '../webhooks/events';
import { LicenseKeyError, type SignedGrant, verifyLicense } from './license-key';

export type LicenseDeps = {
  db: Db;
  /** CRUCIBLE_LICENSE_PUBLIC_KEY; without it no key can be verified, so none is in force. */
  publicKey: string | undefined;
  /** CRUCIBLE_LICENSE_KEY, used while no key has been installed through the API. */
  envKey: string | undefined;
  logger: FastifyBaseLogger;
};

async function activeGrant(deps: LicenseDeps): Promise<SignedGrant | null> {
  const [installed] = await deps.db
    .select({ licenseKey: licenseKeys.licenseKey })
    .from(licenseKeys)
    .orderBy(desc(licenseKeys.createdAt))
    .limit(1);
  const key = installed?.licenseKey ?? deps.envKey;
  if (!key) return null;
  if (!deps.publicKey) {
    deps.logger.warn('a license key is present but CRUCIBLE_LICENSE_PUBLIC_KEY is not set');
    return null;
  }
  try {
    return verifyLicense(key, deps.publicKey);
  } catch (error) {
    deps.logger.warn({ err: error }, 'the license key in use does not verify');
    return null;
  }
}

/** Targets scanned and probes sent across the install since the contract started (all time without one). */
export async function licenseUsage(db: Db, since: string | null) {
  const day = since ? since.slice(0, 10) : null;
  const [row] = await db
    .select({
      targets: sql<number>`count(distinct ${usageDaily.targetId})::int`,
      probes: sql<number>`coalesce(sum(${usageDaily.probes}), 0)::int`,
    })
    .from(usageDaily)
    .where(day ? gte(usageDaily.day, day) : undefined);
  return { numTargetsUsed: row?.targets ?? 0, numProbesUsed: row?.probes ?? 0 };
}

export async function getLicenseInfo(deps: LicenseDeps, now = new Date()): Promise<LicenseInfo> {
  const grant = await activeGrant(deps);
  const usage = await licenseUsage(deps.db, grant?.contractStartDate ?? null);
  const status = computeLicenseStatus(grant, usage, now);
  return {
    status,
    expiresAt: grant?.expiresAt ?? null,
    numLicensedTargets: grant?.numLicensedTargets ?? null,
    numTargetsUsed: usage.numTargetsUsed,
    numLicensedProbes: grant?.numLicensedProbes ?? null,
    numProbesUsed: usage.numProbesUsed,
    contractStartDate: grant?.contractStartDate ?? null,
    customerName: grant?.customerName ?? null,
    cutoffAt: grant ? licenseCutoffDate(grant.expiresAt).toISOString() : null,
    isCutOff: isLicenseCutOff(status, grant?.expiresAt ?? null, now),
  };
}

export async function installLicense(
  deps: LicenseDeps,
  options: { licenseKey: string; installedBy: string | null },
): Promise<LicenseInfo> {
  if (!deps.publicKey) {
    throw AppError.invalidField(
      'licenseKey',
      'License verification is not configured on this server (CRUCIBLE_LICENSE_PUBLIC_KEY)',
    );
  }
  try {
    verifyLicense(options.licenseKey, deps.publicKey);
  } catch (error) {
    if (error instanceof LicenseKeyError) throw AppError.invalidField('licenseKey', error.message);
    throw error;
  }
  const before = await getLicenseInfo(deps);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(licenseKeys)
      .values({ licenseKey: options.licenseKey.trim(), installedBy: options.installedBy });
    const after = await getLicenseInfo({ ...deps, db: tx });
    if (after.status === before.status) return;
    // The license is the install's: every organization hears of the change.
    const event = licenseStatusChanged({ from: before.status, to: after.status });
    for (const { id } of await tx.select({ id: organizations.id }).from(organizations)) {
      await emitWebhookEvent(tx, id, event);
    }
  });
  return getLicenseInfo(deps);
}

/** The guard a scan start will call: after the cut-off no new scans (spec §4). */
export async function assertCanStartScans(deps: LicenseDeps): Promise<void> {
  const info = await getLicenseInfo(deps);
  if (info.isCutOff) {
    throw new AppError(
      'LICENSE_CUTOFF',
      'You still have access to your existing data but cannot start new scans.',
    );
  }
}
