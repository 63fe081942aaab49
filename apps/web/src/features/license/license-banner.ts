import { LICENSE_STATUSES, type LicenseStatus } from '@crucible/shared';
import { formatDate } from '../../lib/format';
import type { LicenseView } from './api';

/** Spec §8: once the license is cut off, existing data stays readable but scans do not start. */
export const CUT_OFF_MESSAGE =
  'You still have access to your existing data but cannot start new scans.';

export type LicenseBannerSeverity = 'warning' | 'error';

export type LicenseBannerContent = {
  severity: LicenseBannerSeverity;
  message: string;
  /** 'Using X of Y licensed targets|probes', with the overage note when billed over the limit. */
  usage: string[];
  /** What the cut-off means for new scans, for an expired license. */
  cutoff: string | null;
};

function isKnownStatus(status: string): status is LicenseStatus {
  return (LICENSE_STATUSES as readonly string[]).includes(status);
}

/** Spec §8's banner messages, one per license status. */
export function licenseStatusMessage(status: string, expiresAt: string | null): string {
  if (!isKnownStatus(status)) return 'License is invalid. Please contact support.';
  switch (status) {
    case 'ok':
      return 'License is in good standing';
    case 'no_license':
      return 'No license found';
    case 'too_many_targets':
    case 'target_overage':
      return 'Target limit exceeded';
    case 'too_many_probes':
    case 'probe_overage':
      return 'Probe limit exceeded';
    case 'approaching_target_limit':
      return 'Approaching target limit';
    case 'approaching_probe_limit':
      return 'Approaching probe limit';
    case 'expired':
      return `License expired on ${formatDate(expiresAt)}`;
  }
}

function usageLine(
  used: number,
  licensed: number | null,
  what: string,
  overage: boolean,
): string[] {
  if (licensed === null) return [];
  const note = overage ? ' (over limit - overage rates apply)' : '';
  return [`Using ${used} of ${licensed} licensed ${what}${note}`];
}

/**
 * Spec §8's usage messages for the limits the license sets: 'Using X of Y licensed targets' and
 * '… probes', each with '(over limit - overage rates apply)' while billed over that limit.
 */
export function licenseUsageLines(
  license: Pick<
    LicenseView,
    'status' | 'numTargetsUsed' | 'numLicensedTargets' | 'numProbesUsed' | 'numLicensedProbes'
  >,
): string[] {
  return [
    ...usageLine(
      license.numTargetsUsed,
      license.numLicensedTargets,
      'targets',
      license.status === 'target_overage',
    ),
    ...usageLine(
      license.numProbesUsed,
      license.numLicensedProbes,
      'probes',
      license.status === 'probe_overage',
    ),
  ];
}

/**
 * What the banner shows, or null when it is hidden (spec §8): hidden for a valid license and on
 * the cloud edition without a license. (While loading there is no license to pass in.)
 */
export function licenseBannerContent(
  license: LicenseView,
  isCloud: boolean,
): LicenseBannerContent | null {
  const { status } = license;
  if (status === 'ok' && !license.isCutOff) return null;
  if (status === 'no_license' && isCloud) return null;

  const severity: LicenseBannerSeverity =
    status === 'expired' ||
    status === 'too_many_targets' ||
    status === 'too_many_probes' ||
    !isKnownStatus(status) ||
    license.isCutOff
      ? 'error'
      : 'warning';

  let cutoff: string | null = null;
  if (license.isCutOff) {
    cutoff = CUT_OFF_MESSAGE;
  } else if (status === 'expired' && license.cutoffAt) {
    cutoff = `You will not be able to start new scans after ${formatDate(license.cutoffAt)}`;
  }

  const showUsage = status !== 'no_license' && isKnownStatus(status);
  const usage = showUsage ? licenseUsageLines(license) : [];

  return {
    severity,
    message: licenseStatusMessage(status, license.expiresAt),
    usage,
    cutoff,
  };
}
