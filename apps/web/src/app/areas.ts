import type { Organization } from '@crucible/shared';

/**
 * The product areas this build has pages for. Navigation entries and buttons of an
 * area appear only once its routes exist: flip its flag in the same change that adds its routes.
 */
export const AREAS = {
  /** Targets and the plugin catalogue: the red-team menu and its guard. */
  redteam: true,
  /** Scan templates, Create Scan, the 'New Scan' button and scan history (/jobs). */
  scans: true,
  /** Reports of completed scans (/redteam/report) and one report's page. */
  redteamReports: true,
  /** The team's vulnerabilities (issues) and one vulnerability's page. */
  vulnerabilities: true,
  /** Evaluations (/evals, /eval), datasets and the configuration page. */
  eval: true,
  /** Model audit: new scan and history tabs, Scan Details. */
  modelAudit: true,
  guardrails: false,
  serverSettings: true,
};
export type Area = keyof typeof AREAS;
export type AreaFlags = Record<Area, boolean>;

/**
 * Spec §2 root redirect: an organization that can use red team goes to the targets page on the
 * cloud edition and to the jobs page otherwise; one that cannot goes to the eval page (its home,
 * whether or not this build has the eval pages yet: the rule is the spec's, not the build's).
 * Scan history (/jobs) exists only with server-side jobs (spec §2 top navigation); without them
 * the red-team home is targets rather than a page that is not there.
 */
export function rootRedirectPath(
  organization: Pick<Organization, 'canUseRedteam'>,
  isCloud: boolean,
  serverSideJobs: boolean,
): string {
  if (!organization.canUseRedteam) return '/eval';
  return isCloud || !serverSideJobs ? '/redteam/targets' : '/jobs';
}
