import { describe, expect, it } from 'vitest';
import { rootRedirectPath } from './areas';

const redteam = { canUseRedteam: true };
const evalOnly = { canUseRedteam: false };

describe('rootRedirectPath (spec §2 root redirect)', () => {
  it('sends an organization with red team to targets on the cloud edition, else to jobs', () => {
    expect(rootRedirectPath(redteam, true, true)).toBe('/redteam/targets');
    expect(rootRedirectPath(redteam, false, true)).toBe('/jobs');
  });

  it('sends an organization without red team to the eval page on either edition', () => {
    for (const isCloud of [true, false]) {
      for (const serverSideJobs of [true, false]) {
        expect(rootRedirectPath(evalOnly, isCloud, serverSideJobs)).toBe('/eval');
      }
    }
  });

  it('goes to targets when scan history does not exist (no server-side jobs)', () => {
    expect(rootRedirectPath(redteam, false, false)).toBe('/redteam/targets');
    expect(rootRedirectPath(redteam, true, false)).toBe('/redteam/targets');
  });
});
