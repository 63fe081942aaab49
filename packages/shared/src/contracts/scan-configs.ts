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
 * settings) when configured, `offline` = the deterministic corpus and graders only. A server
 * never calls a model named in a config file: keys live in model settings.
 */
export const ModelChoiceSchema = z.enum(['organization', 'offline']);
export type ModelChoice = z.infer<typeof ModelChoiceSchema>;

/** The engine's `redteam` block as the API takes it. */
export const RedteamBlockSchema = z.object({
  purpose: z.string().max(4000, { error: 'Purpose must be at most 4000 characters' }).optional(),
  plugins: z
    .array(ScanPluginEntrySchema, { error: 'List at least one plugin' })
    .min(1, { error: 'List at least one plugin' })
    .max(200),
  strategies: z.array(ScanStrategyEntrySchema).max(50).optional(),
  numTests: z.number().int().min(1).max(500).optional(),
  language: z.string().trim().min(1).max(50).optional(),
  /** Generator/attacker model. */
  provider: ModelChoiceSchema.optional(),
  /** Grading model. */
  judge: ModelChoiceSchema.optional(),
});
export type RedteamBlock = z.infer<typeof RedteamBlockSchema>;

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

// POST /api/v1/redteam/configs/import   (engine YAML: `description` and `redteam`; `targets` ignored)
export const ImportScanConfigRequestSchema = z.object({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  /** Defaults to the file's `description`. */
  name: NameSchema.optional(),
  yaml: z
    .string()
    .min(1, { error: 'Paste a YAML configuration' })
    .max(200_000, { error: 'The file is too large' }),
});
export type ImportScanConfigRequest = z.infer<typeof ImportScanConfigRequestSchema>;

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
