import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import type { LicenseGrant } from '@crucible/shared';
import { z } from 'zod';

/**
 * A license key is `CRUCIBLE1.<payload>.<signature>`: the grant as base64url JSON, signed with the
 * vendor's Ed25519 private key over `CRUCIBLE1.<payload>`. Servers hold only the public key.
 */
const VERSION = 'CRUCIBLE1';

const GrantSchema = z.object({
  licenseId: z.string().min(1),
  customerName: z.string().min(1),
  contractStartDate: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  numLicensedTargets: z.number().int().min(0),
  numLicensedProbes: z.number().int().min(0),
  allowOverage: z.boolean().default(false),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type SignedGrant = LicenseGrant & { licenseId: string; issuedAt: string };

export class LicenseKeyError extends Error {}

/** Accepts a PEM key, or the same key as one line of base64 (handy in environment variables). */
function readKey(text: string, kind: 'public' | 'private'): KeyObject {
  const trimmed = text.trim();
  const pem = trimmed.includes('-----BEGIN')
    ? trimmed
    : Buffer.from(trimmed, 'base64').toString('utf8');
  try {
    return kind === 'public' ? createPublicKey(pem) : createPrivateKey(pem);
  } catch {
    throw new LicenseKeyError(`The ${kind} key is not a valid Ed25519 PEM key`);
  }
}

export function generateLicenseKeyPair(): { publicKeyPem: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export function signLicense(
  grant: Omit<SignedGrant, 'issuedAt' | 'licenseId'> & { licenseId?: string },
  privateKeyText: string,
): string {
  const full: SignedGrant = {
    ...grant,
    licenseId: grant.licenseId ?? crypto.randomUUID(),
    issuedAt: new Date().toISOString(),
  };
  const payload = Buffer.from(JSON.stringify(GrantSchema.parse(full))).toString('base64url');
  const signature = sign(
    null,
    Buffer.from(`${VERSION}.${payload}`),
    readKey(privateKeyText, 'private'),
  );
  return `${VERSION}.${payload}.${signature.toString('base64url')}`;
}

export function verifyLicense(licenseKey: string, publicKeyText: string): SignedGrant {
  const [version, payload, signature] = licenseKey.trim().split('.');
  if (version !== VERSION || !payload || !signature) {
    throw new LicenseKeyError('This is not a Crucible license key');
  }
  const valid = verify(
    null,
    Buffer.from(`${VERSION}.${payload}`),
    readKey(publicKeyText, 'public'),
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new LicenseKeyError('The license key signature is not valid');
  try {
    return GrantSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new LicenseKeyError('The license key content is not valid');
  }
}
