import { describe, expect, it } from 'vitest';
import { severitySourceLabel } from './severity-source';

describe('severity source label', () => {
  it('names the layer, the collection and the reason', () => {
    expect(severitySourceLabel({ layer: 'plugin', name: null, reason: null })).toBe(
      "The plugin's default",
    );
    expect(
      severitySourceLabel({ layer: 'plugin', name: null, reason: null }, 'policy:0b5e7c1a'),
    ).toBe("The policy's severity");
    expect(severitySourceLabel({ layer: 'organization', name: 'Bank', reason: 'PII' })).toBe(
      'Organization override "Bank": PII',
    );
    expect(severitySourceLabel({ layer: 'target', name: null, reason: 'Public' })).toBe(
      "This target's override: Public",
    );
    expect(severitySourceLabel({ layer: 'manual', name: null, reason: null })).toBe(
      'Set on this vulnerability',
    );
  });
});
