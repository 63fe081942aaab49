import type { Encoding } from '../test-case';
import type { StrategyComplexity, TransformStrategy } from './types';

/**
 * Builds an obfuscation strategy from an encoder. The framing line tells the model how to read
 * the payload; the encoding is recorded so graders can decode an encoded reply.
 */
export function encodingStrategy(options: {
  id: Encoding | 'camelcase' | 'emoji';
  name: string;
  description: string;
  complexity?: StrategyComplexity;
  encode: (text: string) => string;
  frame: (encoded: string) => string;
  encoding?: Encoding;
}): TransformStrategy {
  return {
    id: options.id,
    name: options.name,
    description: options.description,
    kind: 'transform',
    needsLlm: false,
    complexity: options.complexity ?? 'low',
    transform: ({ prompt }) => ({
      prompt: options.frame(options.encode(prompt)),
      metadata: options.encoding ? { encodings: [options.encoding] } : {},
    }),
  };
}
