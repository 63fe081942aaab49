import { signLicense } from '@crucible/server';
import { afterAll, beforeAll } from 'vitest';
import { adminSession, type ApiSession } from './api';
import { env } from './env';

type LicenseTerms = {
  expiresAt: Date;
  targets: number;
  probes: number;
  overage?: boolean;
};

/** A license key the test server trusts (scripts/e2e.mjs made the key pair). */
export function testLicenseKey(terms: LicenseTerms): string {
  if (!env.licensePrivateKey) throw new Error('E2E_LICENSE_PRIVATE_KEY is not set');
  return signLicense(
    {
      customerName: 'E2E Customer',
      contractStartDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      expiresAt: terms.expiresAt.toISOString(),
      numLicensedTargets: terms.targets,
      numLicensedProbes: terms.probes,
      allowOverage: terms.overage ?? false,
    },
    env.licensePrivateKey,
  );
}

export const days = (count: number) => new Date(Date.now() + count * 86_400_000);

/** A license in good standing with room to spare: a year left, 100 targets, 100,000 probes. */
export const goodLicenseKey = () =>
  testLicenseKey({ expiresAt: days(365), targets: 100, probes: 100_000 });

/**
 * Installs a good license before the file's tests and again after them (the license is
 * install-wide: a test may cut it off, and the next file wants it whole). Answers the admin.
 */
export function useGoodLicense(): { admin: () => ApiSession } {
  let admin: ApiSession | undefined;
  beforeAll(async () => {
    admin = await adminSession();
    await admin.installLicense(goodLicenseKey());
  });
  afterAll(async () => {
    await admin?.installLicense(goodLicenseKey());
  });
  return {
    admin: () => {
      if (!admin) throw new Error('the admin is not signed in yet');
      return admin;
    },
  };
}
