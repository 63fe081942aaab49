import { describe, expect, it } from 'vitest';
import { rootRedirectPath, type AreaFlags } from './areas';

const none: AreaFlags = {
  redteam: false,
  scans: false,
  redteamReports: false,
  vulnerabilities: false,
  eval: false,
  modelAudit: false,
  guardrails: false,
  serverSettings: false,
};
const all: AreaFlags = { ...none, redteam: true, scans: true, eval: true };
const org = { id: 'o1', canUseRedteam: true };

describe('rootRedirectPath', () => {
  it('follows spec §2 once the areas exist', () => {
    expect(rootRedirectPath(org, false, all)).toBe('/jobs');
    expect(rootRedirectPath(org, true, all)).toBe('/redteam/targets');
    expect(rootRedirectPath({ ...org, canUseRedteam: false }, false, all)).toBe('/eval');
  });
  it('goes to the organization area while they do not', () => {
    expect(rootRedirectPath(org, false, none)).toBe('/organizations/o1');
    expect(rootRedirectPath({ ...org, canUseRedteam: false }, true, none)).toBe(
      '/organizations/o1',
    );
  });
});

describe('rootRedirectPath before scan history exists', () => {
  it('keeps the organization area with only targets and plugins built', () => {
    const targetsOnly: AreaFlags = { ...none, redteam: true };
    expect(rootRedirectPath(org, false, targetsOnly)).toBe('/organizations/o1');
  });
});

describe('rootRedirectPath without server-side jobs', () => {
  it('goes to targets, the red-team page that exists', () => {
    expect(rootRedirectPath(org, false, all, false)).toBe('/redteam/targets');
  });
});
