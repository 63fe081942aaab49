import type {
  ArchitectureChange,
  GuardrailRule,
  RemediationEffort,
  RemediationReference,
} from '@crucible/shared';
import { FRAMEWORKS, frameworksForPlugin } from '../frameworks/registry';
import { getPlugin } from '../plugins/registry';
import { renderTemplate } from '../util/template';
import { adviceFor } from './library';
import { remediationSlots, type RemediationTarget } from './slots';

/** A plugin's advice written out for one target. */
export type RenderedAdvice = {
  scope: 'plugin' | 'category';
  cause: string;
  effort: RemediationEffort;
  /** The system-prompt lines, one rule per line. */
  systemPrompt: string[];
  guardrails: GuardrailRule[];
  architecture: ArchitectureChange[];
  references: RemediationReference[];
};

const REFERENCES = new Map<string, RemediationReference>(
  FRAMEWORKS.flatMap((framework) =>
    framework.items.map((item) => [
      item.id,
      { id: item.id, name: item.name, frameworkId: framework.id, frameworkName: framework.name },
    ]),
  ),
);
const ORDER = new Map([...REFERENCES.keys()].map((id, index) => [id, index]));

/** Framework items by id (undefined for an id no framework lists). */
export const frameworkReference = (id: string) => REFERENCES.get(id);

/**
 * The plugin's framework mappings and the advice's own references, in the frameworks' order.
 */
function referencesOf(pluginId: string, extra: readonly string[]): RemediationReference[] {
  const ids = [...new Set([...frameworksForPlugin(pluginId), ...extra])];
  return ids
    .flatMap((id) => REFERENCES.get(id) ?? [])
    .sort((a, b) => ORDER.get(a.id)! - ORDER.get(b.id)!);
}

/**
 * A plugin's advice for a target: every text rendered with the target's slots. With
 * `purposeStatedAbove` (the combined patch, whose header states the purpose once) the rules
 * refer to it instead of repeating it.
 */
export function renderAdvice(
  pluginId: string,
  target: RemediationTarget,
  options: { purposeStatedAbove?: boolean } = {},
): RenderedAdvice {
  const { scope, advice, topic } = adviceFor(pluginId);
  const plugin = getPlugin(pluginId);
  const vars = {
    ...remediationSlots(target),
    ...(options.purposeStatedAbove ? { purpose: 'stated above' } : {}),
    plugin: plugin?.name ?? pluginId,
    topic: topic ?? (plugin?.name ?? pluginId).toLowerCase(),
  };
  const render = (text: string) => renderTemplate(text, vars);
  return {
    scope,
    cause: render(advice.cause),
    effort: advice.effort,
    systemPrompt: advice.systemPrompt.map(render),
    guardrails: advice.guardrails.map((rule) => ({
      ...rule,
      ...(rule.message === undefined ? {} : { message: render(rule.message) }),
    })),
    architecture: advice.architecture.map((change) => ({
      title: render(change.title),
      detail: render(change.detail),
    })),
    references: referencesOf(pluginId, advice.references),
  };
}
