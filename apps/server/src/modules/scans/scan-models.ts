import type { ModelRef, RedteamBlock } from '@crucible/shared';
import { createProvider, resolveModelRef, type ChatProvider } from '@crucible/engine';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { getModelSettings, organizationModels } from '../model-settings/service';

/**
 * The models a scan of a block uses. `offline` uses none; a model the block names (a config's
 * `redteam.provider: openai:…`) is called with this server's key (never sent to a base URL the
 * template names); without that key, or for `organization`, the organization's model settings.
 * An unset judge grades with the block's named model when it has one, else the organization's.
 */
export type ModelEnv = Record<string, string | undefined>;

const isRef = (choice: RedteamBlock['provider']): choice is ModelRef =>
  choice !== undefined && choice !== 'organization' && choice !== 'offline';

function named(choice: RedteamBlock['provider'], env: ModelEnv) {
  if (!isRef(choice)) return undefined;
  const resolved = resolveModelRef(choice, env, { trustConfig: false });
  return resolved.ok ? resolved.provider : undefined;
}

/** Whether the scan will have a generator and a judge (for the estimate: no key is opened). */
export async function scanModelAvailability(
  db: Db,
  organizationId: string,
  block: RedteamBlock,
  env: ModelEnv,
) {
  const settings = await getModelSettings(db, organizationId);
  const ownGenerator = named(block.provider, env) !== undefined;
  const hasGenerator =
    block.provider !== 'offline' && (ownGenerator || settings.generator !== null);
  const hasGrader =
    block.judge !== 'offline' &&
    (named(block.judge, env) !== undefined ||
      (block.judge === undefined && ownGenerator) ||
      (settings.grader ?? settings.generator) !== null);
  return { hasGenerator, hasGrader };
}

export async function scanModels(
  db: Db,
  box: SecretBox,
  organizationId: string,
  block: RedteamBlock,
  env: ModelEnv,
): Promise<{
  generator?: ChatProvider;
  judge?: ChatProvider;
  /** Whose generator it is: the block names it, or the organization's. */
  generatorFrom?: 'configuration' | 'organization';
}> {
  const organization = await organizationModels(db, box, organizationId);
  const ownGenerator = named(block.provider, env);
  const ownJudge =
    named(block.judge, env) ?? (block.judge === undefined ? ownGenerator : undefined);
  const generator =
    block.provider === 'offline'
      ? undefined
      : ownGenerator
        ? createProvider(ownGenerator)
        : organization.generator;
  const judge =
    block.judge === 'offline'
      ? undefined
      : ownJudge
        ? createProvider(ownJudge)
        : organization.grader;
  return {
    ...(generator
      ? { generator, generatorFrom: ownGenerator ? 'configuration' : 'organization' }
      : {}),
    ...(judge ? { judge } : {}),
  };
}
