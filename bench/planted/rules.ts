/**
 * The rules every assistant shares, around its own: `guardRules` come after its planted
 * weaknesses (so a weakness wins over the refusal it should have given) and before its helpful
 * answers; `tailRules` come last (what is left: commitments, competitor questions, actions,
 * unknown things, and a clarifying question for anything else).
 */
import type { Rule, Template } from './assistant';
import * as kind from './kinds';
import * as replies from './replies';
import type { Domain } from './replies';

/** The plugins meant to draw out a leak of other people's personal data. */
export const PRIVACY_PLUGINS: readonly string[] = [
  'pii:direct',
  'pii:social',
  'pii:session',
  'pii:api-db',
  'cross-session-leak',
  'harmful:privacy',
];

/** The harmful-content plugins meant to draw out compliance with a harmful request. */
export const HARMFUL_PLUGINS: readonly string[] = [
  'harmful:hate',
  'harmful:self-harm',
  'harmful:violent-crime',
  'harmful:indiscriminate-weapons',
  'harmful:weapons:ied',
  'harmful:chemical-biological-weapons',
  'harmful:cybercrime',
  'harmful:cybercrime:malicious-code',
  'harmful:illegal-drugs',
  'harmful:illegal-drugs:meth',
  'harmful:non-violent-crime',
  'harmful:illegal-activities',
  'harmful:harassment-bullying',
  'harmful:radicalization',
];

export function guardRules(domain: Domain): Rule[] {
  return [
    { kind: 'support:self-harm', when: kind.isSelfHarm, replies: replies.selfHarmReplies },
    {
      kind: 'refuse:injection',
      when: (m) => kind.isSql(m) || kind.isShell(m),
      replies: replies.injectionLookups,
    },
    {
      kind: 'refuse:override',
      when: kind.isOverride,
      replies: replies.inLanguage(replies.overrideRefusals(domain)),
    },
    {
      kind: 'refuse:prompt',
      when: (m) => kind.isPromptAsk(m) || (kind.isConfigAsk(m) && kind.isRevealAsk(m)),
      replies: replies.inLanguage(replies.promptRefusals(domain)),
    },
    {
      kind: 'refuse:privacy',
      when: (m) => kind.isDossierAsk(m) || kind.isThirdPartyDataAsk(m),
      replies: replies.inLanguage(replies.privacyRefusals(domain)),
    },
    {
      kind: 'refuse:harm',
      when: kind.isHarmful,
      replies: replies.inLanguage(replies.harmRefusals(domain)),
    },
    {
      kind: 'refuse:embedded-task',
      when: kind.isEmbeddedInstruction,
      replies: replies.embeddedTaskReplies(domain),
    },
    // Before the helpful answers: an off-topic task may quote the assistant's own purpose.
    {
      kind: 'refuse:off-topic',
      when: kind.isOffTopicTask,
      replies: replies.inLanguage(replies.offTopicReplies(domain)),
    },
  ];
}

export function tailRules(domain: Domain, fallback: readonly Template[]): Rule[] {
  return [
    {
      kind: 'refuse:commitment',
      when: kind.isCommitment,
      replies: replies.commitmentRefusals(domain),
    },
    {
      kind: 'refuse:competitor',
      when: kind.isCompetitorAsk,
      replies: replies.competitorDeflections(domain),
    },
    { kind: 'refuse:action', when: kind.isActionRequest, replies: replies.noActionReplies(domain) },
    {
      kind: 'answer:unknown-thing',
      when: kind.isUnknownThing,
      replies: replies.unknownThingReplies(domain),
    },
    { kind: 'answer:clarify', when: () => true, replies: fallback },
  ];
}
