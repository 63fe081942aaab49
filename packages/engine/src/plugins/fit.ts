import type { TargetContext } from '../types';

/** A plugin the target's profile calls for, and why. */
export type FittedPlugin = { id: string; reason: string };

type Rule = {
  /** Whether the rule applies, and the words of the profile that made it. */
  applies(context: TargetContext, text: string): string | undefined;
  reason(evidence: string): string;
  plugins: readonly string[];
};

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.slice(0, 3).join(', ') : undefined;

/** The first domain word of the profile's free text, when one matches. */
const domain = (pattern: RegExp) => (_: TargetContext, text: string) => pattern.exec(text)?.[0];

/** Words of a financial-services profile (the industry plugins' finance rules). */
const FINANCE =
  /\b(?:bank\w*|financ\w*|invest\w*|brokerage|brokers?|trading|traders?|wealth|funds?|asset management|securities|stock market|pensions?|retirement|fintech|insur\w+)\b/i;

/**
 * What kinds of application meet which risks. A rule reads the profile's lists (tools, personal
 * data, roles, competitors) or the domain named in its purpose, industry, organisation and
 * products; each plugin it adds carries the reason shown in the estimate and the scan log.
 */
const RULES: readonly Rule[] = [
  {
    applies: domain(
      /\b(?:HR|human resources|recruit\w*|hiring|hire|candidates?|applicants?|job (?:seekers?|ads?|offers?)|employees?|staff|payroll|workforce|personnel|talent)\b/i,
    ),
    reason: (word) =>
      `It deals with people at work (${word}): judgements about them must not discriminate, and employment questions invite legal advice`,
    plugins: [
      'bias:age',
      'bias:gender',
      'bias:race',
      'bias:disability',
      'bias:religion',
      'harmful:specialized-advice',
    ],
  },
  {
    applies: domain(
      /\b(?:health\w*|medic\w*|clinic\w*|patients?|doctors?|nurs\w+|hospital\w*|pharmac\w+|telehealth|symptoms?|prescri\w+|dental|therap\w+|mental health)\b/i,
    ),
    reason: (word) =>
      `It is a health service (${word}): replies must not diagnose or prescribe with certainty`,
    plugins: ['harmful:specialized-advice', 'overreliance', 'hallucination'],
  },
  {
    applies: domain(
      /\b(?:legal|law(?:yers?| firm)?|attorneys?|solicitors?|contracts?|claims?|disputes?|tenan\w+|immigration)\b/i,
    ),
    reason: (word) => `It touches legal matters (${word}): replies must not promise outcomes`,
    plugins: ['harmful:specialized-advice', 'contracts'],
  },
  {
    applies: domain(
      /\b(?:bank\w*|financ\w*|invest\w*|insur\w+|loans?|mortgages?|credit|tax(?:es)?|pensions?|retirement|trading|brokerage|wealth)\b/i,
    ),
    reason: (word) =>
      `It deals with money (${word}): replies must not give financial advice with certainty`,
    plugins: [
      'harmful:specialized-advice',
      'financial:compliance-violation',
      'financial:sycophancy',
      'financial:hallucination',
    ],
  },
  {
    applies: domain(
      /\b(?:code|coding|developers?|software|programming|engineer\w*|devops|IT (?:support|help ?desk)|scripts?|API|GitHub|deploy\w*)\b/,
    ),
    reason: (word) =>
      `It writes or handles code (${word}): it must not write malware or reveal secrets`,
    plugins: ['harmful:cybercrime:malicious-code', 'debug-access', 'ssrf'],
  },
  {
    applies: domain(
      /\b(?:schools?|students?|pupils?|children|kids|teens?|teachers?|classroom|homework|tutor\w*)\b/i,
    ),
    reason: (word) => `It serves learners (${word}): it must protect minors and student records`,
    plugins: ['coppa', 'ferpa', 'harmful:sexual-content', 'harmful:self-harm'],
  },
  // Industry plugins (promptfoo's medical, pharmacy, insurance, e-commerce and financial sets).
  {
    applies: domain(
      /\b(?:health\w*|medic\w*|clinic\w*|patients?|doctors?|nurs\w+|hospital\w*|telehealth|symptoms?|triage|diagnos\w+|dental|therap\w+|mental health)\b/i,
    ),
    reason: (word) =>
      `It gives health information (${word}): its clinical answers must be accurate, safely prioritised and not bent by the user's framing`,
    plugins: [
      'medical:hallucination',
      'medical:incorrect-knowledge',
      'medical:prioritization-error',
      'medical:anchoring-bias',
      'medical:sycophancy',
      'medical:off-label-use',
    ],
  },
  {
    applies: domain(
      /\b(?:pharmac\w+|prescri\w+|medications?|medicines?|drugs?|dispens\w+|refills?|dosages?|doses)\b/i,
    ),
    reason: (word) =>
      `It deals with medicines (${word}): doses, interactions and controlled drugs must be handled safely`,
    plugins: [
      'pharmacy:drug-interaction',
      'pharmacy:dosage-calculation',
      'pharmacy:controlled-substance-compliance',
    ],
  },
  {
    applies: domain(
      /\b(?:insur\w+|policyholders?|underwrit\w+|premiums|health plans?|coverage|copays?|deductibles?)\b/i,
    ),
    reason: (word) =>
      `It deals with insurance (${word}): it must not discriminate in cover, disclose members' data or state coverage it cannot know`,
    plugins: [
      'insurance:phi-disclosure',
      'insurance:data-disclosure',
      'insurance:coverage-discrimination',
      'insurance:network-misinformation',
    ],
  },
  {
    applies: domain(
      /\b(?:e-?commerce|(?:online|web) (?:shop|store)s?|shop(?:s|ping)?|retail\w*|marketplaces?|checkout|shopping carts?|merchants?|(?:customer|online|purchase) orders?|order (?:status|tracking|history))\b/i,
    ),
    reason: (word) =>
      `It sells online (${word}): it must protect card data, keep prices and refunds to the rules and respect the law of selling`,
    plugins: [
      'ecommerce:pci-dss',
      'ecommerce:price-manipulation',
      'ecommerce:order-fraud',
      'ecommerce:compliance-bypass',
    ],
  },
  {
    applies: domain(FINANCE),
    reason: (word) =>
      `It deals with money (${word}): its figures must be right, its advice impartial, and it must not help market misconduct or leak confidential information`,
    plugins: [
      'financial:calculation-error',
      'financial:counterfactual',
      'financial:impartiality',
      'financial:confidential-disclosure',
      'financial:defamation',
      'financial:misconduct',
      'financial:regulated-record-integrity',
    ],
  },
  {
    applies: domain(
      /\b(?:accounting|accountants?|bookkeeping|audit\w*|controllers?|ERP|financial (?:reporting|statements?)|general ledger|journal entr\w+|SOX|Sarbanes)\b/i,
    ),
    reason: (word) =>
      `It touches financial reporting (${word}): it must not help get round internal controls`,
    plugins: ['financial:sox-compliance'],
  },
  {
    applies: (_, text) => {
      const japan = /\b(?:Japan\w*|Tokyo|Osaka|JPY)\b|日本|証券/.exec(text)?.[0];
      const money = FINANCE.exec(text)?.[0] ?? /証券|投資|金融/.exec(text)?.[0];
      return japan && money ? `${japan}, ${money}` : undefined;
    },
    reason: (words) =>
      `It sells financial products in Japan (${words}): recommendations must respect the FIEA suitability principle`,
    plugins: ['financial:japan-fiea-suitability'],
  },
  {
    applies: (context) => list(context.tools),
    reason: (tools) =>
      `It can act through tools (${tools}): it must not act beyond the user's rights, claim actions it did not take, or give away the configuration and credentials its tools run with`,
    plugins: [
      'excessive-agency',
      'tool-discovery',
      'debug-access',
      'bola',
      'bfla',
      'ssrf',
      'sql-injection',
      'shell-injection',
    ],
  },
  {
    applies: (context) => list(context.personalData),
    reason: (data) => `It holds personal data (${data}): it must not disclose anyone else's`,
    plugins: [
      'pii:direct',
      'pii:session',
      'pii:social',
      'pii:api-db',
      'cross-session-leak',
      'harmful:privacy',
    ],
  },
  {
    applies: (context) =>
      context.userRoles && context.userRoles.length > 1 ? list(context.userRoles) : undefined,
    reason: (roles) => `It serves several roles (${roles}): one must not get another's powers`,
    plugins: ['rbac', 'bfla'],
  },
  {
    applies: (context) => list(context.competitors),
    reason: (names) => `It has competitors (${names}): it must not endorse them`,
    plugins: ['competitors'],
  },
  // Telecom, agentic, RAG and coding-agent rules.
  {
    applies: domain(
      /\b(?:telecom\w*|telco|(?:mobile|wireless|phone) carriers?|mobile (?:network|operator|plans?|lines?)|wireless|cell(?:ular)?|cellphones?|SIM|eSIM|broadband|roaming|phone (?:plans?|lines?)|(?:prepaid|postpaid) (?:plans?|SIMs?|lines?)|5G|4G|LTE)\b/i,
    ),
    reason: (word) =>
      `It is a telecom service (${word}): it guards subscriber data and numbers and must not misstate emergency calling, porting, billing or coverage`,
    plugins: [
      'telecom:cpni-disclosure',
      'telecom:location-disclosure',
      'telecom:account-takeover',
      'telecom:e911-misinformation',
      'telecom:tcpa-violation',
      'telecom:unauthorized-changes',
      'telecom:fraud-enablement',
      'telecom:porting-misinformation',
      'telecom:billing-misinformation',
      'telecom:coverage-misinformation',
      'telecom:law-enforcement-request-handling',
      'telecom:accessibility-violation',
    ],
  },
  {
    applies: domain(
      /\b(?:code|coding|developers?|software|programming|repositor(?:y|ies)|repos?|pull requests?|CI|devops|GitHub|GitLab|IDE)\b/,
    ),
    reason: (word) =>
      `It works on code (${word}): text in repositories and command output is data, secrets stay secret, checks are not weakened and written code is safe`,
    plugins: [
      'coding-agent:repo-prompt-injection',
      'coding-agent:terminal-output-injection',
      'coding-agent:secret-env-read',
      'coding-agent:sandbox-read-escape',
      'coding-agent:automation-poisoning',
      'coding-agent:network-egress-bypass',
      'coding-agent:verifier-sabotage',
      'coding-agent:generated-vulnerability',
    ],
  },
  {
    applies: domain(
      /\b(?:knowledge ?base|documents?|documentation|docs|retriev\w*|RAG|wiki|intranet|manuals?|handbooks?|FAQs?|articles?|web ?pages?|e-?mails?)\b/i,
    ),
    reason: (word) =>
      `It answers from documents (${word}): it must not dump them, obey text planted in them, invent citations or leak data through links`,
    plugins: ['rag-document-exfiltration', 'rag-poisoning', 'rag-source-attribution', 'data-exfil'],
  },
  {
    applies: (context) => list(context.tools),
    reason: (tools) =>
      `It calls tools (${tools}): tool descriptions and results are untrusted, and tool calls stay within the user's scope`,
    plugins: ['mcp'],
  },
];

/** The plugins a target's profile calls for, each once, with the first reason that chose it. */
export function fitPlugins(context: TargetContext): FittedPlugin[] {
  const text = [
    context.purpose,
    context.industry,
    context.organisation,
    ...(context.products ?? []),
  ]
    .filter(Boolean)
    .join(' \n ');
  const fitted = new Map<string, string>();
  for (const rule of RULES) {
    const evidence = rule.applies(context, text);
    if (!evidence) continue;
    for (const id of rule.plugins) if (!fitted.has(id)) fitted.set(id, rule.reason(evidence));
  }
  return [...fitted].map(([id, reason]) => ({ id, reason }));
}
