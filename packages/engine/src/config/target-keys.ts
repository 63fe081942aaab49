/** Keys every Crucible target takes besides its transport's own (profile, pacing, session). */
export const COMMON_TARGET_KEYS = [
  'purpose',
  'systemPromptNotes',
  'allowedBehaviours',
  'forbiddenBehaviours',
  'profile',
  'concurrency',
  'rpm',
  'delayMs',
  'timeoutMs',
  'retries',
  'retryBaseDelayMs',
  'canaries',
  'stateful',
  'session',
  'label',
] as const;
