import { z } from 'zod';

/**
 * Target config schemas, discriminated on `type`. Exported so the server validates stored targets
 * and the CLI validates config files with exactly the rules the engine runs with.
 */

const ExtractorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }),
  z.object({ type: z.literal('path'), path: z.string().min(1) }),
  z.object({ type: z.literal('jsonata'), expression: z.string().min(1) }),
]);

/**
 * Multi-turn session handling. `client`: we mint a uuid per conversation and the request carries
 * it via `{{sessionId}}`. `server`: the target issues one, read from a response header or a
 * body path, and echoed back via `{{sessionId}}` on the next turn.
 */
export const SessionSchema = z
  .object({
    source: z.enum(['client', 'server']),
    header: z.string().min(1).optional(),
    path: z.string().min(1).optional(),
  })
  .refine((s) => s.source === 'client' || s.header !== undefined || s.path !== undefined, {
    message: 'A server session needs `header` or `path` to read the session id from',
  });

const AuthSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bearer'), token: z.string().min(1) }),
  z.object({ type: z.literal('header'), name: z.string().min(1), value: z.string().min(1) }),
  z.object({ type: z.literal('basic'), username: z.string(), password: z.string() }),
]);

const CommonSchema = z.object({
  label: z.string().optional(),
  purpose: z.string().optional(),
  systemPromptNotes: z.string().optional(),
  allowedBehaviours: z.array(z.string()).default([]),
  forbiddenBehaviours: z.array(z.string()).default([]),
  concurrency: z.number().int().min(1).max(64).default(4),
  rpm: z.number().int().min(1).optional(),
  delayMs: z.number().int().min(0).default(0),
  timeoutMs: z.number().int().min(100).default(30_000),
  retries: z.number().int().min(0).max(10).default(2),
  retryBaseDelayMs: z.number().int().min(0).default(500),
  /** Strings that exist only in the target's system prompt; seeing one in a reply proves a leak. */
  canaries: z.array(z.string().min(4)).default([]),
  /** True when the target remembers the conversation itself: send only the newest turn. */
  stateful: z.boolean().default(false),
  session: SessionSchema.optional(),
});

export const HttpTargetConfigSchema = CommonSchema.extend({
  type: z.literal('http'),
  // A template (e.g. `…/sessions/{{sessionId}}`), so only the scheme can be checked up front.
  url: z.string().regex(/^https?:\/\/\S+$/, 'Must start with http:// or https://'),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH']).default('POST'),
  headers: z.record(z.string(), z.string()).default({}),
  query: z.record(z.string(), z.string()).default({}),
  body: z.unknown().optional(),
  extract: ExtractorSchema.default({ type: 'text' }),
  /** Statuses treated as errors; empty means "every status ≥ 400". */
  errorStatuses: z.array(z.number().int().min(100).max(599)).default([]),
  rejectUnauthorized: z.boolean().default(true),
  auth: AuthSchema.optional(),
});

export const WebSocketTargetConfigSchema = CommonSchema.extend({
  type: z.literal('websocket'),
  url: z.string().regex(/^wss?:\/\//, 'Must start with ws:// or wss://'),
  headers: z.record(z.string(), z.string()).default({}),
  message: z.string().default('{{prompt}}'),
  extract: ExtractorSchema.default({ type: 'text' }),
  rejectUnauthorized: z.boolean().default(true),
});

const ChatParamsSchema = z.record(z.string(), z.unknown()).default({});

export const OpenAiTargetConfigSchema = CommonSchema.extend({
  type: z.literal('openai'),
  baseUrl: z.url().default('https://api.openai.com/v1'),
  model: z.string().min(1),
  apiKey: z.string().optional(),
  systemPrompt: z.string().optional(),
  headers: z.record(z.string(), z.string()).default({}),
  params: ChatParamsSchema,
});

export const AnthropicTargetConfigSchema = CommonSchema.extend({
  type: z.literal('anthropic'),
  baseUrl: z.url().default('https://api.anthropic.com'),
  model: z.string().min(1),
  apiKey: z.string().optional(),
  anthropicVersion: z.string().default('2023-06-01'),
  systemPrompt: z.string().optional(),
  headers: z.record(z.string(), z.string()).default({}),
  params: ChatParamsSchema,
});

export const DemoTargetConfigSchema = CommonSchema.extend({ type: z.literal('demo') });

export const TargetConfigSchema = z.discriminatedUnion('type', [
  HttpTargetConfigSchema,
  WebSocketTargetConfigSchema,
  OpenAiTargetConfigSchema,
  AnthropicTargetConfigSchema,
  DemoTargetConfigSchema,
]);

export type TargetConfig = z.infer<typeof TargetConfigSchema>;
export type TargetConfigInput = z.input<typeof TargetConfigSchema>;
export type HttpTargetConfig = z.infer<typeof HttpTargetConfigSchema>;
export type WebSocketTargetConfig = z.infer<typeof WebSocketTargetConfigSchema>;
export type OpenAiTargetConfig = z.infer<typeof OpenAiTargetConfigSchema>;
export type AnthropicTargetConfig = z.infer<typeof AnthropicTargetConfigSchema>;
export type DemoTargetConfig = z.infer<typeof DemoTargetConfigSchema>;
export type TargetType = TargetConfig['type'];
