import { describe, expect, it } from 'vitest';
import { intentSummary, isIntentEntry, pluginEntry, pluginRow } from './redteam-block';

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
