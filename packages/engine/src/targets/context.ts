import { DEMO_TARGET_PROFILE, DEMO_TARGET_PURPOSE } from '../demo-target/knowledge';
import type { TargetContext } from '../types';
import type { TargetConfig } from './schema';

const present = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values : undefined;

type ContextSource = Pick<
  TargetConfig,
  'purpose' | 'profile' | 'allowedBehaviours' | 'forbiddenBehaviours'
> & { type?: TargetConfig['type'] };

/**
 * What the graders and the attack templates know of a target, from its configuration: its
 * purpose, its profile and the behaviours it may and must never show. Empty fields are left
 * out, so a detector can tell "no competitors named" from a list. The demo target falls back to
 * its own profile for what its configuration leaves empty.
 */
export function targetContextOf(config: ContextSource): TargetContext {
  const own = contextOfConfig(config);
  if (config.type !== 'demo') return own;
  const demo = contextOfConfig({
    ...config,
    purpose: DEMO_TARGET_PURPOSE,
    profile: DEMO_TARGET_PROFILE,
  });
  return { ...demo, ...own };
}

function contextOfConfig(config: ContextSource): TargetContext {
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
