import type { RemediationExample } from '@crucible/shared';
import { getStrategy } from '../strategies/registry';
import type { Encoding, ProbeGrading } from '../test-case';
import type { ChatMessage } from '../types';

/** A failing probe of the scan, as the plan and the regression template read it. */
export type FailingProbe = {
  id: string;
  pluginId: string;
  strategyId: string;
  /** The last prompt sent. */
  prompt: string;
  /** The whole conversation of a multi-turn probe. */
  conversation: readonly ChatMessage[] | null;
  output: string | null;
  grader: string | null;
  reason: string | null;
  /** From the stored test case: what graders need to read an encoded reply. */
  basePrompt?: string;
  encodings?: readonly Encoding[];
  /** How it was judged, when its plugin judges probe by probe (intents, dataset items). */
  grading?: ProbeGrading;
  /** The system prompt it was sent with (a dataset's injection test). */
  system?: string;
};

/** Failing probes of one plugin with one strategy, in the scan. */
export type StrategyCount = { pluginId: string; strategyId: string; failed: number };

export const ATTACK_EXCERPT = 400;
export const REPLY_EXCERPT = 300;
/** Examples quoted per plan item: one per strategy, the strategies that got through most first. */
export const EXAMPLES_PER_ITEM = 3;

export const strategyName = (id: string) => getStrategy(id)?.name ?? id;

const excerpt = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

/** The user turns of a probe: its conversation's, or its one prompt. */
export function userTurns(probe: Pick<FailingProbe, 'prompt' | 'conversation'>): string[] {
  const turns = (probe.conversation ?? [])
    .filter((message) => message.role === 'user')
    .map((message) => message.content);
  return turns.length > 0 ? turns : [probe.prompt];
}

export function exampleOf(probe: FailingProbe): RemediationExample {
  const turns = userTurns(probe);
  return {
    probeId: probe.id,
    strategyId: probe.strategyId,
    strategyName: strategyName(probe.strategyId),
    attack: excerpt(turns[turns.length - 1]!, ATTACK_EXCERPT),
    reply: probe.output === null ? null : excerpt(probe.output, REPLY_EXCERPT),
    grader: probe.grader,
    reason: probe.reason,
    turns: turns.length,
  };
}

const percent = (asr: number) => `${Math.round(asr * 1000) / 10} %`;

/**
 * What this scan shows, in a sentence or two: how many graded probes got through and by which
 * strategies, and the first example's attack and the grader's reason.
 */
export function evidenceText(options: {
  failed: number;
  total: number;
  asr: number;
  strategies: readonly { name: string; failed: number }[];
  example: RemediationExample | undefined;
}): string {
  const { failed, total, asr, strategies, example } = options;
  const by = strategies.map((s) => `${s.name} (${s.failed})`).join(', ');
  const counted =
    `${failed} of ${total} graded ${total === 1 ? 'probe' : 'probes'} got through ` +
    `(${percent(asr)})${by ? `, by ${by}` : ''}.`;
  if (!example) return counted;
  const attack = excerpt(example.attack.replace(/\s+/g, ' ').trim(), 160);
  const how = example.turns > 1 ? `after ${example.turns} turns, ` : '';
  const judged = example.reason
    ? ` The ${example.grader ?? 'grader'} grader failed the reply: “${excerpt(example.reason, 240)}”`
    : '';
  return `${counted} For example, ${how}the ${example.strategyName} attack “${attack}” got through.${judged}`;
}
