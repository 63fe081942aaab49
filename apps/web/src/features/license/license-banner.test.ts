import { describe, expect, it } from 'vitest';
import type { LicenseView } from './api';
import { licenseBannerContent, licenseStatusMessage } from './license-banner';

const base: LicenseView = {
  status: 'ok',
  expiresAt: '2027-03-01T12:00:00.000Z',
  numLicensedTargets: 10,
  numTargetsUsed: 3,
  numLicensedProbes: 1000,
  numProbesUsed: 120,
  contractStartDate: '2026-01-01T00:00:00.000Z',
  customerName: 'Acme',
  cutoffAt: '2027-03-16T12:00:00.000Z',
  isCutOff: false,
};

describe('licenseBannerContent', () => {
  it('hides a license in good standing', () => {
    expect(licenseBannerContent(base, false)).toBeNull();
    expect(licenseStatusMessage('ok', null)).toBe('License is in good standing');
  });

  it('hides a missing license on the cloud edition only', () => {
    const none = { ...base, status: 'no_license', expiresAt: null, numLicensedTargets: null };
    expect(licenseBannerContent(none, true)).toBeNull();
    expect(licenseBannerContent(none, false)).toEqual({
      severity: 'warning',
      message: 'No license found',
      usage: [],
      cutoff: null,
    });
  });

  it('shows the overage note on the limit that is over', () => {
    const content = licenseBannerContent(
      { ...base, status: 'target_overage', numTargetsUsed: 12 },
      false,
    );
    expect(content).toEqual({
      severity: 'warning',
      message: 'Target limit exceeded',
      usage: [
        'Using 12 of 10 licensed targets (over limit - overage rates apply)',
        'Using 120 of 1000 licensed probes',
      ],
      cutoff: null,
    });
  });

  it('announces the cut-off date of an expired license, then the cut-off itself', () => {
    const expired = {
      ...base,
      status: 'expired',
      expiresAt: '2026-11-01T12:00:00.000Z',
      cutoffAt: '2026-11-16T12:00:00.000Z',
    };
    expect(licenseBannerContent(expired, false)).toMatchObject({
      severity: 'error',
      message: 'License expired on Nov 1, 2026',
      cutoff: 'You will not be able to start new scans after Nov 16, 2026',
    });
    expect(licenseBannerContent({ ...expired, isCutOff: true }, false)?.cutoff).toBe(
      'You still have access to your existing data but cannot start new scans.',
    );
  });

  it('names every status with the spec message', () => {
    expect(
      [
        'too_many_probes',
        'probe_overage',
        'approaching_target_limit',
        'approaching_probe_limit',
        'bogus',
      ].map((status) => licenseStatusMessage(status, null)),
    ).toEqual([
      'Probe limit exceeded',
      'Probe limit exceeded',
      'Approaching target limit',
      'Approaching probe limit',
      'License is invalid. Please contact support.',
    ]);
  });
});
