/** License status logic of spec §4, shared by the server (which computes it) and the SPA (which shows it). */
export const LICENSE_STATUSES = [
  'ok',
  'expired',
  'too_many_targets',
  'too_many_probes',
  'no_license',
  'probe_overage',
  'target_overage',
  'approaching_probe_limit',
  'approaching_target_limit',
] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** After expiry the install keeps working for this long before new scans stop (spec §9). */
export const LICENSE_CUTOFF_GRACE_HOURS = 360;
/** Usage at or above this share of a limit counts as approaching it. */
export const LICENSE_APPROACHING_RATIO = 0.9;

/** What a signed license key grants. */
export type LicenseGrant = {
  customerName: string;
  contractStartDate: string;
  expiresAt: string;
  numLicensedTargets: number;
  numLicensedProbes: number;
  /** With overage allowed, going over a limit is billed instead of blocked. */
  allowOverage: boolean;
};

export type LicenseUsage = { numTargetsUsed: number; numProbesUsed: number };

export function licenseCutoffDate(expiresAt: string | Date): Date {
  return new Date(new Date(expiresAt).getTime() + LICENSE_CUTOFF_GRACE_HOURS * 3_600_000);
}

/**
 * Order matters: expiry outranks limits, exceeded limits outrank approaching ones,
 * and targets are checked before probes because a target over the limit blocks more.
 */
export function computeLicenseStatus(
  grant: LicenseGrant | null,
  usage: LicenseUsage,
  now: Date = new Date(),
): LicenseStatus {
  if (!grant) return 'no_license';
  if (now.getTime() > new Date(grant.expiresAt).getTime()) return 'expired';
  if (usage.numTargetsUsed > grant.numLicensedTargets) {
    return grant.allowOverage ? 'target_overage' : 'too_many_targets';
  }
  if (usage.numProbesUsed > grant.numLicensedProbes) {
    return grant.allowOverage ? 'probe_overage' : 'too_many_probes';
  }
  if (usage.numTargetsUsed >= grant.numLicensedTargets * LICENSE_APPROACHING_RATIO) {
    return 'approaching_target_limit';
  }
  if (usage.numProbesUsed >= grant.numLicensedProbes * LICENSE_APPROACHING_RATIO) {
    return 'approaching_probe_limit';
  }
  return 'ok';
}

/** New scans stop once an expired license is past its grace period. */
export function isLicenseCutOff(
  status: LicenseStatus,
  expiresAt: string | null,
  now: Date = new Date(),
): boolean {
  if (status !== 'expired' || !expiresAt) return false;
  return now.getTime() > licenseCutoffDate(expiresAt).getTime();
}
