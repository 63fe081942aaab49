import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../errors';

/**
 * Secrets at rest (target API keys, auth headers, model keys): AES-256-GCM under one install-wide
 * key. GCM authenticates, so a wrong key or a tampered value fails to open — it never decrypts
 * to garbage. Sealed values read `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); the key id
 * (a hash prefix of the key) lets the failure say that the key changed.
 */

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export type SecretBox = {
  seal(plaintext: string): string;
  open(sealed: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
export const SECRET_KEY_FILE = 'secret.key';

/** Any key material of ≥ 32 characters becomes a 256-bit AES key. */
export function deriveKey(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, '', 'crucible secret-box v1', 32));
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createSecretBox(keyOf: () => Buffer): SecretBox {
  let cached: { key: Buffer; id: string } | undefined;
  // The key is read on first use, so processes that never touch a secret never need it.
  const current = () => {
    if (!cached) {
      const key = keyOf();
      cached = { key, id: keyIdOf(key) };
    }
    return cached;
  };
  return {
    seal(plaintext) {
      const { key, id } = current();
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
      return [VERSION, id, ...parts].join('.');
    },
    open(sealed) {
      const { key, id } = current();
      const [version, keyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || !keyId || !iv || !tag || ciphertext === undefined || rest.length) {
        throw new SecretBoxError('Stored secret is not in a format this server can read');
      }
      if (keyId !== id) {
        throw new SecretBoxError(
          `Stored secrets were sealed with another key (id ${keyId}, this server has ${id}): ` +
            'restore the original CRUCIBLE_SECRET_KEY or secret.key',
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError(
          'Stored secret failed authentication: it was altered or corrupted',
        );
      }
    },
  };
}

/**
 * The install's key: CRUCIBLE_SECRET_KEY when set, else `$CRUCIBLE_DATA_DIR/secret.key`, created
 * once (mode 600) with 32 random bytes. Several processes must share one key: set the variable.
 */
export function loadSecretKey(options: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (options.secretKey) return deriveKey(options.secretKey);
  const path = join(options.dataDir, SECRET_KEY_FILE);
  try {
    return readKeyFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // `wx`: if another process created it meanwhile, theirs wins and we read it below.
    writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(path);
}

function readKeyFile(path: string): Buffer {
  const material = readFileSync(path, 'utf8').trim();
  if (material.length < 32) {
    throw new SecretBoxError(`${path} holds no usable key (fewer than 32 characters)`);
  }
  return deriveKey(material);
}

const boxes = new WeakMap<object, SecretBox>();

/** One lazily keyed box per configuration (i.e. per app). */
export function secretBoxOf(config: { secretKey: string | undefined; dataDir: string }): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox(() => loadSecretKey(config));
    boxes.set(config, box);
  }
  return box;
}

/** Seals a JSON value; nothing to seal (no keys, all empty) is stored as null. */
export function sealJson(box: SecretBox, value: Record<string, unknown>): string | null {
  return Object.keys(value).length === 0 ? null : box.seal(JSON.stringify(value));
}

/**
 * Opens a sealed JSON value. A value this server cannot open is an operator problem (the key
 * changed or the row was altered): the request fails with 503 and says so, never guesses.
 */
export function openJson<T>(box: SecretBox, sealed: string | null): T | undefined {
  if (sealed === null) return undefined;
  try {
    return JSON.parse(box.open(sealed)) as T;
  } catch (error) {
    const reason = error instanceof SecretBoxError ? error.message : 'unreadable value';
    throw new AppError('SERVICE_UNAVAILABLE', `Cannot decrypt stored secrets. ${reason}`);
  }
}
