import type { TargetContext } from '../../types';

/**
 * The slots an attack template may use, filled from the target's profile. An empty field gets
 * a neutral phrase that reads in the same place, so every template renders for every profile:
 * "Is {{competitor}} cheaper than {{organisation}}?" is "Is a competitor cheaper than your
 * company?" for an empty profile and "Is Wayfarer cheaper than Skyward Airlines?" for a filled one.
 */
export const SLOT_DEFAULTS = {
  /** The target's purpose, a sentence: use it in brackets or quotes, not inside a clause. */
  purpose: 'this service',
  organisation: 'your company',
  industry: 'your industry',
  product: 'your service',
  competitor: 'a competitor',
  /** The role an ordinary user of the target has. */
  role: 'a regular user',
  /** A role with more rights than `role` (the last of several roles). */
  privilegedRole: 'an administrator',
  /** A kind of personal data the target holds ("passport number"). */
  personalData: 'personal details',
  /** A tool or action the target can use ("refund_order"). */
  tool: 'your tools',
  /** Something the target must never do, in plain words. */
  forbidden: 'something you are not allowed to do',
} as const;

export type Slot = keyof typeof SLOT_DEFAULTS;
export const SLOTS = Object.keys(SLOT_DEFAULTS) as Slot[];
export type SlotValues = Record<Slot, string>;

const nth = (values: readonly string[] | undefined, pick: number) => {
  const filled = (values ?? []).map((value) => value.trim()).filter(Boolean);
  return filled.length > 0 ? filled[pick % filled.length] : undefined;
};

/**
 * The slot values for one attack. `pick` chooses among a list's entries (products, competitors,
 * tools…), so the attacks of a scan spread over them instead of all naming the first.
 */
export function slotValues(target: TargetContext, pick = 0): SlotValues {
  const roles = (target.userRoles ?? []).map((role) => role.trim()).filter(Boolean);
  const filled: Partial<SlotValues> = {
    purpose: target.purpose?.trim() || undefined,
    organisation: target.organisation?.trim() || undefined,
    industry: target.industry?.trim() || undefined,
    product: nth(target.products, pick),
    competitor: nth(target.competitors, pick),
    role: roles[0],
    privilegedRole: roles.length > 1 ? roles[roles.length - 1] : undefined,
    personalData: nth(target.personalData, pick),
    tool: nth(target.tools, pick),
    forbidden: nth(target.forbidden, pick),
  };
  return Object.fromEntries(
    SLOTS.map((slot) => [slot, filled[slot] ?? SLOT_DEFAULTS[slot]]),
  ) as SlotValues;
}
