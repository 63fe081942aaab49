import type { TargetContext } from '../../types';
import { hashString } from '../../util/prng';
import { renderTemplate } from '../../util/template';
import { selectAttacks } from '../corpus/select';
import { slotValues } from '../corpus/slots';
import type { PolicyDefinition } from './definition';
import { readPolicyRule } from './rule';
import { POLICY_TEMPLATES } from './templates';

/** The most probes one policy yields offline: every template for every behaviour of its rule. */
export function policyProbeCapacity(policy: Pick<PolicyDefinition, 'text'>): number {
  return POLICY_TEMPLATES.length * readPolicyRule(policy.text).length;
}

const sentenceCase = (phrase: string) =>
  phrase.length === 0 ? phrase : `${phrase[0]?.toUpperCase()}${phrase.slice(1)}`;

/**
 * `n` offline probes for a policy: its attack templates filled with the request that breaks
 * the rule. The templates come spread over their styles in a seeded order (the same seed, the
 * same probes), and the probes rotate over the rule's behaviours: the k-th probe pairs template
 * k mod T with behaviour (k mod T + ⌊k / T⌋) mod B, so T × B probes pair every template with
 * every behaviour once. The policy's words are slot values, never template code.
 */
export function policyPrompts(
  policy: Pick<PolicyDefinition, 'id' | 'text'>,
  context: { target: TargetContext; seed?: number },
  n: number,
): string[] {
  const behaviours = readPolicyRule(policy.text);
  const seed = hashString(`policy:${policy.id}`) ^ (context.seed ?? 0);
  const templates = selectAttacks(POLICY_TEMPLATES, POLICY_TEMPLATES.length, seed);
  const count = Math.min(n, templates.length * behaviours.length);
  const prompts = new Set<string>();
  for (let k = 0; k < count; k++) {
    const template = templates[k % templates.length];
    const behaviour =
      behaviours[((k % templates.length) + Math.floor(k / templates.length)) % behaviours.length];
    if (!template || !behaviour) continue;
    prompts.add(
      renderTemplate(template.prompt, {
        ...slotValues(context.target, seed + k),
        ask: behaviour.ask,
        Ask: sentenceCase(behaviour.ask),
        clause: behaviour.clause,
      }),
    );
  }
  return [...prompts];
}
