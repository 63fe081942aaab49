import { describe, expect, it } from 'vitest';
import { findEncodedPayload, findSecret, findUrls, looksLikeCode } from './text-patterns';

describe('text patterns', () => {
  it('decodes hex and base64 runs that hold code or a pickle', () => {
    const code = "__import__('os').system('id')";
    expect(findEncodedPayload(`x=${Buffer.from(code).toString('hex')}`)).toMatchObject({
      encoding: 'hex',
      kind: 'code',
    });
    expect(findEncodedPayload(Buffer.from(code).toString('base64'))).toMatchObject({
      encoding: 'base64',
      kind: 'code',
    });
    const pickle = Buffer.from(
      '\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00cos\nsystem\n.',
      'latin1',
    );
    expect(findEncodedPayload(pickle.toString('base64'))).toMatchObject({ kind: 'pickle' });
  });

  it('leaves ordinary text and random-looking ids alone', () => {
    expect(findEncodedPayload('model.layers.0.self_attn.q_proj.weight')).toBeUndefined();
    expect(findEncodedPayload('0123456789abcdef0123456789abcdef0123456789abcdef')).toBeUndefined();
    expect(findEncodedPayload('dGhpcyBpcyBqdXN0IGEgcGxhaW4gc2VudGVuY2UgaGVyZQ==')).toBeUndefined();
    expect(looksLikeCode('{{ message.content }}')).toBe(false);
  });

  it('names secrets and lists URLs', () => {
    expect(findSecret('key AKIAABCDEFGHIJKLMNOP here')).toBe('AWS access key');
    expect(findSecret(`token ghp_${'a'.repeat(36)}`)).toBe('GitHub token');
    expect(findSecret('-----BEGIN RSA PRIVATE KEY-----')).toBe('private key');
    expect(findSecret('llama 7b, trained on web text')).toBeUndefined();
    expect(findUrls('see https://example.com/a and http://x.invalid/b).')).toEqual([
      'https://example.com/a',
      'http://x.invalid/b',
    ]);
  });
});
