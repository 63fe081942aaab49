import type {
  ModelProviderRequest,
  ModelRole,
  ModelSettings,
  TestModelConnectionRequest,
  TestModelConnectionResponse,
  UpdateModelSettingsRequest,
} from '@crucible/shared';
import {
  createAnthropicProvider,
  createOpenAiProvider,
  diagnose,
  ProviderError,
  type ChatProvider,
} from '@crucible/engine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationModelSettings, type StoredModelProvider } from '../../db/schema';
import { AppError } from '../../errors';
import { openJson, sealJson, type SecretBox } from '../../lib/secret-box';
import { isoOrNull } from '../../lib/time';
import { scrub } from '../targets/secrets';

type Row = typeof organizationModelSettings.$inferSelect;
type StoredKeys = Partial<Record<ModelRole, string>>;

const TEST_PROMPT = 'This is a connection test. Reply with the single word: OK';
const TEST_TIMEOUT_MS = 20_000;

async function findRow(db: Db, organizationId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(organizationModelSettings)
    .where(eq(organizationModelSettings.organizationId, organizationId));
  return row;
}

function toSettings(row: Row | undefined): ModelSettings {
  const view = (role: ModelRole) => {
    const provider = row?.[role];
    return provider ? { ...provider, apiKeySet: row.secretsSet[role] } : null;
  };
  const generator = view('generator');
  const grader = view('grader');
  return {
    generator,
    grader,
    offline: !generator && !grader,
    updatedAt: isoOrNull(row?.updatedAt),
  };
}

export async function getModelSettings(db: Db, organizationId: string): Promise<ModelSettings> {
  return toSettings(await findRow(db, organizationId));
}

const withoutKey = ({ type, baseUrl, model }: ModelProviderRequest): StoredModelProvider => ({
  type,
  model,
  ...(baseUrl ? { baseUrl } : {}),
});

/** omitted keeps the stored key, null clears it, a value replaces it. */
const nextKey = (stored: string | undefined, sent: string | null | undefined) =>
  sent === undefined ? stored : (sent ?? undefined);

/** Replaces both models; a removed model loses its key, an omitted key is kept. */
export async function updateModelSettings(
  db: Db,
  box: SecretBox,
  options: { organizationId: string; userId: string; request: UpdateModelSettingsRequest },
): Promise<ModelSettings> {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, options.organizationId);
    const stored = current ? (openJson<StoredKeys>(box, current.secretsEncrypted) ?? {}) : {};
    const keys: StoredKeys = {};
    for (const role of ['generator', 'grader'] as const) {
      const sent = options.request[role];
      const key = sent ? nextKey(stored[role], sent.apiKey) : undefined;
      if (key) keys[role] = key;
    }
    const { generator, grader } = options.request;
    const columns = {
      generator: generator ? withoutKey(generator) : null,
      grader: grader ? withoutKey(grader) : null,
      secretsEncrypted: sealJson(box, keys),
      secretsSet: { generator: keys.generator !== undefined, grader: keys.grader !== undefined },
      updatedBy: options.userId,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(organizationModelSettings)
      .values({ organizationId: options.organizationId, ...columns })
      .onConflictDoUpdate({ target: organizationModelSettings.organizationId, set: columns })
      .returning();
    return toSettings(row);
  });
}

function providerFor(settings: StoredModelProvider, apiKey: string | undefined): ChatProvider {
  // One attempt, so the button answers quickly and reports the first failure as it was.
  const options = { ...settings, apiKey, timeoutMs: TEST_TIMEOUT_MS, retries: 0 };
  switch (settings.type) {
    case 'openai':
      return createOpenAiProvider(options);
    case 'anthropic':
      return createAnthropicProvider(options);
  }
}

/**
 * "Test connection": the model as typed (`provider`) or as saved for `role`, asked for one word
 * through the engine's provider. An omitted key means the key saved for `role`.
 */
export async function testModelConnection(
  db: Db,
  box: SecretBox,
  options: { organizationId: string; request: TestModelConnectionRequest },
): Promise<TestModelConnectionResponse> {
  const { role, provider: typed } = options.request;
  const row = await findRow(db, options.organizationId);
  const settings = typed ? withoutKey(typed) : row?.[role];
  if (!settings) throw AppError.invalidField('role', `No ${role} model is configured`);
  const storedKey = row ? openJson<StoredKeys>(box, row.secretsEncrypted)?.[role] : undefined;
  const apiKey = typed ? nextKey(storedKey, typed.apiKey) : storedKey;
  const provider = providerFor(settings, apiKey);
  const started = Date.now();
  const base = { provider: provider.id };
  try {
    const { text } = await provider.chat([{ role: 'user', content: TEST_PROMPT }], {
      maxTokens: 16,
      temperature: 0,
    });
    return { ...base, ok: true, reply: text, latencyMs: Date.now() - started };
  } catch (error) {
    const failure =
      error instanceof ProviderError
        ? { kind: error.kind, message: error.message, status: error.status }
        : error;
    const answer = {
      ...base,
      ok: false,
      reply: '',
      latencyMs: Date.now() - started,
      diagnosis: diagnose(failure),
    };
    return apiKey ? scrub(answer, [apiKey], []) : answer;
  }
}

export type OrganizationModels = { generator?: ChatProvider; grader?: ChatProvider };

/**
 * The organization's models for scans, keys decrypted: the generator also attacks, the grader
 * judges (the generator when no grader is set). None configured: the scan runs offline.
 */
export async function organizationModels(
  db: Db,
  box: SecretBox,
  organizationId: string,
): Promise<OrganizationModels> {
  const row = await findRow(db, organizationId);
  if (!row || (!row.generator && !row.grader)) return {};
  const keys = openJson<StoredKeys>(box, row.secretsEncrypted) ?? {};
  const build = (settings: StoredModelProvider, apiKey: string | undefined): ChatProvider => {
    const options = { ...settings, apiKey };
    return settings.type === 'openai'
      ? createOpenAiProvider(options)
      : createAnthropicProvider(options);
  };
  const generator = row.generator ? build(row.generator, keys.generator) : undefined;
  const grader = row.grader ? build(row.grader, keys.grader) : generator;
  return { ...(generator ? { generator } : {}), ...(grader ? { grader } : {}) };
}
