import { PublicTargetConfigSchema } from '@crucible/shared';
import { describe, expect, it } from 'vitest';
import { mergeSecrets, scrub, secretValues, toEngineConfig } from './secrets';

const http = PublicTargetConfigSchema.parse({
  type: 'http',
  url: 'https://x.test',
  headers: { 'X-Team': 'a' },
  auth: { type: 'header', name: 'X-Token' },
});

describe('mergeSecrets', () => {
  it('keeps omitted secrets, clears null ones, replaces sent ones', () => {
    const stored = { authSecret: 'old', headers: { A: '1', B: '2' } };
    expect(mergeSecrets(stored, undefined, http)).toEqual(stored);
    expect(mergeSecrets(stored, { authSecret: 'new', headers: { A: null, C: '3' } }, http)).toEqual(
      {
        authSecret: 'new',
        headers: { B: '2', C: '3' },
      },
    );
  });

  it('drops kept secrets the new type cannot use', () => {
    const demo = PublicTargetConfigSchema.parse({ type: 'demo' });
    expect(mergeSecrets({ apiKey: 'k', authSecret: 's', headers: { A: '1' } }, {}, demo)).toEqual(
      {},
    );
  });
});

describe('toEngineConfig', () => {
  it('puts the secrets back where the engine reads them', () => {
    const config = toEngineConfig(
      { name: 'Bot', purpose: null, config: http },
      { authSecret: 'tok', headers: { 'X-Secret': 's' } },
    );
    expect(config).toMatchObject({
      type: 'http',
      label: 'Bot',
      headers: { 'X-Team': 'a', 'X-Secret': 's' },
      auth: { type: 'header', name: 'X-Token', value: 'tok' },
    });
  });
});

describe('scrub', () => {
  it('replaces secret values anywhere and values of secret headers', () => {
    const secrets = { apiKey: 'sk-1234', headers: { 'X-Secret': 'hidden-value' } };
    const value = {
      headers: { 'x-secret': 'hidden-value', other: 'ok' },
      body: ['echo sk-1234 and hidden-value', 3, null],
    };
    expect(scrub(value, secretValues(secrets), ['X-Secret'])).toEqual({
      headers: { 'x-secret': '***', other: 'ok' },
      body: ['echo *** and ***', 3, null],
    });
  });
});
