import type { z } from 'zod';
import { EvalConfigError } from '../config/parse';
import { callModelApi } from '../providers/http-output';
import { OpenAiConfigSchema } from '../providers/openai';
import { buildEvalProvider, describeProviderError, renderEnv } from '../providers/registry';
import type { Env, EvalProvider } from '../providers/types';
import { GradingProviderSchema, type GradingProviderInput, type ProviderRef } from './schema';
import type { EvalGradingOptions, EvalGradingProvider } from './types';

/** promptfoo's default embedding model, used when an OpenAI chat grader has to embed. */
export const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-large';

const EmbeddingConfigSchema = OpenAiConfigSchema.pick({
  apiKey: true,
  apiBaseUrl: true,
  apiHost: true,
  organization: true,
  headers: true,
});

function baseUrlOf(config: z.infer<typeof EmbeddingConfigSchema>, env: Env): string {
  return (
    config.apiBaseUrl ??
    (config.apiHost ? `https://${config.apiHost}/v1` : undefined) ??
    env.OPENAI_BASE_URL ??
    env.OPENAI_API_BASE_URL ??
    'https://api.openai.com/v1'
  );
}

/** OpenAI's /embeddings (any compatible server): `{model, input}` → `data[0].embedding`. */
export function openAiEmbedder(
  model: string,
  rawConfig: Record<string, unknown>,
  env: Env,
): (text: string) => Promise<number[]> {
  const config = EmbeddingConfigSchema.parse(
    Object.fromEntries(
      Object.entries(rawConfig).filter(([key]) => key in EmbeddingConfigSchema.shape),
    ),
  );
  const url = `${baseUrlOf(config, env).replace(/\/+$/, '')}/embeddings`;
  const apiKey = config.apiKey ?? env.OPENAI_API_KEY;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...config.headers };
  if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
  if (config.organization) headers['OpenAI-Organization'] = config.organization;
  return async (text) => {
    let embedding: unknown;
    const response = await callModelApi(
      { url, method: 'POST', headers, body: JSON.stringify({ model, input: text }) },
      async (body) => {
        embedding = (body as { data?: { embedding?: unknown }[] }).data?.[0]?.embedding;
        if (!Array.isArray(embedding)) throw new Error('the response has no data[0].embedding');
        return { output: '' };
      },
    );
    if (response.error) throw new Error(response.error.message);
    return embedding as number[];
  };
}

const EMBEDDING_ID = /^openai:(?:embedding|embeddings):(.+)$/;

function fromEvalProvider(
  provider: EvalProvider,
  embed?: (text: string) => Promise<number[]>,
): EvalGradingProvider {
  return {
    id: provider.id,
    async complete(messages) {
      const answer = await provider.call(messages, {});
      if (answer.error !== undefined) throw new Error(answer.error);
      const output =
        typeof answer.output === 'string' ? answer.output : JSON.stringify(answer.output ?? '');
      return { output, tokenUsage: answer.tokens, cost: answer.cost };
    },
    ...(embed ? { embed } : {}),
  };
}

function buildOne(ref: ProviderRef, env: Env): EvalGradingProvider {
  const { id, label, config } =
    typeof ref === 'string' ? { id: ref, label: undefined, config: undefined } : ref;
  const options = renderEnv(config ?? {}, env) as Record<string, unknown>;
  const embedding = EMBEDDING_ID.exec(id);
  if (embedding?.[1]) {
    const embed = openAiEmbedder(embedding[1], EmbeddingConfigSchema.strict().parse(options), env);
    return {
      id,
      complete: () => {
        throw new Error(`${id} is an embedding model: it cannot grade text`);
      },
      embed,
    };
  }
  const provider = buildEvalProvider(id, label ?? id, options, env);
  // An OpenAI chat grader embeds with promptfoo's default embedding model on the same server.
  const embed = /^openai:/.test(id)
    ? openAiEmbedder(DEFAULT_EMBEDDING_MODEL, options, env)
    : undefined;
  return fromEvalProvider(provider, embed);
}

/** The grading models a config names: `text` completes, `embedding` embeds. */
export function buildGradingOptions(input: GradingProviderInput, env: Env): EvalGradingOptions {
  if (typeof input === 'string' || 'id' in input) {
    const provider = buildOne(input, env);
    return EMBEDDING_ID.test(typeof input === 'string' ? input : input.id)
      ? { embeddings: provider }
      : { provider, ...(provider.embed ? { embeddings: provider } : {}) };
  }
  return {
    ...(input.text ? { provider: buildOne(input.text, env) } : {}),
    ...(input.embedding ? { embeddings: buildOne(input.embedding, env) } : {}),
  };
}

/**
 * The grading providers named in a config, built once each (a config error names the path of
 * the first use of one that cannot be built), looked up by their spec when a cell is graded.
 */
export class GradingProviders {
  private readonly built = new Map<string, EvalGradingOptions>();

  constructor(private readonly env: Env) {}

  /** Builds (or finds) the providers of a spec; `where` names it in a config error. */
  add(spec: unknown, where: string): void {
    const key = JSON.stringify(spec);
    if (this.built.has(key)) return;
    const parsed = GradingProviderSchema.safeParse(spec);
    if (!parsed.success) {
      throw new EvalConfigError(
        parsed.error.issues
          .map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`)
          .join('\n'),
      );
    }
    try {
      this.built.set(key, buildGradingOptions(parsed.data, this.env));
    } catch (error) {
      throw new EvalConfigError(describeProviderError(error, where));
    }
  }

  /** The providers of a spec added before (undefined for none). */
  get(spec: unknown): EvalGradingOptions | undefined {
    if (spec === undefined || spec === null) return undefined;
    return this.built.get(JSON.stringify(spec));
  }
}
