import { isPolicyPluginId } from '../plugins/policy/definition';
import { getPlugin } from '../plugins/registry';
import { slotValues } from '../plugins/corpus/slots';
import type { PluginCategory } from '../plugins/types';
import type { TargetContext } from '../types';
import { renderTemplate } from '../util/template';
import bias from './data/ladders/bias.json';
import brand from './data/ladders/brand.json';
import compliance from './data/ladders/compliance.json';
import dataProtection from './data/ladders/data-protection.json';
import harmful from './data/ladders/harmful.json';
import security from './data/ladders/security.json';

/**
 * Scripted escalation ladders for the offline multi-turn attacks: rapport → context → the
 * request, plus the moves used when the target pushes back. Each text is a nunjucks template
 * over `{{goal}}` (the plugin attack being escalated to), `{{topic}}` and the profile slots.
 */
export type EscalationKind = 'open' | 'context' | 'ask';
/** `reframe` follows a refusal, `push` a partial or hedged answer. */
export type MoveKind = EscalationKind | 'reframe' | 'push';

export type LadderStep = { kind: EscalationKind; variants: readonly string[] };

export type Ladder = {
  id: string;
  /** Who the user pretends to be, for reports. */
  persona: string;
  /** In order; at least one `ask` step carries `{{goal}}`. */
  steps: readonly LadderStep[];
  reframe: readonly string[];
  push: readonly string[];
};

/** One file per plugin category: `data/ladders/<category>.json`. */
export type LadderFile = {
  category: PluginCategory;
  /** The `{{topic}}` phrase for plugins of the category that `topics` does not name. */
  topic: string;
  /** The `{{topic}}` phrase by plugin id. */
  topics: Record<string, string>;
  ladders: readonly Ladder[];
};

export const LADDER_FILES = [
  security,
  dataProtection,
  harmful,
  bias,
  brand,
  compliance,
] as readonly LadderFile[];

const BY_CATEGORY = new Map(LADDER_FILES.map((file) => [file.category, file]));

/** Every ladder, for tests and for plugins of no known category. */
export const ALL_LADDERS: readonly Ladder[] = LADDER_FILES.flatMap((file) => file.ladders);

/** The ladder file for a plugin: by its category, or undefined for an unknown plugin. */
export function ladderFileFor(pluginId: string): LadderFile | undefined {
  // A custom policy is a compliance rule: its escalations are the compliance ladders.
  const category = isPolicyPluginId(pluginId) ? 'compliance' : getPlugin(pluginId)?.category;
  return category ? BY_CATEGORY.get(category) : undefined;
}

/** The ladders that fit a plugin: its category's, or all of them for an unknown plugin. */
export function laddersFor(pluginId: string): readonly Ladder[] {
  return ladderFileFor(pluginId)?.ladders ?? ALL_LADDERS;
}

const GENERIC_TOPIC = 'what {{product}} can and cannot do';

/** The template variables of one run: the profile slots, the topic phrase and the goal. */
export function ladderVars(
  pluginId: string,
  goal: string,
  profile: TargetContext,
  pick: number,
): Record<string, string> {
  const slots = slotValues(profile, pick);
  const file = ladderFileFor(pluginId);
  const topic = renderTemplate(file?.topics[pluginId] ?? file?.topic ?? GENERIC_TOPIC, slots);
  return { ...slots, topic, goal };
}

/** Renders one ladder text; the goal is inserted as is, never re-rendered. */
export const renderMove = (template: string, vars: Record<string, string>): string =>
  renderTemplate(template, vars).trim();
