import type { TargetContext } from '../types';
import type { Plugin, ProfileRequirement } from './types';

const NEEDS: Record<ProfileRequirement, string> = {
  tools: "the target's tools or actions (Tools in its profile)",
  personalData: 'the kinds of personal data the target holds (Personal data in its profile)',
  userRoles: 'the user roles the target serves (User roles in its profile)',
};

/**
 * Why a plugin's attacks would test nothing on this target, or undefined when they apply: an
 * attack through tools needs a target with tools. Said in the estimate, the scan log and
 * skipped, instead of sending irrelevant probes.
 */
export function unmetRequirement(
  plugin: Pick<Plugin, 'requires'>,
  target: TargetContext,
): string | undefined {
  const missing = (plugin.requires ?? []).filter((field) => (target[field] ?? []).length === 0);
  if (missing.length === 0) return undefined;
  return `needs ${missing.map((field) => NEEDS[field]).join(' and ')}`;
}
