/** Core value types shared by every engine module. */

export type ChatRole = 'system' | 'user' | 'assistant';

export type ChatMessage = { role: ChatRole; content: string };

export type TokenUsage = { prompt: number; completion: number; total: number };

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

/**
 * Deterministic graders a plugin can ask for. Declared here (not in graders/) so plugin data
 * can name them without importing grader code.
 */
export type DeterministicGraderId =
  'refusal' | 'prompt-leak' | 'pii' | 'secrets' | 'harmful-compliance' | 'indicators';

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
