import { describe, expect, it } from 'vitest';
import {
  intentSummary,
  isIntentEntry,
  languageOf,
  languageText,
  pluginEntry,
  pluginRow,
  strategiesOn,
  strategyOn,
  withStrategy,
} from './redteam-block';

describe('redteam block entries', () => {
  it('tells intent entries apart and summarises them', () => {
    const intent = {
      id: 'intent',
      config: { pluginId: 'prompt-extraction', intent: ['a', ['b', 'c'], { prompt: 'd' }] },
    };
    expect(isIntentEntry(intent)).toBe(true);
    expect(isIntentEntry('intent')).toBe(false);
    expect(isIntentEntry({ id: 'hijacking' })).toBe(false);
    expect(intentSummary(intent)).toEqual({ pluginId: 'prompt-extraction', prompts: 3 });
    expect(intentSummary({ id: 'intent', config: { pluginId: 'x', intent: 'one' } })).toEqual({
      pluginId: 'x',
      prompts: 1,
    });
    // promptfoo's form names no grading plugin: the intent plugin judges by the nearest family.
    expect(intentSummary({ id: 'intent', config: { intent: ['a', 'b'] } })).toEqual({
      pluginId: 'intent',
      prompts: 2,
    });
  });

  it('keeps plugin rows compact when nothing is overridden', () => {
    expect(pluginEntry(pluginRow('hijacking'))).toBe('hijacking');
    expect(pluginEntry({ id: 'hijacking', numTests: 2 })).toEqual({ id: 'hijacking', numTests: 2 });
  });
});

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
