import { z } from 'zod';
import { NameSchema, PaginationQuerySchema, TimestampSchema } from './common';
import { PLUGIN_SEVERITIES } from './redteam';

/*
 * Scan templates (`/redteam/configs`): a saved `redteam` block in the engine's format. Plugin
 * and strategy ids are checked against the engine's registries by the server (field errors name
 * `config.plugins.<i>.id`), so this schema only fixes the shape.
 */

export const ScanPluginEntrySchema = z.union([
  z.string().min(1, { error: 'Plugin id cannot be empty' }),
  z.object({
    id: z.string().min(1, { error: 'Plugin id cannot be empty' }),
    numTests: z.number().int().min(1).max(500).optional(),
    severity: z.enum(PLUGIN_SEVERITIES).optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  }),
]);
export type ScanPluginEntry = z.infer<typeof ScanPluginEntrySchema>;

export const ScanStrategyEntrySchema = z.union([
  z.string().min(1, { error: 'Strategy id cannot be empty' }),
  z.object({
    id: z.string().min(1, { error: 'Strategy id cannot be empty' }),
    config: z.record(z.string(), z.unknown()).optional(),
  }),
]);
export type ScanStrategyEntry = z.infer<typeof ScanStrategyEntrySchema>;

/**
 * Which models a scan uses: `organization` = the organization's generator/grader (model
 * settings) when configured, `offline` = the deterministic corpus and graders only; or a model
 * a config file names (`ModelRefSchema`).
 */
export const ModelChoiceSchema = z.enum(['organization', 'offline']);
export type ModelChoice = z.infer<typeof ModelChoiceSchema>;

const MODEL_ID = /^(openai|anthropic|ollama):\S+$/;
const ModelIdSchema = z
  .string()
  .regex(MODEL_ID, { error: 'A model id such as openai:gpt-4o-mini or ollama:chat:llama3.1' });

/**
 * A model a config file names (promptfoo's `redteam.provider`): called with the server's own
 * key (OPENAI_API_KEY, ANTHROPIC_API_KEY; Ollama needs none). A template keeps no key, and the
 * server never sends its key to a base URL a template names. Without the key the organization's
 * models (or none) are used.
 */
export const ModelRefSchema = z.union([
  ModelIdSchema,
  z.strictObject({
    id: ModelIdSchema,
    config: z
      .strictObject({ apiBaseUrl: z.url().optional(), baseUrl: z.url().optional() })
      .optional(),
  }),
]);
export type ModelRef = z.infer<typeof ModelRefSchema>;

const LanguageSchema = z.string().trim().min(1).max(50);

/**
 * The engine's `redteam` block as the API takes it, with the parts of a promptfoo file that
 * shape every request (`prompts`, `defaultTest`). Unknown keys are refused: a template keeps
 * exactly what it runs.
 */
export const RedteamBlockSchema = z.strictObject({
  purpose: z.string().max(4000, { error: 'Purpose must be at most 4000 characters' }).optional(),
  plugins: z
    .array(ScanPluginEntrySchema, { error: 'List at least one plugin' })
    .min(1, { error: 'List at least one plugin' })
    .max(200),
  /** promptfoo's reading: `basic` tests are added unless `{id: basic, config: {enabled: false}}`. */
  strategies: z.array(ScanStrategyEntrySchema).max(50).optional(),
  numTests: z.number().int().min(1).max(500).optional(),
  /** A code or name (`de`, `German`), or several: each plugin's tests in each. */
  language: z.union([LanguageSchema, z.array(LanguageSchema).min(1).max(10)]).optional(),
  /** Generator/attacker model. */
  provider: z.union([ModelChoiceSchema, ModelRefSchema]).optional(),
  /** Grading model. */
  judge: z.union([ModelChoiceSchema, ModelRefSchema]).optional(),
  /** Names the application deals with: the first fills the organisation slot of attacks. */
  entities: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  /** The request variable the attack goes into (default `prompt`). */
  injectVar: z
    .string()
    .regex(/^[A-Za-z_]\w*$/, { error: 'A variable name such as query' })
    .max(100)
    .optional(),
  /** Framework views of the scan's report (`owasp:llm`, `nist:ai`, …). */
  frameworks: z.array(z.string().min(1).max(50)).max(20).optional(),
  /** At most this many requests to the target at once (its own limit also holds). */
  maxConcurrency: z.number().int().min(1).max(64).optional(),
  /** Milliseconds between requests to the target. */
  delay: z.number().int().min(0).max(600_000).optional(),
  /** Severity per plugin id. */
  severity: z.record(z.string(), z.enum(PLUGIN_SEVERITIES)).optional(),
  /** Told to the generator model. */
  testGenerationInstructions: z.string().max(4000).optional(),
  /** The prompt template the attack is put into (at most one). */
  prompts: z.array(z.string().min(1).max(20_000)).max(1).optional(),
  defaultTest: z
    .strictObject({
      vars: z.record(z.string(), z.unknown()).optional(),
      options: z
        .strictObject({ transformVars: z.string().min(1).max(20_000).optional() })
        .optional(),
    })
    .optional(),
});
export type RedteamBlock = z.infer<typeof RedteamBlockSchema>;

/** Something in a config that is read differently or not at all, by its path in the file. */
export const ConfigWarningSchema = z.object({ path: z.string(), message: z.string() });
export type ConfigWarning = z.infer<typeof ConfigWarningSchema>;

const DescriptionSchema = z
  .string()
  .trim()
  .max(2000, { error: 'Description must be at most 2000 characters' })
  .optional();

export const ScanConfigSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  config: RedteamBlockSchema,
  createdBy: z.uuid().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ScanConfig = z.infer<typeof ScanConfigSchema>;

export const ScanConfigParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid scan template ID' }),
});

// GET /api/v1/redteam/configs?teamId=&limit=&offset=
export const ScanConfigListQuerySchema = PaginationQuerySchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
});
export const ScanConfigListResponseSchema = z.object({
  items: z.array(ScanConfigSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

// PUT /api/v1/redteam/configs/{id}
export const UpdateScanConfigRequestSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema,
  config: RedteamBlockSchema,
});
export type UpdateScanConfigRequest = z.infer<typeof UpdateScanConfigRequestSchema>;

// POST /api/v1/redteam/configs
export const CreateScanConfigRequestSchema = UpdateScanConfigRequestSchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
});
export type CreateScanConfigRequest = z.infer<typeof CreateScanConfigRequestSchema>;

/** A saved template and what in its configuration is read differently or not at all. */
export const SavedScanConfigSchema = ScanConfigSchema.extend({
  warnings: z.array(ConfigWarningSchema),
});
export type SavedScanConfig = z.infer<typeof SavedScanConfigSchema>;

// POST /api/v1/redteam/configs/import          (a promptfoo red-team file → a template)
// POST /api/v1/redteam/configs/import/check    (the same body: its warnings, nothing saved)
export const ImportScanConfigRequestSchema = z.object({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  /** Defaults to the file's `description`. */
  name: NameSchema.optional(),
  yaml: z
    .string()
    .min(1, { error: 'Paste a YAML configuration' })
    .max(200_000, { error: 'The file is too large' }),
  /** Also add the file's targets to the team (one already there by name is kept). */
  createTargets: z.boolean().optional(),
});
export type ImportScanConfigRequest = z.infer<typeof ImportScanConfigRequestSchema>;

/** A target of the file: added to the team, or one of the same name that was already there. */
export const ImportedTargetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created: z.boolean(),
});

export const ImportScanConfigResponseSchema = SavedScanConfigSchema.extend({
  targets: z.array(ImportedTargetSchema),
});
export type ImportScanConfigResponse = z.infer<typeof ImportScanConfigResponseSchema>;

export const ImportCheckResponseSchema = z.object({
  /** The template's name: the one given, else the file's description. */
  name: z.string().nullable(),
  warnings: z.array(ConfigWarningSchema),
  /** The file's targets (added only with createTargets). */
  targets: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type ImportCheckResponse = z.infer<typeof ImportCheckResponseSchema>;

// GET /api/v1/redteam/configs/{id}/export   → application/yaml

export const ScanPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  config: RedteamBlockSchema,
});
export type ScanPreset = z.infer<typeof ScanPresetSchema>;

// GET /api/v1/redteam/config-presets
export const ScanPresetListResponseSchema = z.object({ presets: z.array(ScanPresetSchema) });
