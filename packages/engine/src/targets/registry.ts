import { createAnthropicTarget } from './anthropic-target';
import { createDemoTarget } from './demo-target-client';
import { createHttpTarget } from './http-target';
import { createOpenAiTarget } from './openai-target';
import { TargetConfigSchema, type TargetConfig, type TargetConfigInput } from './schema';
import type { Target } from './types';
import { createWebSocketTarget } from './websocket-target';

/** The explicit registry of target types: one factory per `type`. */
export function createTarget(input: TargetConfigInput | TargetConfig): Target {
  const config = TargetConfigSchema.parse(input);
  switch (config.type) {
    case 'http':
      return createHttpTarget(config);
    case 'websocket':
      return createWebSocketTarget(config);
    case 'openai':
      return createOpenAiTarget(config);
    case 'anthropic':
      return createAnthropicTarget(config);
    case 'demo':
      return createDemoTarget(config);
  }
}
