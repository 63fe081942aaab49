import type { Organization } from '@crucible/shared';

/**
 * The product areas this build has pages for. Navigation entries, buttons and redirects of an
 * area appear only once its routes exist: flip its flag in the same change that adds its routes.
 */
export const AREAS = {
  redteam: false,
  eval: false,
  modelAudit: false,
  guardrails: false,
  serverSettings: false,
};
export type Area = keyof typeof AREAS;
export type AreaFlags = Record<Area, boolean>;

/**
 * Spec §2 root redirect: red team → targets (cloud) or jobs, else → eval. Until those areas
 * exist, the organization area is the first page every member can reach.
 */
export function rootRedirectPath(
  organization: Pick<Organization, 'id' | 'canUseRedteam'>,
  isCloud: boolean,
  areas: AreaFlags = AREAS,
): string {
  if (organization.canUseRedteam && areas.redteam) return isCloud ? '/redteam/targets' : '/jobs';
  if (!organization.canUseRedteam && areas.eval) return '/eval';
  return `/organizations/${organization.id}`;
}
