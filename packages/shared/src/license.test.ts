import { describe, expect, it } from 'vitest';
import {
  computeLicenseStatus,
  isLicenseCutOff,
  type LicenseGrant,
  licenseCutoffDate,
} from './license';

const now = new Date('2026-06-01T00:00:00Z');
const grant = (overrides: Partial<LicenseGrant> = {}): LicenseGrant => ({
  customerName: 'Acme',
  contractStartDate: '2026-01-01T00:00:00Z',
  expiresAt: '2027-01-01T00:00:00Z',
  numLicensedTargets: 10,
  numLicensedProbes: 1000,
  allowOverage: false,
  ...overrides,
});
const usage = (numTargetsUsed: number, numProbesUsed: number) => ({
  numTargetsUsed,
  numProbesUsed,
});

describe('computeLicenseStatus', () => {
  it.each([
    ['no_license', null, usage(50, 5000)],
    ['ok', grant(), usage(1, 10)],
    ['expired', grant({ expiresAt: '2026-05-31T23:59:59Z' }), usage(1, 10)],
    ['too_many_targets', grant(), usage(11, 10)],
    ['target_overage', grant({ allowOverage: true }), usage(11, 10)],
    ['too_many_probes', grant(), usage(1, 1001)],
    ['probe_overage', grant({ allowOverage: true }), usage(1, 1001)],
    ['approaching_target_limit', grant(), usage(9, 10)],
    ['approaching_probe_limit', grant(), usage(1, 900)],
  ] as const)('answers %s', (status, licenseGrant, used) => {
    expect(computeLicenseStatus(licenseGrant, used, now)).toBe(status);
  });

  it('ranks expiry above limits and exceeded limits above approaching ones', () => {
    expect(
      computeLicenseStatus(grant({ expiresAt: '2026-01-02T00:00:00Z' }), usage(99, 9999), now),
    ).toBe('expired');
    expect(computeLicenseStatus(grant(), usage(11, 2000), now)).toBe('too_many_targets');
    expect(computeLicenseStatus(grant(), usage(9, 2000), now)).toBe('too_many_probes');
  });

  it('counts exactly the limit as approaching, not exceeded', () => {
    expect(computeLicenseStatus(grant(), usage(10, 0), now)).toBe('approaching_target_limit');
    expect(computeLicenseStatus(grant(), usage(0, 1000), now)).toBe('approaching_probe_limit');
    expect(computeLicenseStatus(grant(), usage(8, 899), now)).toBe('ok');
  });
});

describe('cut-off', () => {
  it('falls 360 hours after expiry', () => {
    expect(licenseCutoffDate('2026-05-01T00:00:00Z').toISOString()).toBe(
      '2026-05-16T00:00:00.000Z',
    );
  });

  it('applies only to an expired license past its grace period', () => {
    const expiresAt = '2026-05-10T00:00:00Z';
    expect(isLicenseCutOff('expired', expiresAt, new Date('2026-05-24T23:59:59Z'))).toBe(false);
    expect(isLicenseCutOff('expired', expiresAt, new Date('2026-05-25T00:00:01Z'))).toBe(true);
    expect(isLicenseCutOff('ok', expiresAt, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isLicenseCutOff('expired', null, now)).toBe(false);
  });
});
