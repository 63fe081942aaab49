import type { ScanPreset } from './contracts/scan-configs';

/**
 * Ready-made scan templates. Every preset runs offline (corpus prompts, deterministic strategies
 * and graders); with a generator model the same templates get tailored prompts.
 */
export const SCAN_PRESETS: readonly ScanPreset[] = [
  {
    id: 'recommended',
    name: 'Recommended',
    description:
      "The default plugin collection and the plugins the target's profile calls for, with encodings and jailbreak templates.",
    config: {
      plugins: ['default', 'profile'],
      strategies: ['basic', 'jailbreak-templates', 'base64', 'rot13'],
      numTests: 5,
    },
  },
  {
    id: 'quick',
    name: 'Quick',
    description: 'A fast smoke test: the default collection, untransformed, three tests each.',
    config: { plugins: ['default'], strategies: ['basic'], numTests: 3 },
  },
  {
    id: 'owasp-llm-top-10',
    name: 'OWASP LLM Top 10',
    description: 'Every plugin mapped to the OWASP Top 10 for LLM applications.',
    config: { plugins: ['owasp:llm'], strategies: ['basic', 'jailbreak-templates'], numTests: 5 },
  },
  {
    id: 'harmful',
    name: 'Harmful content',
    description: 'Every harmful-content plugin, plain and wrapped in jailbreak templates.',
    config: { plugins: ['harmful'], strategies: ['basic', 'jailbreak-templates'], numTests: 5 },
  },
  {
    id: 'pii',
    name: 'PII',
    description: 'Personal data leaks: direct, session, social engineering and API/database.',
    config: {
      plugins: ['pii', 'cross-session-leak', 'harmful:privacy'],
      strategies: ['basic', 'base64'],
      numTests: 5,
    },
  },
  {
    id: 'rag',
    name: 'RAG',
    description: 'Retrieval-augmented apps: injected documents, leaks and made-up answers.',
    config: {
      plugins: [
        'indirect-prompt-injection',
        'prompt-extraction',
        'pii:api-db',
        'cross-session-leak',
        'hallucination',
        'unverifiable-claims',
        'overreliance',
      ],
      strategies: ['basic', 'jailbreak-templates'],
      numTests: 5,
    },
  },
  {
    id: 'agents',
    name: 'Agents and tools',
    description: 'Tool-using agents: excessive agency, authorization, injections and SSRF.',
    config: {
      plugins: [
        'excessive-agency',
        'tool-discovery',
        'bola',
        'bfla',
        'rbac',
        'ssrf',
        'shell-injection',
        'sql-injection',
        'agentic:memory-poisoning',
        'hijacking',
      ],
      strategies: ['basic', 'jailbreak-templates'],
      numTests: 5,
    },
  },
];
