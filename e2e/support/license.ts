import { signLicense } from '@crucible/server';
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
