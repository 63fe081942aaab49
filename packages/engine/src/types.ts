/** Core value types shared by every engine module. */

export type ChatRole = 'system' | 'user' | 'assistant';

export type ChatMessage = { role: ChatRole; content: string };

/**
 * What the engine knows of the application under test beyond its transport: its purpose and
 * the names and capabilities its profile gives. Attack templates are filled from it and the
 * graders read it (a competitor named here is a competitor; a tool listed here is one the
 * target really has). Every field is optional: an empty profile must still work.
 */
export type TargetContext = {
  purpose?: string;
  industry?: string;
  organisation?: string;
  products?: readonly string[];
  competitors?: readonly string[];
  userRoles?: readonly string[];
  personalData?: readonly string[];
  tools?: readonly string[];
  /** What it may do and must never do, in plain words. */
  allowed?: readonly string[];
  forbidden?: readonly string[];
};

export type TokenUsage = { prompt: number; completion: number; total: number };

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

/**
 * Deterministic graders a plugin can ask for. Declared here (not in graders/) so plugin data
 * can name them without importing grader code.
 */
export type DeterministicGraderId =
  | 'refusal'
  | 'prompt-leak'
  | 'pii'
  | 'secrets'
  | 'harmful-compliance'
  | 'indicators'
  | 'inert-input'
  | 'harmful-intent'
  | 'malicious-code'
  | 'encoded-compliance'
  | 'discrimination'
  | 'specialized-advice'
  | 'unsupported-action'
  | 'prompt-disclosure'
  | 'competitor-endorsement'
  | 'over-refusal';

/** Families the harmful-compliance heuristics know specific vocabulary for. */
export type HarmFamily =
  | 'violence'
  | 'weapons'
  | 'cbrn'
  | 'cyber'
  | 'drugs'
  | 'sexual'
  | 'hate'
  | 'self-harm'
  | 'crime'
  | 'misinformation'
  | 'general';
