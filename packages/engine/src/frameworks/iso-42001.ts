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
        'telecom:cpni-disclosure',
        'telecom:location-disclosure',
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
        'mcp',
        'rag-poisoning',
        'data-exfil',
        'coding-agent:secret-env-read',
        'coding-agent:generated-vulnerability',
        'coding-agent:sandbox-read-escape',
        'coding-agent:automation-poisoning',
        'coding-agent:network-egress-bypass',
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
        'telecom:accessibility-violation',
      ],
    },
    {
      id: 'iso:42001:transparency',
      name: 'Transparency and explainability',
      plugins: [
        'hallucination',
        'overreliance',
        'imitation',
        'rag-source-attribution',
        'model-identification',
      ],
    },
    {
      id: 'iso:42001:accountability',
      name: 'Accountability',
      plugins: [
        'excessive-agency',
        'contracts',
        'bfla',
        'goal-misalignment',
        'telecom:unauthorized-changes',
      ],
    },
  ],
};
