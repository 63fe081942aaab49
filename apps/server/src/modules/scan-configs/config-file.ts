import {
  ModelChoiceSchema,
  type ConfigWarning,
  type ImportScanConfigRequest,
  type RedteamBlock,
} from '@crucible/shared';
import {
  allowListEnvReader,
  importRedteamDocument,
  parseYamlDocument,
  type ConfigIssue,
  type ImportOptions,
  type TargetConfig,
} from '@crucible/engine';
import type { ConfigFileSettings } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getModelSettings } from '../model-settings/service';
import { linkLibraryPolicies, resolvePolicyEntries } from '../policies/plugin-entries';
import { engineDocument, toEngineConfig } from '../scans/engine-config';
import type { ModelEnv } from '../scans/scan-models';
import { blockFromConfig } from './block-from-config';

/**
 * Reading configs on the server: a promptfoo file being imported, or a block being saved. Every
 * problem comes back at once with its path (400), every key read differently or not at all as a
 * warning. `{{env.X}}` in a file's targets reads only what CRUCIBLE_CONFIG_ENV allows; a model
 * the file names is called with this server's key, never sent to a base URL the file names.
 */
export type ConfigFileDeps = { db: Db; modelEnv: ModelEnv; configFiles: ConfigFileSettings };

export type ReadConfigFile = {
  block: RedteamBlock;
  name: string;
  description: string | undefined;
  targets: TargetConfig[];
  /** Where the file lists them: `targets`, or promptfoo's older `providers`. */
  targetsKey: 'targets' | 'providers';
  warnings: ConfigWarning[];
};

const SKIPPED_TARGETS =
  'not added: a scan template holds no target (import with "Also add the file\'s targets" to add them to the team)';

function invalid(errors: readonly ConfigIssue[], prefix: (path: string) => string): AppError {
  const details = errors.map((issue) => ({ path: prefix(issue.path), message: issue.message }));
  return new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid configuration', details);
}

async function fallbackModels(db: Db, organizationId: string, choices: Record<string, unknown>) {
  const settings = await getModelSettings(db, organizationId);
  return {
    generator: choices.provider !== 'offline' && settings.generator !== null,
    judge: choices.judge !== 'offline' && (settings.grader ?? settings.generator) !== null,
  };
}

/** A plugin entry of the shape the policy links read (others are the engine's to report). */
const isEntry = (entry: unknown) =>
  typeof entry === 'string' ||
  (typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as { id?: unknown }).id === 'string');

/** Crucible's own model choices (`provider: offline`) are taken out before the engine reads. */
function takeChoices(doc: Record<string, unknown>) {
  const redteam = (doc.redteam ?? {}) as Record<string, unknown>;
  const choices: Record<string, unknown> = {};
  const rest = { ...redteam };
  for (const key of ['provider', 'judge'] as const) {
    if (ModelChoiceSchema.safeParse(redteam[key]).success) {
      choices[key] = redteam[key];
      delete rest[key];
    }
  }
  return { doc: { ...doc, redteam: rest }, choices };
}

export async function readConfigFile(
  deps: ConfigFileDeps,
  options: { organizationId: string; request: ImportScanConfigRequest },
): Promise<ReadConfigFile> {
  const { request } = options;
  let parsed: unknown;
  try {
    parsed = parseYamlDocument(request.yaml);
  } catch (error) {
    throw AppError.invalidField('yaml', error instanceof Error ? error.message : String(error));
  }
  const raw = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  const { doc, choices } =
    typeof raw.redteam === 'object' && raw.redteam !== null
      ? takeChoices(raw)
      : { doc: raw, choices: {} };
  // Policies of the library — `policy:<id>`, or promptfoo's `policy` entries naming one by id
  // or text — are read in promptfoo's form with their text, and linked back below.
  const redteam = doc.redteam as Record<string, unknown> | undefined;
  if (redteam && Array.isArray(redteam.plugins) && redteam.plugins.every(isEntry)) {
    const linked = await linkLibraryPolicies(deps.db, options.organizationId, {
      plugins: redteam.plugins as RedteamBlock['plugins'],
    });
    const resolved = await resolvePolicyEntries(
      deps.db,
      options.organizationId,
      linked,
      (index) => `yaml.redteam.plugins[${index}].id`,
    );
    doc.redteam = { ...redteam, plugins: resolved.plugins };
  }
  const written = new Set(redteam ? Object.keys(redteam) : []);
  const { envAllowed, envValues } = deps.configFiles;
  const importOptions: ImportOptions = {
    env: allowListEnvReader(envValues, envAllowed, 'CRUCIBLE_CONFIG_ENV'),
    modelEnv: deps.modelEnv,
    trustModelConfig: false,
    targets: request.createTargets ? { skip: false } : { skip: true, warning: SKIPPED_TARGETS },
    fallbackModels: await fallbackModels(deps.db, options.organizationId, choices),
  };
  const result = importRedteamDocument(typeof parsed === 'object' ? doc : parsed, importOptions);
  if (!result.ok) throw invalid(result.errors, (path) => (path ? `yaml.${path}` : 'yaml'));
  const warnings = [...result.warnings];
  // promptfoo's `policy` entries that name a library policy become library entries again.
  const block = await linkLibraryPolicies(
    deps.db,
    options.organizationId,
    blockFromConfig(result.config, choices, warnings, written),
  );
  const description =
    typeof raw.description === 'string' ? raw.description.trim().slice(0, 2000) : undefined;
  const name = request.name ?? description?.slice(0, 100);
  if (!name) throw AppError.invalidField('name', 'Name is required (the file has no description)');
  const targetsKey =
    raw.targets === undefined && raw.providers !== undefined ? 'providers' : 'targets';
  return { block, name, description, targets: result.targets, targetsKey, warnings };
}

/** A block's path in the file (`redteam.plugins[1].config.x`) as the request's (`config.…`). */
const inBlock = (path: string) =>
  path.startsWith('redteam.') ? `config.${path.slice('redteam.'.length)}` : `config.${path}`;

/**
 * Checks a block being saved (create, update): unknown ids are field errors under `config`;
 * what it will do differently from what it says comes back as warnings.
 */
export async function checkBlock(
  deps: ConfigFileDeps,
  organizationId: string,
  block: RedteamBlock,
): Promise<ConfigWarning[]> {
  const resolved = await resolvePolicyEntries(deps.db, organizationId, block);
  toEngineConfig(resolved);
  const result = importRedteamDocument(engineDocument(resolved), {
    modelEnv: deps.modelEnv,
    trustModelConfig: false,
    targets: { skip: true, warning: SKIPPED_TARGETS },
    fallbackModels: await fallbackModels(deps.db, organizationId, block),
  });
  if (!result.ok) throw invalid(result.errors, inBlock);
  return result.warnings.map((warning) => ({ ...warning, path: inBlock(warning.path) }));
}
