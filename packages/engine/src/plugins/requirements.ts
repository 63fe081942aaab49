import type { TargetContext } from '../types';
import type { Plugin, ProfileRequirement } from './types';

const NEEDS: Record<ProfileRequirement, string> = {
  tools: "the target's tools or actions (Tools in its profile)",
  personalData: 'the kinds of personal data the target holds (Personal data in its profile)',
  userRoles: 'the user roles the target serves (User roles in its profile)',
};

/** Whether anyone described the target: a profile with at least one field filled in. */
function described(target: TargetContext): boolean {
  return Object.values(target).some((value) =>
    Array.isArray(value) ? value.length > 0 : Boolean(value),
  );
}

/**
 * Why a plugin's attacks would test nothing on this target, or undefined when they apply: an
 * attack through tools needs a target with tools. Said in the estimate, the scan log and
 * skipped, instead of sending irrelevant probes. A target nobody has described may have
 * anything, so every plugin applies to it.
 */
export function unmetRequirement(
  plugin: Pick<Plugin, 'requires'>,
  target: TargetContext,
): string | undefined {
  if (!described(target)) return undefined;
  const missing = (plugin.requires ?? []).filter((field) => (target[field] ?? []).length === 0);
  if (missing.length === 0) return undefined;
  return `needs ${missing.map((field) => NEEDS[field]).join(' and ')}`;
}
