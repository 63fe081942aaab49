import type { TargetResponse } from '../../targets/types';
import type { ProviderOutput } from '../types';

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
