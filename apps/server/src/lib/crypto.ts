import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** URL-safe random secret; 32 bytes = 256 bits. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are high-entropy, so a fast hash is enough to store them without exposing them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. (2 is Algorithm.Argon2id, a const enum
// that isolated modules cannot import.)
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same work on a dummy hash,
 * so response time does not reveal whether an account exists.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
