import {
  ModelChoiceSchema,
  RedteamBlockSchema,
  type ConfigWarning,
  type ModelRef,
  type RedteamBlock,
} from '@crucible/shared';
import { parseModelId, pathOf, type ProviderRef, type RedteamConfig } from '@crucible/engine';
import { AppError } from '../../errors';

/**
 * An imported file's engine config as the block a template stores. Entries with nothing but an
 * id are written back as the id (as a person writes them); a model the file names keeps its id
 * and base URL, never a key; Crucible's own model choices (`organization`, `offline`) are kept.
 */
type Choices = { provider?: unknown; judge?: unknown };

function modelRef(
  ref: ProviderRef | undefined,
  path: string,
  warnings: ConfigWarning[],
): ModelRef | undefined {
  if (ref === undefined) return undefined;
  const id = typeof ref === 'string' ? ref : ref.id;
  if (!parseModelId(id)) return undefined; // the engine has said why it is not used
  if (typeof ref === 'string') return ref;
  const kept: { apiBaseUrl?: string; baseUrl?: string } = {};
  for (const [key, value] of Object.entries(ref.config ?? {})) {
    if ((key === 'apiBaseUrl' || key === 'baseUrl') && typeof value === 'string') kept[key] = value;
    else
      warnings.push({
        path: `${path}.config.${key}`,
        message:
          key === 'apiKey'
            ? "not kept: a template stores no key (the server's own key is used)"
            : 'not kept by a template, ignored',
      });
  }
  return Object.keys(kept).length > 0 ? { id, config: kept } : id;
}

const compact = <T extends { id: string }>(entry: T): T | string =>
  Object.keys(entry).length === 1 ? entry.id : entry;

export function blockFromConfig(
  config: RedteamConfig,
  choices: Choices,
  warnings: ConfigWarning[],
  /** The keys the file's `redteam` wrote: defaults it left to the engine are not stored. */
  written: ReadonlySet<string>,
): RedteamBlock {
  const { provider, judge, plugins, strategies, numTests, ...rest } = config.redteam;
  const choice = (value: unknown) => ModelChoiceSchema.safeParse(value).data;
  const block = {
    ...Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
    ),
    plugins: plugins.map(compact),
    strategies: written.has('strategies') ? strategies.map(compact) : undefined,
    numTests: written.has('numTests') ? numTests : undefined,
    provider: choice(choices.provider) ?? modelRef(provider, 'redteam.provider', warnings),
    judge: choice(choices.judge) ?? modelRef(judge, 'redteam.judge', warnings),
    ...(config.prompts ? { prompts: config.prompts } : {}),
    ...(config.defaultTest ? { defaultTest: config.defaultTest } : {}),
  };
  const parsed = RedteamBlockSchema.safeParse(
    Object.fromEntries(Object.entries(block).filter(([, value]) => value !== undefined)),
  );
  if (parsed.success) return parsed.data;
  // Limits of a template beyond the file format's (at most 64 at once, 200 plugins…).
  const details = parsed.error.issues.map((issue) => ({
    path: `yaml.${pathOf(documentPath(issue.path))}`,
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid file', details);
}

const documentPath = (path: readonly PropertyKey[]) =>
  path[0] === 'prompts' || path[0] === 'defaultTest' ? path : ['redteam', ...path];
