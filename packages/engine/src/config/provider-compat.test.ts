import { describe, expect, it } from 'vitest';
import { toProviderConfig } from './provider-compat';

describe('toProviderConfig', () => {
  it('reads promptfoo ids, taking keys from the environment', () => {
    expect(
      toProviderConfig('openai:chat:gpt-4o-mini', {
        OPENAI_API_KEY: 'sk-env',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      }),
    ).toEqual({
      type: 'openai',
      model: 'gpt-4o-mini',
      apiKey: 'sk-env',
      baseUrl: 'http://127.0.0.1:9/v1',
    });
    expect(
      toProviderConfig('anthropic:messages:claude-sonnet', { ANTHROPIC_API_KEY: 'ak' }),
    ).toEqual({
      type: 'anthropic',
      model: 'claude-sonnet',
      apiKey: 'ak',
    });
  });

  it('prefers the reference config over the environment', () => {
    const config = toProviderConfig(
      {
        id: 'openai:local-llama',
        config: { apiKey: 'sk-cfg', apiBaseUrl: 'http://127.0.0.1:8080/v1' },
      },
      { OPENAI_API_KEY: 'sk-env' },
    );
    expect(config).toEqual({
      type: 'openai',
      model: 'local-llama',
      apiKey: 'sk-cfg',
      baseUrl: 'http://127.0.0.1:8080/v1',
    });
  });

  it('names what it cannot use', () => {
    expect(() => toProviderConfig('vertex:gemini')).toThrow('Unsupported provider "vertex:gemini"');
  });
});
