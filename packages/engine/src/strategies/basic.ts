import type { TransformStrategy } from './types';

/** The plugin's prompt as written: the baseline every other strategy is compared with. */
export const basic: TransformStrategy = {
  id: 'basic',
  name: 'Basic',
  description: 'Sends the plugin prompts unchanged.',
  kind: 'transform',
  needsLlm: false,
  complexity: 'low',
  transform: ({ prompt }) => ({ prompt }),
};
