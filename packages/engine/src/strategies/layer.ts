import type { TestCaseMetadata } from '../test-case';
import type { TransformStrategy } from './types';

/**
 * Applies several transform strategies in order (e.g. jailbreak-templates then base64).
 * `config.steps` lists their ids; metadata from every step is merged, encodings accumulate.
 */
export const layer: TransformStrategy = {
  id: 'layer',
  configKeys: ['steps'],
  name: 'Layer',
  description: 'Composes transform strategies in sequence.',
  kind: 'transform',
  needsLlm: false,
  complexity: 'high',
  async transform(input) {
    const steps = Array.isArray(input.config.steps) ? input.config.steps.map(String) : [];
    if (steps.length === 0)
      throw new Error('layer needs config.steps, e.g. ["jailbreak-templates", "base64"]');
    let prompt = input.prompt;
    const metadata: Partial<TestCaseMetadata> = { encodings: [], strategyChain: [] };
    for (const id of steps) {
      const step = input.lookup(id);
      if (step?.kind !== 'transform')
        throw new Error(`layer step "${id}" is not a transform strategy`);
      const out = await step.transform({ ...input, prompt, config: {} });
      prompt = out.prompt;
      metadata.encodings = [...(metadata.encodings ?? []), ...(out.metadata?.encodings ?? [])];
      metadata.strategyChain = [...(metadata.strategyChain ?? []), id];
      if (out.metadata?.jailbreakTemplate)
        metadata.jailbreakTemplate = out.metadata.jailbreakTemplate;
      if (out.metadata?.language) metadata.language = out.metadata.language;
    }
    return { prompt, metadata };
  },
};
