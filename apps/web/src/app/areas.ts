import type { Organization } from '@crucible/shared';

/**
 * The product areas this build has pages for. Navigation entries, buttons and redirects of an
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
 * Spec §2 root redirect: red team → targets (cloud) or jobs, else → eval. It applies once scan
 * history (/jobs) exists; until then the organization area is the first page every member can
 * reach.
 */
export function rootRedirectPath(
  organization: Pick<Organization, 'id' | 'canUseRedteam'>,
  isCloud: boolean,
  areas: AreaFlags = AREAS,
  /** Scan history exists only with server-side jobs; without them targets is the red-team home. */
  serverSideJobs = true,
): string {
  if (organization.canUseRedteam && areas.redteam && areas.scans) {
    return isCloud || !serverSideJobs ? '/redteam/targets' : '/jobs';
  }
  if (!organization.canUseRedteam && areas.eval) return '/eval';
  return `/organizations/${organization.id}`;
}
