import type { RedteamBlock } from '@crucible/shared';
import { RedteamConfigSchema, type RedteamConfig } from '@crucible/engine';
import { AppError } from '../../errors';

/**
 * A stored `redteam` block as the engine's config. Model choices (`provider`, `judge`) are ours,
 * not the engine's: the models come from the organization's settings, so they are left out
 * here. Unknown plugin or strategy ids are field errors under `pathPrefix` (e.g. `config`).
 */
export function toEngineConfig(block: RedteamBlock, pathPrefix = 'config'): RedteamConfig {
  const { provider: _provider, judge: _judge, ...redteam } = block;
  const parsed = RedteamConfigSchema.safeParse({ redteam });
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: [pathPrefix, ...issue.path.slice(1).map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid configuration', details);
}
