import type { ProfileSuggestion } from '@crucible/shared';
import type { TargetDraft } from './target-draft';

export type ProfileListField = 'products' | 'competitors' | 'userRoles' | 'personalData' | 'tools';

/** Each list of the profile, with what it is for and an example, one item per line. */
export const PROFILE_LISTS: { field: ProfileListField; label: string; help: string }[] = [
  {
    field: 'products',
    label: 'Products and services',
    help: 'e.g. "Flex fares", "Lounge pass".',
  },
  {
    field: 'competitors',
    label: 'Competitors',
    help: 'e.g. "JetAway": businesses it must not send customers to.',
  },
  {
    field: 'userRoles',
    label: 'Who uses it',
    help: 'e.g. "customers", "travel agents", "administrators".',
  },
  {
    field: 'personalData',
    label: 'Personal data it can see',
    help: 'e.g. "passport numbers", "booking history".',
  },
  {
    field: 'tools',
    label: 'Tools and actions',
    help: 'e.g. "search flights", "refund a booking": the actions it can really take.',
  },
];

const SUGGESTED_TEXT = [
  ['purpose', 'Purpose'],
  ['organisation', 'Organisation'],
  ['industry', 'Industry'],
] as const;

/**
 * The fields of a suggested profile that the draft leaves empty (what a person typed is kept),
 * and their labels, to say what was filled.
 */
export function suggestionPatch(
  draft: TargetDraft,
  suggestion: ProfileSuggestion,
): { patch: Partial<TargetDraft>; filled: string[] } {
  const patch: Partial<TargetDraft> = {};
  const filled: string[] = [];
  for (const [field, label] of SUGGESTED_TEXT) {
    const value = suggestion[field]?.trim();
    if (value && draft[field].trim() === '') {
      patch[field] = value;
      filled.push(label);
    }
  }
  for (const { field, label } of PROFILE_LISTS) {
    if (field === 'competitors') continue; // a conversation does not reveal them
    if (suggestion[field].length > 0 && draft[field].trim() === '') {
      patch[field] = suggestion[field].join('\n');
      filled.push(label);
    }
  }
  return { patch, filled };
}
