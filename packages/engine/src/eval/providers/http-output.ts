import { callHttp, type HttpCall } from '../../targets/http-call';
import type { HttpRequest } from '../../targets/transport';
import type { TargetResponse } from '../../targets/types';
import type { ProviderOutput } from '../types';
import { CALL_DEFAULTS } from './types';

/** One call to a model API with the eval defaults (timeout, retries; any 4xx/5xx is an error). */
export function callModelApi(
  request: Omit<HttpRequest, 'timeoutMs' | 'rejectUnauthorized'>,
  read: HttpCall['read'],
): Promise<TargetResponse> {
  return callHttp({
    request: { ...request, timeoutMs: CALL_DEFAULTS.timeoutMs, rejectUnauthorized: true },
    retries: CALL_DEFAULTS.retries,
    retryBaseDelayMs: CALL_DEFAULTS.retryBaseDelayMs,
    isErrorStatus: (status) => status >= 400,
    read,
  });
}

/** Shapes a transport-level response (callHttp's) into a provider output. */
export function toProviderOutput(
  response: TargetResponse,
  extra: { output?: unknown; finishReason?: string; cost?: number } = {},
): ProviderOutput {
  if (response.error) {
    return { output: '', latencyMs: response.latencyMs, error: response.error.message };
  }
  return {
    output: extra.output ?? response.output,
    latencyMs: response.latencyMs,
    tokens: response.tokens,
    cost: extra.cost ?? response.cost,
    finishReason: extra.finishReason,
  };
}
