/** The compliance families: each is a detector, and has a model. */
export const COMPLIANCE_FAMILY_IDS = [
  'harmful-intent',
  'malicious-code',
  'discrimination',
  'specialized-advice',
  'unsupported-action',
  'secrets',
  'prompt-disclosure',
  'competitor-endorsement',
  'encoded-compliance',
] as const;
export type ComplianceFamilyId = (typeof COMPLIANCE_FAMILY_IDS)[number];
