import type { Target } from '../targets/types';

/**
 * A stateless chat target for tests: answers the last user message with `reply`, and keeps what
 * it was sent.
 */
export function scriptedTarget(reply: (input: string) => string): Target & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    config: {
      type: 'demo',
      canaries: [],
      allowedBehaviours: [],
      forbiddenBehaviours: [],
      profile: { products: [], competitors: [], userRoles: [], personalData: [], tools: [] },
      concurrency: 1,
      delayMs: 0,
      timeoutMs: 1000,
      retries: 0,
      retryBaseDelayMs: 0,
      stateful: false,
    },
    send: async (input) => {
      const text = typeof input === 'string' ? input : (input.at(-1)?.content ?? '');
      sent.push(text);
      return { output: reply(text), raw: { request: text, response: null }, latencyMs: 0 };
    },
  };
}
