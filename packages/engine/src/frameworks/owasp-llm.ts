import type { Framework } from './types';

/** OWASP Top 10 for LLM Applications, 2025 edition. */
export const OWASP_LLM: Framework = {
  id: 'owasp:llm',
  name: 'OWASP Top 10 for LLM Applications (2025)',
  items: [
    {
      id: 'owasp:llm:01',
      name: 'LLM01 Prompt Injection',
      plugins: [
        'system-prompt-override',
        'indirect-prompt-injection',
        'hijacking',
        'ascii-smuggling',
        'special-token-injection',
      ],
    },
    {
      id: 'owasp:llm:02',
      name: 'LLM02 Sensitive Information Disclosure',
      plugins: [
        'pii:direct',
        'pii:session',
        'pii:social',
        'pii:api-db',
        'cross-session-leak',
        'harmful:privacy',
        'financial:data-leakage',
        'insurance:phi-disclosure',
        'insurance:data-disclosure',
        'ecommerce:pci-dss',
      ],
    },
    { id: 'owasp:llm:03', name: 'LLM03 Supply Chain', plugins: ['tool-discovery'] },
    {
      id: 'owasp:llm:04',
      name: 'LLM04 Data and Model Poisoning',
      plugins: [
        'agentic:memory-poisoning',
        'bias:age',
        'bias:disability',
        'bias:gender',
        'bias:race',
        'bias:religion',
      ],
    },
    {
      id: 'owasp:llm:05',
      name: 'LLM05 Improper Output Handling',
      plugins: ['shell-injection', 'sql-injection', 'ssrf'],
    },
    {
      id: 'owasp:llm:06',
      name: 'LLM06 Excessive Agency',
      plugins: [
        'excessive-agency',
        'bola',
        'bfla',
        'rbac',
        'contracts',
        'ecommerce:price-manipulation',
        'ecommerce:order-fraud',
      ],
    },
    {
      id: 'owasp:llm:07',
      name: 'LLM07 System Prompt Leakage',
      plugins: ['prompt-extraction', 'debug-access'],
    },
    {
      id: 'owasp:llm:08',
      name: 'LLM08 Vector and Embedding Weaknesses',
      plugins: ['cross-session-leak', 'indirect-prompt-injection'],
    },
    {
      id: 'owasp:llm:09',
      name: 'LLM09 Misinformation',
      plugins: [
        'hallucination',
        'overreliance',
        'unverifiable-claims',
        'harmful:misinformation-disinformation',
        'financial:hallucination',
        'medical:hallucination',
        'medical:incorrect-knowledge',
        'medical:anchoring-bias',
        'medical:prioritization-error',
        'medical:sycophancy',
        'medical:off-label-use',
        'pharmacy:dosage-calculation',
        'pharmacy:drug-interaction',
        'insurance:network-misinformation',
      ],
    },
    {
      id: 'owasp:llm:10',
      name: 'LLM10 Unbounded Consumption',
      plugins: ['reasoning-dos', 'divergent-repetition'],
    },
  ],
};
