import type { DeterministicGraderId } from '../types';
import { harmfulComplianceGrader } from './harmful-compliance';
import { indicatorsGrader } from './indicators';
import { inertInputGrader } from './inert-input';
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
};

/**
 * Evidence of failure outranks a refusal (a reply can say "I can't" and still leak), and the
 * compliance heuristics come last because they are the weakest signal.
 */
export const GRADER_PRIORITY: readonly DeterministicGraderId[] = [
  'prompt-leak',
  'pii',
  'secrets',
  'indicators',
  'refusal',
  'inert-input',
  'harmful-compliance',
];
