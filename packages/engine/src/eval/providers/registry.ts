import { ZodError } from 'zod';
import { renderTemplate } from '../../util/template';
import type { ProviderInput } from '../config/schema';
import { EvalConfigError } from '../config/parse';
import { createAnthropicEvalProvider } from './anthropic';
import { createEchoProvider } from './echo';
import { createHttpEvalProvider } from './http';
import { createOpenAiEvalProvider } from './openai';
import type { Env, EvalProvider } from './types';

/** One eval provider from its id and options; throws (a zod error or a message) when it cannot. */
export function buildEvalProvider(
  id: string,
  label: string,
  config: Record<string, unknown>,
  env: Env,
): EvalProvider {
  const options = { id, label, config, env };
  if (id === 'echo') return createEchoProvider(options);
  if (id === 'http' || id === 'https' || /^https?:\/\//.test(id))
    return createHttpEvalProvider(options);
  const openai = /^openai:(?:chat:)?([^:]+.*)$/.exec(id);
  if (
    openai?.[1] &&
    !/^(responses|embedding|embeddings|completion|assistant|image|realtime):/.test(openai[1])
  ) {
    return createOpenAiEvalProvider(openai[1], options);
  }
  const anthropic = /^anthropic:(?:messages:)?(.+)$/.exec(id);
  if (anthropic?.[1]) return createAnthropicEvalProvider(anthropic[1], options);
  throw new Error(
    `provider "${id}" is not supported (openai:chat:<model>, anthropic:messages:<model>, http, echo)`,
  );
}

/** A provider build error as config-error lines under `where` (e.g. `providers.0`). */
export function describeProviderError(error: unknown, where: string): string {
  if (error instanceof ZodError) {
    return error.issues
      .map((issue) => {
        const path = [where, 'config', ...issue.path.map(String)].join('.');
        return issue.code === 'unrecognized_keys'
          ? `${path}: unknown or unsupported key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
          : `${path}: ${issue.message}`;
      })
      .join('\n');
  }
  return `${where}: ${error instanceof Error ? error.message : String(error)}`;
}

const READS_ENV = /\{\{[^}]*\benv\./;

/**
 * Provider options may read the environment as promptfoo's do: `apiKey: '{{ env.MY_KEY }}'`.
 * Only those strings render here; `{{prompt}}` and test vars in a body render per call.
 */
export function renderEnv(value: unknown, env: Env): unknown {
  if (typeof value === 'string') {
    return READS_ENV.test(value) ? renderTemplate(value, { env }) : value;
  }
  if (Array.isArray(value)) return value.map((item) => renderEnv(item, env));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderEnv(v, env)]));
  }
  return value;
}

/** The explicit registry of eval providers; a provider that cannot be built is a config error. */
export function createEvalProviders(
  providers: ProviderInput | ProviderInput[],
  env: Env,
): EvalProvider[] {
  const list = Array.isArray(providers) ? providers : [providers];
  const problems: string[] = [];
  const built = list.flatMap((provider, index) => {
    const { id, label, config } =
      typeof provider === 'string'
        ? { id: provider, label: undefined, config: undefined }
        : provider;
    try {
      return [
        buildEvalProvider(
          id,
          label ?? id,
          renderEnv(config ?? {}, env) as Record<string, unknown>,
          env,
        ),
      ];
    } catch (error) {
      problems.push(describeProviderError(error, `providers.${index}`));
      return [];
    }
  });
  if (problems.length > 0) throw new EvalConfigError(problems.join('\n'));
  return built;
}
