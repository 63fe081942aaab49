import type { TargetType } from '@crucible/shared';

export const TARGET_TYPE_LABELS: Record<TargetType, string> = {
  http: 'HTTP endpoint',
  websocket: 'WebSocket',
  openai: 'OpenAI-compatible model',
  anthropic: 'Anthropic model',
  demo: 'Demo assistant (built in)',
};

export const TARGET_TYPE_SHORT: Record<TargetType, string> = {
  http: 'HTTP',
  websocket: 'WebSocket',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  demo: 'Demo',
};
