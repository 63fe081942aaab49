import { z } from 'zod';
import { TimestampSchema } from './common';
import { DiagnosisSchema } from './targets';

/*
 * Per-organization models the engine itself uses: the attacker/generator (writes and adapts
 * attacks) and the grader (LLM judge). Either may be empty; with neither the organization
 * scans offline (built-in corpus, deterministic strategies and graders).
 */

export const MODEL_ROLES = ['generator', 'grader'] as const;
export type ModelRole = (typeof MODEL_ROLES)[number];

const ModelProviderBaseSchema = z.object({
  /** `openai`: any OpenAI-compatible chat-completions server; `anthropic`: the messages API. */
  type: z.enum(['openai', 'anthropic'], { error: 'Type must be openai or anthropic' }),
  /** Empty: the provider's public API. */
  baseUrl: z.url({ protocol: /^https?$/, error: 'Enter an http(s) URL' }).optional(),
  model: z
    .string({ error: 'Model is required' })
    .trim()
    .min(1, { error: 'Model is required' })
    .max(200),
});

export const ModelProviderSettingsSchema = ModelProviderBaseSchema.extend({
  apiKeySet: z.boolean(),
});
export type ModelProviderSettings = z.infer<typeof ModelProviderSettingsSchema>;

// GET /api/v1/model-settings   (any member; keys shown as set / not set)
export const ModelSettingsSchema = z.object({
  generator: ModelProviderSettingsSchema.nullable(),
  grader: ModelProviderSettingsSchema.nullable(),
  /** True when neither model is configured. */
  offline: z.boolean(),
  updatedAt: TimestampSchema.nullable(),
});
export type ModelSettings = z.infer<typeof ModelSettingsSchema>;

/** `apiKey`: omitted keeps the stored key, null clears it (write-only). */
export const ModelProviderRequestSchema = ModelProviderBaseSchema.extend({
  apiKey: z.string().min(1, { error: 'API key cannot be empty' }).nullable().optional(),
});
export type ModelProviderRequest = z.infer<typeof ModelProviderRequestSchema>;

// PUT /api/v1/model-settings   (organization administrators; null removes a model)
export const UpdateModelSettingsRequestSchema = z.object({
  generator: ModelProviderRequestSchema.nullable(),
  grader: ModelProviderRequestSchema.nullable(),
});
export type UpdateModelSettingsRequest = z.infer<typeof UpdateModelSettingsRequestSchema>;

// POST /api/v1/model-settings/test   (organization administrators)
/**
 * Tests the saved model of `role`, or `provider` as typed in the form (an omitted `apiKey`
 * then means the key saved for `role`, so a key need not be typed again).
 */
export const TestModelConnectionRequestSchema = z.object({
  role: z.enum(MODEL_ROLES, { error: 'Role must be generator or grader' }),
  provider: ModelProviderRequestSchema.optional(),
});
export type TestModelConnectionRequest = z.infer<typeof TestModelConnectionRequestSchema>;

export const TestModelConnectionResponseSchema = z.object({
  ok: z.boolean(),
  /** `openai:<model>` or `anthropic:<model>`. */
  provider: z.string(),
  /** The model's answer to a one-word prompt; empty on failure. */
  reply: z.string(),
  latencyMs: z.number().int(),
  diagnosis: DiagnosisSchema.optional(),
});
export type TestModelConnectionResponse = z.infer<typeof TestModelConnectionResponseSchema>;
