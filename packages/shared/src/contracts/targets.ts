import { z } from 'zod';
import { NameSchema, TimestampSchema } from './common';

/*
 * Target configuration: the one schema the engine runs with, the server stores and the CLI reads
 * from config files (the engine re-exports it). Discriminated on `type`.
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
export const TargetSessionSchema = z
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

const profileText = (label: string) =>
  z
    .string()
    .trim()
    .max(200, { error: `${label} must be at most 200 characters` })
    .optional();
const profileList = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(200, { error: `Each of ${label} must be at most 200 characters` }),
    )
    .max(50, { error: `At most 50 ${label}` })
    .default([]);

/**
 * What a person knows of the application, filled in once: attacks are rendered for it and the
 * graders read it (a competitor named here is one the target must not recommend; a tool listed
 * is an action it may really take). Every field is optional.
 */
export const TargetProfileSchema = z.object({
  /** "Travel", "Human resources", "Developer tools". */
  industry: profileText('Industry'),
  /** The organisation the assistant speaks for. */
  organisation: profileText('Organisation'),
  products: profileList('products'),
  competitors: profileList('competitors'),
  /** Who talks to it: "job candidates", "recruiters", "administrators". */
  userRoles: profileList('user roles'),
  /** Kinds of personal data it can see: "CVs", "salaries", "passport numbers". */
  personalData: profileList('kinds of personal data'),
  /** Tools or actions it can take: "search flights", "refund a booking". */
  tools: profileList('tools'),
});
export type TargetProfile = z.infer<typeof TargetProfileSchema>;

const CommonSchema = z.object({
  label: z.string().optional(),
  purpose: z.string().optional(),
  systemPromptNotes: z.string().optional(),
  allowedBehaviours: z.array(z.string()).default([]),
  forbiddenBehaviours: z.array(z.string()).default([]),
  profile: TargetProfileSchema.default({
    products: [],
    competitors: [],
    userRoles: [],
    personalData: [],
    tools: [],
  }),
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
  session: TargetSessionSchema.optional(),
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

export const TARGET_TYPES = ['http', 'websocket', 'openai', 'anthropic', 'demo'] as const;

/*
 * The API view of a target. Its configuration is the engine's without the secrets (API keys,
 * auth credentials, secret headers) and without `label` / `purpose`, which are the target's own
 * `name` and `purpose`. Secrets travel write-only in `secrets`; answers say which are set.
 */

/** HTTP auth without its credential (the bearer token, header value or basic password). */
const PublicAuthSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bearer') }),
  z.object({ type: z.literal('header'), name: z.string().min(1) }),
  z.object({ type: z.literal('basic'), username: z.string() }),
]);

const OWN_FIELDS = { label: true, purpose: true } as const;

export const PublicTargetConfigSchema = z.discriminatedUnion('type', [
  HttpTargetConfigSchema.omit({ ...OWN_FIELDS, auth: true }).extend({
    auth: PublicAuthSchema.optional(),
  }),
  WebSocketTargetConfigSchema.omit(OWN_FIELDS),
  OpenAiTargetConfigSchema.omit({ ...OWN_FIELDS, apiKey: true }),
  AnthropicTargetConfigSchema.omit({ ...OWN_FIELDS, apiKey: true }),
  DemoTargetConfigSchema.omit(OWN_FIELDS),
]);
export type PublicTargetConfig = z.infer<typeof PublicTargetConfigSchema>;
export type PublicTargetConfigInput = z.input<typeof PublicTargetConfigSchema>;

/**
 * Write-only secrets. On update an omitted field keeps the stored secret and `null` clears it.
 * `apiKey`: openai / anthropic. `authSecret`: the credential of the HTTP target's `auth`.
 * `headers`: secret request headers (e.g. `X-Api-Key`), sent with the configured headers.
 */
export const TargetSecretsRequestSchema = z.object({
  apiKey: z.string().min(1, { error: 'API key cannot be empty' }).nullable().optional(),
  authSecret: z.string().nullable().optional(),
  headers: z
    .record(
      z.string().min(1, { error: 'Header name cannot be empty' }),
      z.string().min(1, { error: 'Header value cannot be empty' }).nullable(),
    )
    .optional(),
});
export type TargetSecretsRequest = z.infer<typeof TargetSecretsRequestSchema>;

/** Which secrets are stored: never their values. `headers` lists the secret headers' names. */
export const TargetSecretsSetSchema = z.object({
  apiKey: z.boolean(),
  authSecret: z.boolean(),
  headers: z.array(z.string()),
});
export type TargetSecretsSet = z.infer<typeof TargetSecretsSetSchema>;

export const TargetSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  type: z.enum(TARGET_TYPES),
  purpose: z.string().nullable(),
  config: PublicTargetConfigSchema,
  secretsSet: TargetSecretsSetSchema,
  createdBy: z.uuid().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Target = z.infer<typeof TargetSchema>;

export const TargetParamsSchema = z.object({ id: z.uuid({ error: 'Invalid target ID' }) });

// GET /api/v1/targets?teamId=
export const TargetListQuerySchema = z.object({ teamId: z.uuid({ error: 'Invalid team ID' }) });
/**
 * A target in a list: who and what it is and where its traffic goes (`endpoint`: the URL of
 * an HTTP or WebSocket target, "model · base URL" of a model API, null for the demo); the
 * configuration is on GET /api/v1/targets/{id}.
 */
export const TargetSummarySchema = TargetSchema.pick({
  id: true,
  organizationId: true,
  teamId: true,
  name: true,
  type: true,
  purpose: true,
  createdBy: true,
  createdAt: true,
  updatedAt: true,
}).extend({ endpoint: z.string().nullable() });
export type TargetSummary = z.infer<typeof TargetSummarySchema>;
export const TargetListResponseSchema = z.object({ targets: z.array(TargetSummarySchema) });

// PUT /api/v1/targets/{id}   (replaces name, purpose and config; secrets: omitted keep, null clear)
export const UpdateTargetRequestSchema = z.object({
  name: NameSchema,
  purpose: z
    .string()
    .trim()
    .max(4000, { error: 'Purpose must be at most 4000 characters' })
    .optional(),
  config: PublicTargetConfigSchema,
  secrets: TargetSecretsRequestSchema.optional(),
});
export type UpdateTargetRequest = z.infer<typeof UpdateTargetRequestSchema>;

// POST /api/v1/targets
export const CreateTargetRequestSchema = UpdateTargetRequestSchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
});
export type CreateTargetRequest = z.infer<typeof CreateTargetRequestSchema>;
export type CreateTargetRequestInput = z.input<typeof CreateTargetRequestSchema>;

// POST /api/v1/targets/{id}/test
export const TestTargetRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, { error: 'Prompt cannot be empty' })
    .max(10_000, { error: 'Prompt must be at most 10000 characters' })
    .optional(),
});

export const TARGET_ERROR_KINDS = [
  'dns',
  'connection-refused',
  'timeout',
  'tls',
  'http-status',
  'extraction',
  'network',
  'invalid-config',
  'unknown',
] as const;

/** Why a call to a target or model failed, and what to try next. */
export const DiagnosisSchema = z.object({
  kind: z.enum(TARGET_ERROR_KINDS),
  title: z.string(),
  message: z.string(),
  hint: z.string(),
});
export type Diagnosis = z.infer<typeof DiagnosisSchema>;

export const TestTargetResponseSchema = z.object({
  ok: z.boolean(),
  /** What was sent, credentials redacted. `method`/`url` are null for the in-process demo. */
  request: z.object({
    method: z.string().nullable(),
    url: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    body: z.unknown(),
  }),
  /** Null when nothing came back (DNS, refused, timeout); `status` null for non-HTTP targets. */
  response: z
    .object({
      status: z.number().int().nullable(),
      headers: z.record(z.string(), z.string()),
      body: z.unknown(),
    })
    .nullable(),
  /** The extracted reply; empty on failure. */
  output: z.string(),
  latencyMs: z.number().int(),
  diagnosis: DiagnosisSchema.optional(),
});
export type TestTargetResponse = z.infer<typeof TestTargetResponseSchema>;

// POST /api/v1/demo-target/chat   (public, rate-limited: the built-in vulnerable bank assistant)
export const DemoChatRequestSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['system', 'user', 'assistant']),
        content: z.string().max(20_000),
      }),
    )
    .min(1, { error: 'Send at least one message' })
    .max(100),
});
export const DemoChatResponseSchema = z.object({ reply: z.string() });

// POST /api/v1/targets/{id}/profile-suggestion → a draft profile from the target's own answers
export const ProfileSuggestionSchema = z.object({
  purpose: z.string().optional(),
  organisation: z.string().optional(),
  industry: z.string().optional(),
  products: z.array(z.string()),
  userRoles: z.array(z.string()),
  personalData: z.array(z.string()),
  tools: z.array(z.string()),
});
export type ProfileSuggestion = z.infer<typeof ProfileSuggestionSchema>;

export const ProfileSuggestionResponseSchema = z.object({
  /** False when the target did not answer a question; the conversation so far is kept. */
  ok: z.boolean(),
  /** Read by the generator model (`llm`), or by simple extraction (`rules`). */
  source: z.enum(['llm', 'rules']),
  suggestion: ProfileSuggestionSchema,
  conversation: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Why the conversation stopped, or why the model's reading was not used. */
  message: z.string().optional(),
});
export type ProfileSuggestionResponse = z.infer<typeof ProfileSuggestionResponseSchema>;
