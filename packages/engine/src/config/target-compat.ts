import { TargetConfigSchema, type TargetConfig } from '../targets/schema';

/**
 * Maps a promptfoo-style target (`openai:chat:gpt-4o-mini`, `{id: 'https', config: {...}}`) or a
 * native Crucible target (`{type: 'http', ...}`) onto a TargetConfig. promptfoo's JavaScript
 * `transformResponse` is accepted only in its `json.<path>` form; anything else is rejected
 * because Crucible never runs user JavaScript.
 */
export type PromptfooTarget =
  string | { id?: string; type?: string; label?: string; config?: Record<string, unknown> };

function providerFromId(id: string): Record<string, unknown> {
  if (/^(demo|crucible:demo)$/.test(id)) return { type: 'demo' };
  if (/^wss?:\/\//.test(id)) return { type: 'websocket', url: id };
  if (/^https?:\/\//.test(id)) return { type: 'http', url: id };
  if (id === 'http' || id === 'https') return { type: 'http' };
  if (id === 'websocket') return { type: 'websocket' };
  const openai = /^openai:(?:chat:)?(.+)$/.exec(id);
  if (openai?.[1]) return { type: 'openai', model: openai[1] };
  const anthropic = /^anthropic:(?:messages:)?(.+)$/.exec(id);
  if (anthropic?.[1]) return { type: 'anthropic', model: anthropic[1] };
  throw new Error(
    `Unsupported target id "${id}" (use http, websocket, openai:<model>, anthropic:<model> or demo)`,
  );
}

function translateHttpConfig(config: Record<string, unknown>): Record<string, unknown> {
  const { transformResponse, responseParser, ...rest } = config;
  const transform = transformResponse ?? responseParser;
  if (transform === undefined) return rest;
  if (typeof transform === 'string') {
    const path = /^json(?:\.|(?=\[))(.+)$/.exec(transform.trim());
    if (path?.[1]) return { ...rest, extract: { type: 'path', path: path[1] } };
  }
  throw new Error(
    'transformResponse must be a plain path such as "json.choices[0].message.content"; JavaScript is not supported, use extract: {type: "jsonata", expression: "..."} instead',
  );
}

export function toTargetConfig(target: PromptfooTarget): TargetConfig {
  if (typeof target === 'string') return TargetConfigSchema.parse(providerFromId(target));
  if (target.type) return TargetConfigSchema.parse({ ...target.config, ...target });
  if (!target.id)
    throw new Error('A target needs an id (e.g. "https", "openai:gpt-4o-mini") or a type');
  const base = providerFromId(target.id);
  const config =
    base.type === 'http' ? translateHttpConfig(target.config ?? {}) : (target.config ?? {});
  return TargetConfigSchema.parse({
    ...config,
    ...base,
    ...(target.label ? { label: target.label } : {}),
  });
}
