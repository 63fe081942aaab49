import { stringifyRedteamConfig } from '../config/load';
import type { PromptfooTarget } from '../config/target-compat';
import { INTENT_PLUGIN_ID } from '../plugins/intent';
import type { Encoding, ProbeGrading } from '../test-case';
import { userTurns, type FailingProbe } from './evidence';

/** One intent as the template writes it (promptfoo's forms where they carry all it needs). */
type IntentItem =
  | string
  | string[]
  | {
      prompt: string | string[];
      basePrompt?: string;
      encodings?: Encoding[];
      strategyId: string;
      probeId: string;
      grading?: ProbeGrading;
      system?: string;
    };

/**
 * The regression scan of a plan: exactly its failing probes, replayed as promptfoo `intent`
 * entries (one per plugin, in the plan's order) graded as their plugin, with the `basic`
 * strategy only, so each probe is sent once, as it was. A multi-turn probe replays its user
 * turns as a sequence. A probe whose prompt a strategy encoded keeps its base prompt and
 * encodings (Crucible's object form), so the graders read an encoded reply as they did; one
 * judged probe by probe (an intent, a dataset item) keeps its grading and system prompt.
 */
export function regressionScan(options: {
  scanId: string;
  targetName: string;
  purpose: string | null;
  /** Plugin ids in plan order; probes of other plugins are left out. */
  pluginIds: readonly string[];
  probes: readonly FailingProbe[];
  /** A `targets` entry for `crucible redteam run` (template import ignores it). */
  target?: PromptfooTarget;
}) {
  const plugins = options.pluginIds.flatMap((pluginId) => {
    const intent = options.probes.filter((p) => p.pluginId === pluginId).map(intentOf);
    return intent.length > 0 ? [{ id: INTENT_PLUGIN_ID, config: { pluginId, intent } }] : [];
  });
  const count = plugins.reduce((sum, plugin) => sum + plugin.config.intent.length, 0);
  return {
    description:
      `Regression scan: the ${count} failing ${count === 1 ? 'probe' : 'probes'} of scan ` +
      `${options.scanId} on ${options.targetName}`,
    ...(options.target ? { targets: [options.target] } : {}),
    redteam: {
      ...(options.purpose ? { purpose: options.purpose } : {}),
      plugins,
      strategies: ['basic'],
    },
  };
}

function intentOf(probe: FailingProbe): IntentItem {
  const turns = userTurns(probe);
  const prompt = turns.length > 1 ? turns : turns[0]!;
  const encoded = probe.encodings !== undefined && probe.encodings.length > 0;
  if (!encoded && !probe.grading && !probe.system) return prompt;
  return {
    prompt,
    ...(probe.basePrompt && probe.basePrompt !== prompt ? { basePrompt: probe.basePrompt } : {}),
    ...(encoded ? { encodings: [...probe.encodings!] } : {}),
    strategyId: probe.strategyId,
    probeId: probe.id,
    // Judged and sent as the scan did: a dataset item's grading, its system prompt.
    ...(probe.grading ? { grading: probe.grading } : {}),
    ...(probe.system ? { system: probe.system } : {}),
  };
}

/** The template as the YAML file of the bundle. */
export function regressionScanYaml(scan: ReturnType<typeof regressionScan>): string {
  return stringifyRedteamConfig(scan);
}
