import type { RedteamBlock, ScanPluginEntry } from '@crucible/shared';
import {
  DEMO_TARGET_PURPOSE,
  PROFILE_SELECTOR,
  RedteamConfigSchema,
  fitPlugins,
  type FittedPlugin,
  type RedteamConfig,
  type TargetContext,
  targetContextOf,
} from '@crucible/engine';
import { AppError } from '../../errors';
import type { TargetRow } from '../targets/service';

/**
 * A stored block as the engine's config document: `prompts` and `defaultTest` at the top, the
 * rest under `redteam`. Model choices (`organization`, `offline`) are ours, not the engine's,
 * and are left out; a model the block names stays (the scan resolves it with the server's keys).
 */
export function engineDocument(block: RedteamBlock): Record<string, unknown> {
  const { prompts, defaultTest, provider, judge, ...redteam } = block;
  const isChoice = (value: unknown) => value === 'organization' || value === 'offline';
  return {
    ...(prompts ? { prompts } : {}),
    ...(defaultTest ? { defaultTest } : {}),
    redteam: {
      ...redteam,
      ...(provider !== undefined && !isChoice(provider) ? { provider } : {}),
      ...(judge !== undefined && !isChoice(judge) ? { judge } : {}),
    },
  };
}

/** A document path (`redteam.plugins.1.id`, `prompts.0`) as the block's (`config.plugins.1.id`). */
export function blockPath(segments: readonly PropertyKey[], prefix: string): string {
  const rest = segments[0] === 'redteam' ? segments.slice(1) : segments;
  return [prefix, ...rest.map(String)].join('.');
}

/**
 * A stored block as the engine's config. Unknown plugin or strategy ids are field errors under
 * `pathPrefix` (e.g. `config`).
 */
export function toEngineConfig(block: RedteamBlock, pathPrefix = 'config'): RedteamConfig {
  const parsed = RedteamConfigSchema.safeParse(engineDocument(block));
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: blockPath(issue.path, pathPrefix),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid configuration', details);
}

/**
 * The block a scan of this target runs: the `profile` selector replaced by the plugins the
 * target's profile calls for, each with the options of its entry (a plugin listed elsewhere in
 * the block keeps its own entry). The scan stores the result, so it records what it ran.
 */
export function fitToTarget(
  block: RedteamBlock,
  context: TargetContext,
): { block: RedteamBlock; fitted: FittedPlugin[] } {
  const idOf = (entry: ScanPluginEntry) => (typeof entry === 'string' ? entry : entry.id);
  if (!block.plugins.some((entry) => idOf(entry) === PROFILE_SELECTOR))
    return { block, fitted: [] };
  const listed = new Set(block.plugins.map(idOf));
  const fitted = fitPlugins(context).filter((plugin) => !listed.has(plugin.id));
  const plugins = block.plugins.flatMap((entry) =>
    idOf(entry) !== PROFILE_SELECTOR
      ? [entry]
      : fitted.map((plugin) =>
          typeof entry === 'string' ? plugin.id : { ...entry, id: plugin.id },
        ),
  );
  if (plugins.length === 0) {
    throw AppError.invalidField(
      'config.plugins',
      "The target's profile calls for no plugin: fill in its profile, or choose plugins",
    );
  }
  return { block: { ...block, plugins }, fitted };
}

/** What is known of a target: its purpose (the demo's own) and its profile. */
export function contextOfTarget(
  target: Pick<TargetRow, 'type' | 'purpose' | 'config'>,
): TargetContext {
  const purpose = target.purpose ?? (target.type === 'demo' ? DEMO_TARGET_PURPOSE : undefined);
  return targetContextOf({ ...target.config, purpose });
}

/** The fitted plugins grouped by reason, for the scan log: "reason: a, b; reason: c". */
export function describeFit(fitted: readonly FittedPlugin[]): string {
  const byReason = new Map<string, string[]>();
  for (const { id, reason } of fitted) byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
  return [...byReason].map(([reason, ids]) => `${ids.join(', ')} — ${reason}`).join('; ');
}
