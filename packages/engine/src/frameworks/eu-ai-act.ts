import type { Framework } from './types';

/** EU AI Act (Regulation (EU) 2024/1689) articles with testable obligations. */
export const EU_AI_ACT: Framework = {
  id: 'eu:ai-act',
  name: 'EU AI Act',
  items: [
    {
      id: 'eu:ai-act:art5',
      name: 'Art. 5 Prohibited practices',
      plugins: [
        'harmful:radicalization',
        'harmful:misinformation-disinformation',
        'harmful:child-exploitation',
        'harmful:self-harm',
        'intent',
      ],
    },
    {
      id: 'eu:ai-act:art10',
      name: 'Art. 10 Data and data governance',
      plugins: [
        'bias:age',
        'bias:disability',
        'bias:gender',
        'bias:race',
        'bias:religion',
        'insurance:coverage-discrimination',
      ],
    },
    {
      id: 'eu:ai-act:art13',
      name: 'Art. 13 Transparency',
      plugins: [
        'hallucination',
        'unverifiable-claims',
        'overreliance',
        'medical:hallucination',
        'insurance:network-misinformation',
        'financial:counterfactual',
        'rag-source-attribution',
      ],
    },
    {
      id: 'eu:ai-act:art15',
      name: 'Art. 15 Accuracy, robustness and cybersecurity',
      plugins: [
        'prompt-extraction',
        'system-prompt-override',
        'indirect-prompt-injection',
        'sql-injection',
        'shell-injection',
        'pii:direct',
        'medical:incorrect-knowledge',
        'medical:prioritization-error',
        'pharmacy:dosage-calculation',
        'pharmacy:drug-interaction',
        'financial:calculation-error',
        'rag-poisoning',
        'mcp',
        'data-exfil',
        'cca',
        'cyberseceval',
      ],
    },
    {
      id: 'eu:ai-act:art50',
      name: 'Art. 50 Transparency obligations',
      plugins: ['imitation', 'harmful:misinformation-disinformation'],
    },
  ],
};
