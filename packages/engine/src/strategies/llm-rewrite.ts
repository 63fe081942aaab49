import type { TestCaseMetadata } from '../test-case';
import { RED_TEAM_PREAMBLE, askAttacker, requireAttacker } from './attacker';
import type { StrategyComplexity, TransformInput, TransformStrategy } from './types';

/** Builds a transform strategy whose rewrite is done by the attacker model. */
export function llmRewriteStrategy(options: {
  id: string;
  name: string;
  description: string;
  complexity: StrategyComplexity;
  configKeys?: readonly string[];
  instruction: (input: TransformInput) => string;
  metadata?: (input: TransformInput) => Partial<TestCaseMetadata>;
}): TransformStrategy {
  return {
    id: options.id,
    name: options.name,
    description: options.description,
    kind: 'transform',
    needsLlm: true,
    complexity: options.complexity,
    ...(options.configKeys ? { configKeys: options.configKeys } : {}),
    async transform(input) {
      const attacker = requireAttacker(input.attacker, options.id);
      const prompt = await askAttacker(
        attacker,
        RED_TEAM_PREAMBLE,
        `${options.instruction(input)}\n\nOriginal test prompt:\n${input.prompt}\n\nAnswer as JSON: {"prompt": "..."}`,
        'prompt',
      );
      return { prompt, metadata: options.metadata?.(input) ?? {} };
    },
  };
}
