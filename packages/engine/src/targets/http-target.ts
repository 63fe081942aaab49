import { extractOutput } from '../util/extract';
import { renderBody, renderRecord, renderTemplate } from '../util/template';
import { callHttp } from './http-call';
import type { HttpTargetConfig } from './schema';
import { readServerSessionId } from './session';
import { lastUserText, type SendContext, type Target, type TargetInput } from './types';

function authHeaders(config: HttpTargetConfig): Record<string, string> {
  const auth = config.auth;
  if (!auth) return {};
  switch (auth.type) {
    case 'bearer':
      return { Authorization: `Bearer ${auth.token}` };
    case 'header':
      return { [auth.name]: auth.value };
    case 'basic':
      return {
        Authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`,
      };
  }
}

/** Template variables every HTTP/WebSocket request template can use. */
export function requestVars(
  input: TargetInput,
  ctx: SendContext | undefined,
): Record<string, unknown> {
  return {
    ...ctx?.vars,
    prompt: lastUserText(input),
    messages: typeof input === 'string' ? [{ role: 'user', content: input }] : input,
    sessionId: ctx?.sessionId ?? '',
  };
}

export function createHttpTarget(config: HttpTargetConfig): Target {
  return {
    config,
    async send(input, ctx) {
      const vars = requestVars(input, ctx);
      let url: URL;
      try {
        url = new URL(renderTemplate(config.url, vars));
      } catch (error) {
        // A broken URL template (unknown filter, bad syntax) is reported like any failure.
        const message = error instanceof Error ? error.message : String(error);
        return {
          output: '',
          raw: { request: { url: config.url }, response: null },
          latencyMs: 0,
          error: { kind: 'invalid-config', message: `Cannot build the request URL: ${message}` },
        };
      }
      for (const [key, value] of Object.entries(renderRecord(config.query, vars))) {
        url.searchParams.set(key, value);
      }
      const body = config.method === 'GET' ? undefined : renderBody(config.body, vars);
      const headers = { ...renderRecord(config.headers, vars), ...authHeaders(config) };
      const hasContentType = Object.keys(headers).some((k) => k.toLowerCase() === 'content-type');
      if (body !== undefined && !hasContentType) {
        headers['Content-Type'] =
          typeof config.body === 'string' && !isJsonText(body) ? 'text/plain' : 'application/json';
      }
      return callHttp({
        request: {
          url: url.toString(),
          method: config.method,
          headers,
          body,
          timeoutMs: config.timeoutMs,
          rejectUnauthorized: config.rejectUnauthorized,
        },
        retries: config.retries,
        retryBaseDelayMs: config.retryBaseDelayMs,
        isErrorStatus: (status) =>
          config.errorStatuses.length > 0 ? config.errorStatuses.includes(status) : status >= 400,
        read: async (responseBody, responseHeaders) => ({
          output: await extractOutput(config.extract, responseBody),
          sessionId: readServerSessionId(config, responseBody, responseHeaders) ?? ctx?.sessionId,
        }),
      });
    },
  };
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
