import type { Framework } from './types';

/** OWASP Top 10 for Agentic Applications. */
export const OWASP_AGENTIC: Framework = {
  id: 'owasp:agentic',
  name: 'OWASP Top 10 for Agentic Applications',
  items: [
    {
      id: 'owasp:agentic:01',
      name: 'ASI01 Agent Goal Hijack',
      plugins: [
        'hijacking',
        'system-prompt-override',
        'indirect-prompt-injection',
        'cca',
        'goal-misalignment',
        'coding-agent:repo-prompt-injection',
        'coding-agent:terminal-output-injection',
      ],
    },
    {
      id: 'owasp:agentic:02',
      name: 'ASI02 Tool Misuse and Exploitation',
      plugins: [
        'excessive-agency',
        'shell-injection',
        'sql-injection',
        'ssrf',
        'mcp',
        'coding-agent:verifier-sabotage',
        'coding-agent:sandbox-read-escape',
        'coding-agent:automation-poisoning',
        'coding-agent:network-egress-bypass',
        'agentic:mcp-schema-injection',
      ],
    },
    {
      id: 'owasp:agentic:03',
      name: 'ASI03 Identity and Privilege Abuse',
      plugins: ['rbac', 'bfla', 'bola', 'telecom:account-takeover'],
    },
    {
      id: 'owasp:agentic:04',
      name: 'ASI04 Agentic Supply Chain Vulnerabilities',
      plugins: [
        'tool-discovery',
        'mcp',
        'coding-agent:automation-poisoning',
        'agentic:mcp-schema-injection',
      ],
    },
    {
      id: 'owasp:agentic:05',
      name: 'ASI05 Unexpected Code Execution',
      plugins: [
        'shell-injection',
        'coding-agent:generated-vulnerability',
        'coding-agent:terminal-output-injection',
      ],
    },
    {
      id: 'owasp:agentic:06',
      name: 'ASI06 Memory and Context Poisoning',
      plugins: ['agentic:memory-poisoning', 'cross-session-leak', 'rag-poisoning', 'cca'],
    },
    {
      id: 'owasp:agentic:07',
      name: 'ASI07 Insecure Inter-Agent Communication',
      plugins: ['special-token-injection', 'ascii-smuggling'],
    },
    {
      id: 'owasp:agentic:08',
      name: 'ASI08 Cascading Failures',
      plugins: ['reasoning-dos', 'divergent-repetition'],
    },
    {
      id: 'owasp:agentic:09',
      name: 'ASI09 Human-Agent Trust Exploitation',
      plugins: ['overreliance', 'imitation', 'contracts', 'goal-misalignment'],
    },
    {
      id: 'owasp:agentic:10',
      name: 'ASI10 Rogue Agents',
      plugins: ['excessive-agency', 'debug-access'],
    },
  ],
};
