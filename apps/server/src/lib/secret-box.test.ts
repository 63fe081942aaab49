import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, deriveKey, loadSecretKey, SecretBoxError } from './secret-box';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crucible-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const box = (material: string) => createSecretBox(() => deriveKey(material));
const KEY = 'k'.repeat(32);

describe('secret box', () => {
  it('round-trips text and never repeats a ciphertext', () => {
    const secrets = box(KEY);
    const first = secrets.seal('sk-live-123 ünïcode');
    const second = secrets.seal('sk-live-123 ünïcode');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sk-live-123');
    expect(first).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(secrets.open(first)).toBe('sk-live-123 ünïcode');
    expect(secrets.open(second)).toBe('sk-live-123 ünïcode');
  });

  it('refuses to open with another key, naming the key change', () => {
    const sealed = box(KEY).seal('secret');
    expect(() => box('x'.repeat(32)).open(sealed)).toThrow(
      /sealed with another key .*restore the original CRUCIBLE_SECRET_KEY/,
    );
  });

  it('refuses tampered and malformed values instead of returning garbage', () => {
    const secrets = box(KEY);
    const parts = secrets.seal('secret').split('.');
    const ciphertext = Buffer.from(parts[4]!, 'base64url');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[4] = ciphertext.toString('base64url');
    expect(() => secrets.open(parts.join('.'))).toThrow(
      new SecretBoxError('Stored secret failed authentication: it was altered or corrupted'),
    );
    expect(() => secrets.open('plain text')).toThrow(
      new SecretBoxError('Stored secret is not in a format this server can read'),
    );
  });

  it('reads the key only when first used', () => {
    let reads = 0;
    const secrets = createSecretBox(() => {
      reads += 1;
      return deriveKey(KEY);
    });
    expect(reads).toBe(0);
    secrets.open(secrets.seal('a'));
    expect(reads).toBe(1);
  });
});

describe('loadSecretKey', () => {
  it('prefers CRUCIBLE_SECRET_KEY and writes no file', () => {
    const dataDir = tempDir();
    expect(loadSecretKey({ secretKey: KEY, dataDir })).toEqual(deriveKey(KEY));
    expect(() => statSync(join(dataDir, 'secret.key'))).toThrow();
  });

  it('generates secret.key once with mode 600 and reuses it', () => {
    const dataDir = join(tempDir(), 'nested');
    const first = loadSecretKey({ secretKey: undefined, dataDir });
    const path = join(dataDir, 'secret.key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const material = readFileSync(path, 'utf8');
    expect(loadSecretKey({ secretKey: undefined, dataDir })).toEqual(first);
    expect(readFileSync(path, 'utf8')).toBe(material);
    expect(first).toHaveLength(32);
  });

  it('refuses a key file too short to be a key', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secret.key'), 'short\n');
    expect(() => loadSecretKey({ secretKey: undefined, dataDir })).toThrow(SecretBoxError);
  });
});
