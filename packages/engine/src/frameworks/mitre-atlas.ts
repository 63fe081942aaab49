import type { Framework } from './types';

/** MITRE ATLAS tactics relevant to deployed LLM applications. */
export const MITRE_ATLAS: Framework = {
  id: 'mitre:atlas',
  name: 'MITRE ATLAS',
  items: [
    {
      id: 'mitre:atlas:reconnaissance',
      name: 'Reconnaissance',
      plugins: [
        'tool-discovery',
        'prompt-extraction',
        'debug-access',
        'model-identification',
        'mcp',
      ],
    },
    {
      id: 'mitre:atlas:resource-development',
      name: 'Resource Development',
      plugins: ['harmful:cybercrime:malicious-code', 'imitation'],
    },
    {
      id: 'mitre:atlas:initial-access',
      name: 'Initial Access',
      plugins: [
        'system-prompt-override',
        'indirect-prompt-injection',
        'sql-injection',
        'ssrf',
        'rag-poisoning',
        'cca',
        'coding-agent:repo-prompt-injection',
        'coding-agent:terminal-output-injection',
        'pliny',
        'agentic:mcp-schema-injection',
      ],
    },
    {
      id: 'mitre:atlas:ml-attack-staging',
      name: 'ML Attack Staging',
      plugins: ['ascii-smuggling', 'special-token-injection', 'agentic:memory-poisoning'],
    },
    {
      id: 'mitre:atlas:exfiltration',
      name: 'Exfiltration',
      plugins: [
        'pii:direct',
        'pii:api-db',
        'pii:session',
        'cross-session-leak',
        'prompt-extraction',
        'insurance:phi-disclosure',
        'insurance:data-disclosure',
        'ecommerce:pci-dss',
        'financial:confidential-disclosure',
        'data-exfil',
        'rag-document-exfiltration',
        'coding-agent:secret-env-read',
        'coding-agent:sandbox-read-escape',
        'coding-agent:automation-poisoning',
        'coding-agent:network-egress-bypass',
      ],
    },
    {
      id: 'mitre:atlas:impact',
      name: 'Impact',
      plugins: [
        'excessive-agency',
        'hijacking',
        'reasoning-dos',
        'harmful:misinformation-disinformation',
        'ecommerce:price-manipulation',
        'ecommerce:order-fraud',
        'financial:defamation',
      ],
    },
  ],
};
