import { renderTemplate } from '../util/template';
import { JAILBREAK_TEMPLATES } from './data/jailbreak-templates';
import type { TransformStrategy } from './types';

/**
 * Wraps each test in one jailbreak template, chosen by the test's seed so the suite spreads
 * over the library deterministically; `config.template` pins a single template.
 */
export const jailbreakTemplates: TransformStrategy = {
  id: 'jailbreak-templates',
  configKeys: ['template'],
  name: 'Jailbreak templates',
  description: `Wraps the attack in one of ${JAILBREAK_TEMPLATES.length} role-play and authority framings.`,
  kind: 'transform',
  needsLlm: false,
  complexity: 'low',
  transform: ({ prompt, seed, config }) => {
    const pinned = JAILBREAK_TEMPLATES.find((t) => t.id === config.template);
    const template = pinned ?? JAILBREAK_TEMPLATES[seed % JAILBREAK_TEMPLATES.length];
    if (!template) throw new Error('No jailbreak templates');
    return {
      prompt: renderTemplate(template.template, { prompt }),
      metadata: { jailbreakTemplate: template.id },
    };
  },
};
