import { describe, expect, it } from 'vitest';
import { policyNamesOf } from './policy-names';

describe("a scan's policy names", () => {
  it('reads the policies the scan copied in, and only those', () => {
    expect(
      policyNamesOf({
        plugins: [
          'hijacking',
          {
            id: 'policy',
            config: { policy: { id: 'abc', name: 'Secrets stay secret', text: 'x' } },
          },
          { id: 'policy', config: { policy: 'Never quote prices.' } },
        ],
      }),
    ).toEqual(new Map([['policy:abc', 'Secrets stay secret']]));
  });
});
