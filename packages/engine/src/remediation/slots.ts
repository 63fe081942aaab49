import type { TargetContext } from '../types';

/**
 * What remediation texts may say of the target: `{{purpose}}`, `{{name}}`, `{{organisation}}`,
 * `{{tools}}`, `{{personalData}}`, `{{competitors}}`, `{{userRoles}}`, plus `{{plugin}}` (its
 * name) and `{{topic}}` (the entry's phrase for the plugin). An empty profile field reads as a
 * neutral phrase in the same place, so every text reads for any target: write them as
 * "your purpose ({{purpose}})", "your tools ({{tools}})", "such as {{personalData}}".
 */
export type RemediationTarget = {
  /** The target's name, e.g. "Demo bank assistant". */
  name: string;
  context: TargetContext;
};

export const REMEDIATION_SLOT_DEFAULTS = {
  purpose: 'as configured for this deployment',
  name: 'the assistant',
  organisation: 'the organisation that runs it',
  tools: 'every tool you are given',
  personalData: 'names, contact details and account numbers',
  competitors: 'other companies',
  userRoles: 'the signed-in user',
} as const;

export type RemediationSlots = Record<keyof typeof REMEDIATION_SLOT_DEFAULTS, string>;

const list = (values: readonly string[] | undefined) =>
  (values ?? [])
    .map((value) => value.trim())
    .filter(Boolean)
    .join(', ') || undefined;

/** The slot values of a target: its own where filled in, the neutral defaults elsewhere. */
export function remediationSlots(target: RemediationTarget): RemediationSlots {
  const { context } = target;
  const filled: Partial<RemediationSlots> = {
    purpose: context.purpose?.trim().replace(/\.$/, '') || undefined,
    name: target.name.trim() || undefined,
    organisation: context.organisation?.trim() || undefined,
    tools: list(context.tools),
    personalData: list(context.personalData),
    competitors: list(context.competitors),
    userRoles: list(context.userRoles),
  };
  return Object.fromEntries(
    Object.entries(REMEDIATION_SLOT_DEFAULTS).map(([slot, fallback]) => [
      slot,
      filled[slot as keyof RemediationSlots] ?? fallback,
    ]),
  ) as RemediationSlots;
}
