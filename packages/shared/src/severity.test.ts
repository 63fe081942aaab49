import { describe, expect, it } from 'vitest';
import { effectiveSeverity } from './severity';

describe('effective severity', () => {
  it('is the plugin default when nothing else sets one', () => {
    expect(effectiveSeverity({ plugin: 'high' })).toEqual({ severity: 'high', layer: 'plugin' });
    expect(
      effectiveSeverity({ plugin: 'high', template: null, organization: null, target: null }),
    ).toEqual({ severity: 'high', layer: 'plugin' });
  });

  it('takes the most specific layer that sets one', () => {
    const all = {
      plugin: 'low',
      template: 'medium',
      organization: 'high',
      target: 'critical',
      manual: 'low',
    } as const;
    expect(effectiveSeverity(all)).toEqual({ severity: 'low', layer: 'manual' });
    expect(effectiveSeverity({ ...all, manual: null })).toEqual({
      severity: 'critical',
      layer: 'target',
    });
    expect(effectiveSeverity({ ...all, manual: null, target: null })).toEqual({
      severity: 'high',
      layer: 'organization',
    });
    expect(effectiveSeverity({ ...all, manual: null, target: null, organization: null })).toEqual({
      severity: 'medium',
      layer: 'template',
    });
  });

  it('keeps a layer that repeats the default as the source', () => {
    expect(effectiveSeverity({ plugin: 'high', organization: 'high' })).toEqual({
      severity: 'high',
      layer: 'organization',
    });
  });
});
