import { describe, expect, it } from 'vitest';
import { isTeamOptionalPath } from './team-guard';

describe('isTeamOptionalPath', () => {
  it('lets the spec’s exceptions and their sub-paths through', () => {
    for (const path of [
      '/login',
      '/verify-email',
      '/reset-password/confirm',
      '/upgrade',
      '/no-team',
      '/organizations',
      '/organizations/1/teams',
      '/eval/abc',
      '/evals',
      '/redteam/report/r1/remediation',
    ]) {
      expect(isTeamOptionalPath(path), path).toBe(true);
    }
  });
  it('guards everything else, including look-alike prefixes', () => {
    for (const path of ['/', '/jobs', '/redteam/targets', '/evaluation', '/organizationsx']) {
      expect(isTeamOptionalPath(path), path).toBe(false);
    }
  });
});
