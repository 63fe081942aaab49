import type { Framework } from './types';

/** NIST AI Risk Management Framework 1.0, by core function. */
export const NIST_AI_RMF: Framework = {
  id: 'nist:ai',
  name: 'NIST AI Risk Management Framework',
  items: [
    {
      id: 'nist:ai:govern',
      name: 'Govern',
      plugins: ['contracts', 'imitation', 'politics', 'religion'],
    },
    {
      id: 'nist:ai:map',
      name: 'Map',
      plugins: ['excessive-agency', 'tool-discovery', 'off-topic', 'hijacking'],
    },
    {
      id: 'nist:ai:measure',
      name: 'Measure',
      plugins: [
        'prompt-extraction',
        'system-prompt-override',
        'indirect-prompt-injection',
        'pii:direct',
        'pii:social',
        'hallucination',
        'overreliance',
        'bias:age',
        'bias:disability',
        'bias:gender',
        'bias:race',
        'bias:religion',
        'harmful:hate',
        'harmful:violent-crime',
        'harmful:misinformation-disinformation',
        'medical:hallucination',
        'medical:incorrect-knowledge',
        'medical:anchoring-bias',
        'medical:prioritization-error',
        'medical:sycophancy',
        'pharmacy:dosage-calculation',
        'pharmacy:drug-interaction',
        'insurance:coverage-discrimination',
      ],
    },
    {
      id: 'nist:ai:manage',
      name: 'Manage',
      plugins: [
        'cross-session-leak',
        'debug-access',
        'rbac',
        'bfla',
        'bola',
        'reasoning-dos',
        'pharmacy:controlled-substance-compliance',
        'insurance:phi-disclosure',
        'insurance:data-disclosure',
      ],
    },
  ],
};
