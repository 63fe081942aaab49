import { describe, expect, it } from 'vitest';
import { generateLicenseKeyPair, LicenseKeyError, signLicense, verifyLicense } from './license-key';

const grant = {
  customerName: 'Acme',
  contractStartDate: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  numLicensedTargets: 5,
  numLicensedProbes: 500,
  allowOverage: true,
};

describe('license keys', () => {
  const vendor = generateLicenseKeyPair();

  it('round-trips a grant through sign and verify', () => {
    const key = signLicense({ ...grant, licenseId: 'lic-1' }, vendor.privateKeyPem);
    expect(key.startsWith('CRUCIBLE1.')).toBe(true);
    expect(verifyLicense(key, vendor.publicKeyPem)).toEqual({
      ...grant,
      licenseId: 'lic-1',
      issuedAt: expect.any(String),
    });
    expect(
      verifyLicense(key, Buffer.from(vendor.publicKeyPem).toString('base64')).customerName,
    ).toBe('Acme');
  });

  it('rejects a key signed by someone else or altered', () => {
    const key = signLicense(grant, vendor.privateKeyPem);
    const other = generateLicenseKeyPair();
    expect(() => verifyLicense(key, other.publicKeyPem)).toThrow(LicenseKeyError);
    const [version, payload, signature] = key.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        numLicensedTargets: 9999,
      }),
    ).toString('base64url');
    expect(() => verifyLicense(`${version}.${forged}.${signature}`, vendor.publicKeyPem)).toThrow(
      'signature is not valid',
    );
    expect(() => verifyLicense('CRUCIBLE1.abc', vendor.publicKeyPem)).toThrow(
      'not a Crucible license key',
    );
    expect(() => verifyLicense(key, 'not a key')).toThrow('not a valid Ed25519 PEM key');
  });
});
