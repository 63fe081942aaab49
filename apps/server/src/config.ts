import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start.
 * docs/operations.md documents each of them; keep the two in step.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  CRUCIBLE_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  CRUCIBLE_PUBLIC_URL: z.url().optional(),
  CRUCIBLE_SECRET_KEY: z.string().min(32).optional(),
  CRUCIBLE_ADMIN_EMAIL: z.email().optional(),
  CRUCIBLE_ADMIN_PASSWORD: z.string().min(8).optional(),
  CRUCIBLE_ADMIN_NAME: z.string().default('Administrator'),
  CRUCIBLE_ORGANIZATION_NAME: z.string().default('My Organization'),
  CRUCIBLE_REGISTRATION: z.enum(['open', 'invite-only']).default('open'),
  CRUCIBLE_SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 14),
  CRUCIBLE_COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  CRUCIBLE_TRUST_PROXY: bool(false),
  CRUCIBLE_AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CRUCIBLE_AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  CRUCIBLE_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  CRUCIBLE_LICENSE_KEY: z.string().optional(),
  CRUCIBLE_LICENSE_PUBLIC_KEY: z.string().optional(),
  CRUCIBLE_IN_PROCESS_WORKER: bool(true),
  CRUCIBLE_WEB_DIR: z.string().optional(),
  CRUCIBLE_SCAN_BATCH_SIZE: z.coerce.number().int().min(1).max(2000).default(100),
  CRUCIBLE_SCAN_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(64),
  CRUCIBLE_SCAN_LEASE_SECONDS: z.coerce.number().min(0.5).max(3600).default(30),
  CRUCIBLE_SCAN_REFILL_MS: z.coerce.number().int().min(0).default(15_000),
  // Evals (docs/operations.md, "Evals").
  CRUCIBLE_EVAL_LEASE_SECONDS: z.coerce.number().min(0.5).max(3600).default(30),
  CRUCIBLE_EVAL_CHUNK_SIZE: z.coerce.number().int().min(1).max(100_000).default(1000),
  CRUCIBLE_EVAL_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(64),
  CRUCIBLE_EVAL_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  // Config files (docs/redteam-config.md): the variables `{{env.X}}` in an imported
  // target may read (names or PREFIX_*, comma-separated; empty: none), and the keys models
  // named in configs (`redteam.provider: openai:…`) are called with.
  CRUCIBLE_CONFIG_ENV: z.string().default(''),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.url().optional(),
  OLLAMA_BASE_URL: z.url().optional(),
  CRUCIBLE_WEBHOOK_ALLOW_PRIVATE: bool(false),
  // Model audit (docs/operations.md, "Model audit").
  CRUCIBLE_MODEL_AUDIT_ROOT: z.string().optional(),
  CRUCIBLE_MODEL_AUDIT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 ** 3),
  CRUCIBLE_MODEL_AUDIT_KEEP_UPLOADS: bool(false),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Crucible <no-reply@crucible.local>'),
  // Client config (GET /api/v1/config), spec §3.
  CRUCIBLE_DISABLE_TELEMETRY: bool(true),
  // A self-hosted install is configured from its own UI (Red Team Providers lives there).
  CRUCIBLE_ENABLE_SERVER_SETTINGS_PAGE: bool(true),
  CRUCIBLE_ENABLE_SERVER_SIDE_JOBS: bool(true),
  CRUCIBLE_ENABLE_MAKE_PUBLIC: bool(false),
  CRUCIBLE_DISABLE_REMEDIATION_BUNDLE: bool(false),
  CRUCIBLE_DANGEROUS_PUBLIC: bool(false),
  CRUCIBLE_CLOUD: bool(false),
  FUSIONAUTH_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  FUSIONAUTH_APPLICATION_ID: z.string().default(''),
  FUSIONAUTH_REDIRECT_URI: z.string().default(''),
  FUSIONAUTH_SCOPE: z.string().default('openid offline_access'),
  // Federated sign-in (modules/sso): the client secret and IdP hint never reach the browser.
  FUSIONAUTH_CLIENT_SECRET: z.string().default(''),
  FUSIONAUTH_IDENTITY_PROVIDER_ID: z.string().optional(),
  FUSIONAUTH_ALLOW_INSECURE: bool(false),
});

export type Env = z.input<typeof EnvSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** `auto`: human-readable lines on a terminal, JSON lines otherwise (files, collectors). */
  logFormat: 'auto' | 'json' | 'pretty';
  dataDir: string;
  /** Unset: the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string | undefined;
  secretKey: string | undefined;
  admin: { email: string | undefined; password: string | undefined; name: string };
  organizationName: string;
  registration: 'open' | 'invite-only';
  sessionTtlHours: number;
  cookieSecure: 'auto' | 'true' | 'false';
  trustProxy: boolean;
  authRateLimit: { max: number; windowSeconds: number };
  bodyLimitBytes: number;
  license: { key: string | undefined; publicKey: string | undefined };
  inProcessWorker: boolean;
  /** How scan jobs are worked (docs/operations.md, "Scans"). */
  scans: ScanSettings;
  /** How eval jobs are worked (docs/operations.md, "Evals"). */
  evals: EvalSettings;
  /** What imported config files may read of this server's environment. */
  configFiles: ConfigFileSettings;
  /** Webhooks may reach private and loopback addresses only when the operator says so. */
  webhooks: { allowPrivate: boolean };
  modelAudit: ModelAuditSettings;
  webDir: string | undefined;
  smtp: { url: string | undefined; from: string };
  client: {
    disableTelemetry: boolean;
    enableServerSettingsPage: boolean;
    enableServerSideJobs: boolean;
    enableMakePublic: boolean;
    disableRemediationBundle: boolean;
    isDangerousPublic: boolean;
    isCloud: boolean;
    fusionAuth: { url: string; applicationId: string; redirectUri: string; scope: string };
  };
  /** Server-side half of federated sign-in; the issuer and client id are `client.fusionAuth`'s. */
  sso: { clientSecret: string; identityProviderId: string | null; allowInsecureRequests: boolean };
};

export type ScanSettings = {
  /** Probes a `scan-batch` job claims at once. */
  batchSize: number;
  /** Probes in flight per worker process, across its batches. */
  workerConcurrency: number;
  /** Lease of a claimed probe or target slot; renewed while held, reclaimed after it lapses. */
  leaseMs: number;
  /** How often a worker looks for stalled scans (lapsed leases, lost batch jobs). */
  sweepIntervalMs: number;
  /** How long a batch keeps claiming more probes for the target slots it already holds. */
  refillMs: number;
  /**
   * Keys and base URLs of the models a config may name (`redteam.provider: openai:…`):
   * OPENAI_API_KEY, OPENAI_BASE_URL, ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, OLLAMA_BASE_URL.
   */
  modelEnv: Record<string, string | undefined>;
};

export type EvalSettings = {
  /** A running eval's lease; renewed while its worker lives, resumed elsewhere once it lapses. */
  leaseMs: number;
  /** How often a worker looks for evals whose lease lapsed. */
  sweepIntervalMs: number;
  /** Cells run (and held in memory) per round of an eval job. */
  chunkSize: number;
  /** Cells in flight per eval at most (a config's evaluateOptions.maxConcurrency is capped by it). */
  maxConcurrency: number;
  /** Provider answers kept per worker process for identical calls (0: no cache). */
  cacheEntries: number;
};

export type ConfigFileSettings = {
  /** Variables `{{env.X}}` in an imported target may read: names, or prefixes ending in `*`. */
  envAllowed: string[];
  /** Their values (only the allowed ones are kept). */
  envValues: Record<string, string>;
};

export type ModelAuditSettings = {
  /** Server paths below this folder may be scanned; unset (null): no server paths at all. */
  root: string | null;
  /** Largest upload (all files of one scan together), in bytes. */
  maxBytes: number;
  /** Keep uploaded files after their scan (default: deleted once the scan has finished). */
  keepUploads: boolean;
};

export class ConfigError extends Error {}

/** The variables CRUCIBLE_CONFIG_ENV allows, with their values in `env`. */
function configFileSettings(
  allowList: string,
  env: Record<string, string | undefined>,
): ConfigFileSettings {
  const envAllowed = allowList
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const allows = (name: string) =>
    envAllowed.some((rule) =>
      rule.endsWith('*') ? name.startsWith(rule.slice(0, -1)) : rule === name,
    );
  const envValues: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && allows(name)) envValues[name] = value;
  }
  return { envAllowed, envValues };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FUSIONAUTH_URL.startsWith('http:') && !e.FUSIONAUTH_ALLOW_INSECURE) {
    throw new ConfigError(
      'Invalid configuration:\n  FUSIONAUTH_URL: must use https (FUSIONAUTH_ALLOW_INSECURE=true allows http for local use)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    dataDir: e.CRUCIBLE_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: e.CRUCIBLE_PUBLIC_URL?.replace(/\/$/, ''),
    secretKey: e.CRUCIBLE_SECRET_KEY,
    admin: {
      email: e.CRUCIBLE_ADMIN_EMAIL?.toLowerCase(),
      password: e.CRUCIBLE_ADMIN_PASSWORD,
      name: e.CRUCIBLE_ADMIN_NAME,
    },
    organizationName: e.CRUCIBLE_ORGANIZATION_NAME,
    registration: e.CRUCIBLE_REGISTRATION,
    sessionTtlHours: e.CRUCIBLE_SESSION_TTL_HOURS,
    cookieSecure: e.CRUCIBLE_COOKIE_SECURE,
    trustProxy: e.CRUCIBLE_TRUST_PROXY,
    authRateLimit: {
      max: e.CRUCIBLE_AUTH_RATE_LIMIT,
      windowSeconds: e.CRUCIBLE_AUTH_RATE_WINDOW_SECONDS,
    },
    bodyLimitBytes: e.CRUCIBLE_BODY_LIMIT_BYTES,
    license: { key: e.CRUCIBLE_LICENSE_KEY, publicKey: e.CRUCIBLE_LICENSE_PUBLIC_KEY },
    inProcessWorker: e.CRUCIBLE_IN_PROCESS_WORKER,
    webhooks: { allowPrivate: e.CRUCIBLE_WEBHOOK_ALLOW_PRIVATE },
    scans: {
      batchSize: e.CRUCIBLE_SCAN_BATCH_SIZE,
      workerConcurrency: e.CRUCIBLE_SCAN_WORKER_CONCURRENCY,
      leaseMs: Math.round(e.CRUCIBLE_SCAN_LEASE_SECONDS * 1000),
      sweepIntervalMs: Math.max(200, Math.round((e.CRUCIBLE_SCAN_LEASE_SECONDS * 1000) / 3)),
      refillMs: e.CRUCIBLE_SCAN_REFILL_MS,
      modelEnv: {
        OPENAI_API_KEY: e.OPENAI_API_KEY,
        OPENAI_BASE_URL: e.OPENAI_BASE_URL,
        ANTHROPIC_API_KEY: e.ANTHROPIC_API_KEY,
        ANTHROPIC_BASE_URL: e.ANTHROPIC_BASE_URL,
        OLLAMA_BASE_URL: e.OLLAMA_BASE_URL,
      },
    },
    evals: {
      leaseMs: Math.round(e.CRUCIBLE_EVAL_LEASE_SECONDS * 1000),
      sweepIntervalMs: Math.max(200, Math.round((e.CRUCIBLE_EVAL_LEASE_SECONDS * 1000) / 3)),
      chunkSize: e.CRUCIBLE_EVAL_CHUNK_SIZE,
      maxConcurrency: e.CRUCIBLE_EVAL_MAX_CONCURRENCY,
      cacheEntries: e.CRUCIBLE_EVAL_CACHE_ENTRIES,
    },
    configFiles: configFileSettings(e.CRUCIBLE_CONFIG_ENV, env),
    modelAudit: {
      root: e.CRUCIBLE_MODEL_AUDIT_ROOT || null,
      maxBytes: e.CRUCIBLE_MODEL_AUDIT_MAX_BYTES,
      keepUploads: e.CRUCIBLE_MODEL_AUDIT_KEEP_UPLOADS,
    },
    webDir: e.CRUCIBLE_WEB_DIR,
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    client: {
      disableTelemetry: e.CRUCIBLE_DISABLE_TELEMETRY,
      enableServerSettingsPage: e.CRUCIBLE_ENABLE_SERVER_SETTINGS_PAGE,
      enableServerSideJobs: e.CRUCIBLE_ENABLE_SERVER_SIDE_JOBS,
      enableMakePublic: e.CRUCIBLE_ENABLE_MAKE_PUBLIC,
      disableRemediationBundle: e.CRUCIBLE_DISABLE_REMEDIATION_BUNDLE,
      isDangerousPublic: e.CRUCIBLE_DANGEROUS_PUBLIC,
      isCloud: e.CRUCIBLE_CLOUD,
      fusionAuth: {
        url: e.FUSIONAUTH_URL,
        applicationId: e.FUSIONAUTH_APPLICATION_ID,
        redirectUri: e.FUSIONAUTH_REDIRECT_URI,
        scope: e.FUSIONAUTH_SCOPE,
      },
    },
    sso: {
      clientSecret: e.FUSIONAUTH_CLIENT_SECRET,
      identityProviderId: e.FUSIONAUTH_IDENTITY_PROVIDER_ID || null,
      allowInsecureRequests: e.FUSIONAUTH_ALLOW_INSECURE,
    },
  };
}
