import { demoTargetReply } from '../demo-target/larkspur-bank';
import type { DemoTargetConfig } from './schema';
import { toMessages, type Target } from './types';

/** In-process client for the built-in demo target, so scans run with no network at all. */
export function createDemoTarget(config: DemoTargetConfig): Target {
  return {
    config,
    async send(input, ctx) {
      const started = Date.now();
      const messages = toMessages(input);
      const output = demoTargetReply(messages);
      return {
        output,
        raw: { request: { messages }, response: { reply: output } },
        latencyMs: Date.now() - started,
        sessionId: ctx?.sessionId,
      };
    },
  };
}
