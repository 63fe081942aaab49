import type { TargetContext } from '../types';
import type { TargetConfig } from './schema';

const present = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values : undefined;

/**
 * What the graders know of a target, from its configuration: its purpose, its profile and the
 * behaviours it may and must never show. Empty fields are left out, so a detector can tell
 * "no competitors named" from a list.
 */
export function targetContextOf(
  config: Pick<TargetConfig, 'purpose' | 'profile' | 'allowedBehaviours' | 'forbiddenBehaviours'>,
): TargetContext {
  const { profile } = config;
  const context: TargetContext = {
    purpose: config.purpose || undefined,
    industry: profile.industry || undefined,
    organisation: profile.organisation || undefined,
    products: present(profile.products),
    competitors: present(profile.competitors),
    userRoles: present(profile.userRoles),
    personalData: present(profile.personalData),
    tools: present(profile.tools),
    allowed: present(config.allowedBehaviours),
    forbidden: present(config.forbiddenBehaviours),
  };
  return Object.fromEntries(
    Object.entries(context).filter(([, value]) => value !== undefined),
  ) as TargetContext;
}
