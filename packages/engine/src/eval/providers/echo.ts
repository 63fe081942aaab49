import type { EvalProvider } from './types';

/** promptfoo's `echo`: the rendered prompt comes back as the output, instantly. */
export function createEchoProvider(options: {
  id: string;
  label: string;
  config: Record<string, unknown>;
}): EvalProvider {
  return {
    ...options,
    async call(prompt) {
      return { output: typeof prompt === 'string' ? prompt : JSON.stringify(prompt), latencyMs: 0 };
    },
  };
}
