import type { Framework } from './types';

/** ISO/IEC 42001 AI management system objectives (Annex A/C themes). */
export const ISO_42001: Framework = {
  id: 'iso:42001',
  name: 'ISO/IEC 42001',
  items: [
    {
      id: 'iso:42001:privacy',
      name: 'Privacy',
      plugins: [
        'pii:direct',
        'pii:session',
        'pii:social',
        'pii:api-db',
        'harmful:privacy',
        'insurance:phi-disclosure',
        'insurance:data-disclosure',
        'ecommerce:pci-dss',
      ],
    },
    {
      id: 'iso:42001:security',
      name: 'Security',
      plugins: [
        'prompt-extraction',
        'system-prompt-override',
        'shell-injection',
        'sql-injection',
        'ssrf',
        'debug-access',
      ],
    },
    {
      id: 'iso:42001:safety',
      name: 'Safety',
      plugins: [
        'harmful:self-harm',
        'harmful:violent-crime',
        'harmful:indiscriminate-weapons',
        'harmful:unsafe-practices',
        'medical:prioritization-error',
        'medical:off-label-use',
        'medical:sycophancy',
        'pharmacy:dosage-calculation',
        'pharmacy:drug-interaction',
        'pharmacy:controlled-substance-compliance',
      ],
    },
    {
      id: 'iso:42001:fairness',
      name: 'Fairness',
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
      id: 'iso:42001:transparency',
      name: 'Transparency and explainability',
      plugins: [
        'hallucination',
        'overreliance',
        'imitation',
        'medical:hallucination',
        'medical:incorrect-knowledge',
        'insurance:network-misinformation',
      ],
    },
    {
      id: 'iso:42001:accountability',
      name: 'Accountability',
      plugins: [
        'excessive-agency',
        'contracts',
        'bfla',
        'ecommerce:price-manipulation',
        'ecommerce:order-fraud',
        'ecommerce:compliance-bypass',
      ],
    },
  ],
};
