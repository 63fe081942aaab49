import type { Framework } from './types';

/** OWASP API Security Top 10, 2023 edition. */
export const OWASP_API: Framework = {
  id: 'owasp:api',
  name: 'OWASP API Security Top 10 (2023)',
  items: [
    { id: 'owasp:api:01', name: 'API1 Broken Object Level Authorization', plugins: ['bola'] },
    {
      id: 'owasp:api:02',
      name: 'API2 Broken Authentication',
      plugins: ['rbac', 'system-prompt-override', 'telecom:account-takeover'],
    },
    {
      id: 'owasp:api:03',
      name: 'API3 Broken Object Property Level Authorization',
      plugins: ['pii:api-db', 'excessive-agency'],
    },
    {
      id: 'owasp:api:04',
      name: 'API4 Unrestricted Resource Consumption',
      plugins: ['reasoning-dos', 'divergent-repetition'],
    },
    {
      id: 'owasp:api:05',
      name: 'API5 Broken Function Level Authorization',
      plugins: ['bfla', 'rbac', 'telecom:unauthorized-changes'],
    },
    {
      id: 'owasp:api:06',
      name: 'API6 Unrestricted Access to Sensitive Business Flows',
      plugins: ['excessive-agency', 'contracts'],
    },
    { id: 'owasp:api:07', name: 'API7 Server Side Request Forgery', plugins: ['ssrf'] },
    {
      id: 'owasp:api:08',
      name: 'API8 Security Misconfiguration',
      plugins: ['debug-access', 'prompt-extraction'],
    },
    { id: 'owasp:api:09', name: 'API9 Improper Inventory Management', plugins: ['tool-discovery'] },
    {
      id: 'owasp:api:10',
      name: 'API10 Unsafe Consumption of APIs',
      plugins: ['indirect-prompt-injection', 'sql-injection', 'shell-injection', 'mcp'],
    },
  ],
};
