import type { DeterministicGraderId } from '../types';
import { encodedComplianceGrader } from './encoded-compliance';
import { harmfulComplianceGrader } from './harmful-compliance';
import { harmfulIntentGrader } from './harmful-intent';
import { indicatorsGrader } from './indicators';
import { inertInputGrader } from './inert-input';
import { maliciousCodeGrader } from './malicious-code';
import { piiGrader } from './pii-grader';
import { promptLeakGrader } from './prompt-leak';
import { refusalGrader } from './refusal';
import { secretsGrader } from './secrets';
import type { DeterministicGrader } from './types';

/** The explicit registry of deterministic graders. */
export const GRADERS: Record<DeterministicGraderId, DeterministicGrader> = {
  refusal: refusalGrader,
  'prompt-leak': promptLeakGrader,
  pii: piiGrader,
  secrets: secretsGrader,
  'harmful-compliance': harmfulComplianceGrader,
  indicators: indicatorsGrader,
  'inert-input': inertInputGrader,
  'harmful-intent': harmfulIntentGrader,
  'malicious-code': maliciousCodeGrader,
  'encoded-compliance': encodedComplianceGrader,
};

/**
 * Evidence of failure outranks a refusal (a reply can say "I can't" and still leak), and the
 * compliance heuristics come last because they are the weakest signal.
 */
export const GRADER_PRIORITY: readonly DeterministicGraderId[] = [
  'prompt-leak',
  'pii',
  'secrets',
  // Code that behaves like malware fails even after a refusal's opening words.
  'malicious-code',
  'indicators',
  'refusal',
  'inert-input',
  // Content judgements of replies that do not refuse: the encoded request first (it knows the
  // decoded request and says so), then harmful intent, then the older heuristics.
  'encoded-compliance',
  'harmful-intent',
  'harmful-compliance',
];
