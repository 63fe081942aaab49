/**
 * Target config schemas live in `@crucible/shared` (one source of truth for the engine, the
 * server's API and the CLI); the engine re-exports them under their engine names.
 */
export {
  AnthropicTargetConfigSchema,
  DemoTargetConfigSchema,
  HttpTargetConfigSchema,
  OpenAiTargetConfigSchema,
  TargetConfigSchema,
  TargetSessionSchema as SessionSchema,
  WebSocketTargetConfigSchema,
  type AnthropicTargetConfig,
  type DemoTargetConfig,
  type HttpTargetConfig,
  type OpenAiTargetConfig,
  type TargetConfig,
  type TargetConfigInput,
  type TargetType,
  type WebSocketTargetConfig,
} from '@crucible/shared';
