import { importRedteamConfig } from '@crucible/engine';
import { describe, expect, it } from 'vitest';
import { toRedteamBlock } from './server-scan';

describe('toRedteamBlock', () => {
  it('sends what the file says: basic still disabled, request settings, the model without its key', () => {
    const read = importRedteamConfig(
      [
        'prompts: ["Customer: {{query}}"]',
        'defaultTest: {vars: {locale: en}}',
        'redteam:',
        '  plugins: [hijacking, {id: bola, numTests: 2}]',
        '  strategies: [{id: basic, config: {enabled: false}}, base64]',
        '  maxConcurrency: 2',
        '  entities: [Larkspur Bank]',
        '  provider: {id: openai:gpt-4o-mini, config: {apiBaseUrl: "http://127.0.0.1:9/v1", apiKey: sk-local}}',
      ].join('\n'),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(toRedteamBlock(read.config)).toEqual({
      plugins: [{ id: 'hijacking' }, { id: 'bola', numTests: 2 }],
      strategies: [{ id: 'basic', config: { enabled: false } }, { id: 'base64' }],
      numTests: 5,
      maxConcurrency: 2,
      entities: ['Larkspur Bank'],
      injectVar: 'query',
      provider: { id: 'openai:gpt-4o-mini', config: { apiBaseUrl: 'http://127.0.0.1:9/v1' } },
      prompts: ['Customer: {{query}}'],
      defaultTest: { vars: { locale: 'en' } },
    });
  });

  it('names what the server does not take', () => {
    const read = importRedteamConfig('redteam: {plugins: [hijacking], maxConcurrency: 500}');
    if (!read.ok) throw new Error('valid for the engine');
    expect(() => toRedteamBlock(read.config)).toThrow(
      'The server does not take this configuration:\n  redteam.maxConcurrency: Too big: expected number to be <=64',
    );
  });
});
