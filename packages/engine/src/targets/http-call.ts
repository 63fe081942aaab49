import type { TokenUsage } from '../types';
import { parseBody } from '../util/extract';
import { toTargetError } from './diagnose';
import { sendHttpWithRetry, type HttpRequest } from './transport';
import { redactHeaders, type TargetResponse } from './types';

export type HttpCall = {
  request: HttpRequest;
  retries: number;
  retryBaseDelayMs: number;
  isErrorStatus: (status: number) => boolean;
  /** Reads output, tokens and session id from a successful response; may throw ExtractionError. */
  read: (
    body: unknown,
    headers: Record<string, string>,
  ) => Promise<{ output: string; tokens?: TokenUsage; sessionId?: string }>;
};

/** Runs one HTTP exchange and shapes it into a TargetResponse; never throws. */
export async function callHttp(call: HttpCall): Promise<TargetResponse> {
  const started = Date.now();
  const { request } = call;
  const rawRequest = {
    url: request.url,
    method: request.method,
    headers: redactHeaders(request.headers),
    body: request.body === undefined ? undefined : parseBody(request.body),
  };
  try {
    const { response } = await sendHttpWithRetry(request, {
      retries: call.retries,
      baseDelayMs: call.retryBaseDelayMs,
    });
    const body = parseBody(response.text);
    const rawResponse = { status: response.status, headers: response.headers, body };
    const latencyMs = Date.now() - started;
    if (call.isErrorStatus(response.status)) {
      const snippet = response.text.slice(0, 300);
      return {
        output: '',
        raw: { request: rawRequest, response: rawResponse },
        latencyMs,
        error: {
          kind: 'http-status',
          status: response.status,
          message: `HTTP ${response.status}: ${snippet}`,
        },
      };
    }
    try {
      const read = await call.read(body, response.headers);
      return { ...read, raw: { request: rawRequest, response: rawResponse }, latencyMs };
    } catch (error) {
      return {
        output: '',
        raw: { request: rawRequest, response: rawResponse },
        latencyMs,
        error: toTargetError(error),
      };
    }
  } catch (error) {
    return {
      output: '',
      raw: { request: rawRequest, response: null },
      latencyMs: Date.now() - started,
      error: toTargetError(error),
    };
  }
}
