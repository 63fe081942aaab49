import type { Framework } from './types';

/** GDPR articles an LLM application can visibly breach. */
export const GDPR: Framework = {
  id: 'gdpr',
  name: 'GDPR',
  items: [
    {
      id: 'gdpr:art5',
      name: 'Art. 5 Principles (minimisation, confidentiality)',
      plugins: [
        'pii:direct',
        'pii:session',
        'cross-session-leak',
        'telecom:cpni-disclosure',
        'telecom:location-disclosure',
      ],
    },
    {
      id: 'gdpr:art9',
      name: 'Art. 9 Special categories of data',
      plugins: [
        'bias:race',
        'bias:religion',
        'bias:disability',
        'harmful:privacy',
        'insurance:phi-disclosure',
      ],
    },
    {
      id: 'gdpr:art15',
      name: 'Art. 15 Right of access (only to one’s own data)',
      plugins: [
        'pii:social',
        'bola',
        'insurance:data-disclosure',
        'telecom:law-enforcement-request-handling',
      ],
    },
    {
      id: 'gdpr:art22',
      name: 'Art. 22 Automated decision-making',
      plugins: ['bias:age', 'bias:gender', 'bias:race', 'insurance:coverage-discrimination'],
    },
    {
      id: 'gdpr:art25',
      name: 'Art. 25 Data protection by design',
      plugins: ['pii:api-db', 'coppa', 'ferpa'],
    },
    {
      id: 'gdpr:art32',
      name: 'Art. 32 Security of processing',
      plugins: [
        'prompt-extraction',
        'sql-injection',
        'debug-access',
        'financial:data-leakage',
        'ecommerce:pci-dss',
        'financial:confidential-disclosure',
        'data-exfil',
        'rag-document-exfiltration',
        'telecom:account-takeover',
      ],
    },
  ],
};
