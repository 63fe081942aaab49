import { z } from 'zod';
import { createHttpTarget } from '../../targets/http-target';
import { HttpTargetConfigSchema } from '../../targets/schema';
import type { Extractor } from '../../util/extract';
import { toProviderOutput } from './http-output';
import type { EvalProvider } from './types';

/** promptfoo's http provider options run here (transformResponse as a path expression only). */
export const HttpConfigSchema = z.strictObject({
  url: z.string().optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH']).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  queryParams: z.record(z.string(), z.string()).optional(),
  body: z.unknown().optional(),
  transformResponse: z.string().optional(),
  timeout: z.number().int().positive().optional(),
  maxRetries: z.number().int().min(0).optional(),
});

const PATH_TAIL = /^(?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["[^"]*"\]|\['[^']*'\])*$/;

/**
 * `json`, `json.choices[0].message.content`, `data.reply` or `text`: the subset of promptfoo's
 * JavaScript transformResponse expressions that is a plain path, read without running code.
 */
export function extractorOf(transform: string | undefined): Extractor {
  if (transform === undefined) return { type: 'text' };
  const expression = transform.trim();
  if (expression === 'text') return { type: 'text' };
  const root = /^(json|data)/.exec(expression)?.[1];
  const tail = root ? expression.slice(root.length) : '';
  if (!root || !PATH_TAIL.test(tail)) {
    throw new Error(
      `transformResponse "${transform}" is not supported: only path expressions such as json.choices[0].message.content run for now`,
    );
  }
  return tail === '' ? { type: 'text' } : { type: 'path', path: tail.replace(/^\./, '') };
}

export function createHttpEvalProvider(options: {
  id: string;
  label: string;
  config: Record<string, unknown>;
}): EvalProvider {
  const config = HttpConfigSchema.parse(options.config);
  const url = config.url ?? (/^https?:\/\//.test(options.id) ? options.id : undefined);
  if (!url) throw new Error('the http provider needs config.url');
  const target = createHttpTarget(
    HttpTargetConfigSchema.parse({
      type: 'http',
      url,
      method: config.method ?? 'POST',
      headers: config.headers ?? {},
      query: config.queryParams ?? {},
      body: config.body,
      extract: extractorOf(config.transformResponse),
      timeoutMs: config.timeout ?? 60_000,
      retries: config.maxRetries ?? 2,
    }),
  );
  return {
    id: options.id,
    label: options.label,
    config: options.config,
    async call(prompt, vars) {
      return toProviderOutput(await target.send(prompt, { vars }));
    },
  };
}
