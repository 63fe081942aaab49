import { describe, expect, it } from 'vitest';
import { languageOf, languageText, strategiesOn, strategyOn, withStrategy } from './redteam-block';

describe('strategies as promptfoo reads them', () => {
  it('runs basic unless it is listed as disabled', () => {
    expect(strategyOn(undefined, 'basic')).toBe(true);
    expect(strategyOn(['base64'], 'basic')).toBe(true);
    expect(strategyOn([{ id: 'basic', config: { enabled: false } }], 'basic')).toBe(false);
    expect(strategyOn(['base64'], 'rot13')).toBe(false);
    expect(strategyOn([{ id: 'rot13', config: { enabled: false } }], 'rot13')).toBe(false);
  });

  it('sends basic disabled when it is unticked, and plain again when ticked', () => {
    const off = withStrategy(['basic', 'base64'], 'basic', false);
    expect(off).toEqual([{ id: 'basic', config: { enabled: false } }, 'base64']);
    expect(withStrategy(off, 'basic', true)).toEqual(['basic', 'base64']);
    expect(withStrategy(['base64'], 'rot13', true)).toEqual(['base64', 'rot13']);
    expect(withStrategy(['base64', 'rot13'], 'base64', false)).toEqual(['rot13']);
  });
});

describe('the language field', () => {
  it('reads one language, or several separated by commas', () => {
    expect(languageOf('German')).toBe('German');
    expect(languageOf('fr, de')).toEqual(['fr', 'de']);
    expect(languageOf('fr, ')).toBe('fr, ');
    expect(languageOf('  ')).toBeUndefined();
    expect(languageText(['fr', 'de'])).toBe('fr, de');
  });
});

describe('the strategies a template runs', () => {
  it('lists basic first unless turned off, and leaves out strategies written as disabled', () => {
    expect(strategiesOn(['base64'])).toEqual(['basic', 'base64']);
    expect(
      strategiesOn([
        { id: 'basic', config: { enabled: false } },
        'base64',
        { id: 'rot13', config: { enabled: false } },
      ]),
    ).toEqual(['base64']);
  });
});
