import type { RedteamConfig } from '../config/schema';
import { runSandboxed } from '../eval/sandbox';
import type { TargetConfig } from '../targets/schema';
import { lastUserText, type SendContext, type Target, type TargetInput } from '../targets/types';
import type { ChatMessage } from '../types';
import { renderTemplate } from '../util/template';

/**
 * The target as a scan of this config talks to it. The config's `maxConcurrency` and `delay`
 * tighten the target's own limits; each request sees `defaultTest.vars`, the attack in the
 * `injectVar` variable (and in `prompt`, as the prompt template renders it), after
 * `defaultTest.options.transformVars` ran on them in the sandbox.
 */
export function scanTarget(target: Target, config: RedteamConfig): Target {
  const { maxConcurrency, delay, injectVar } = config.redteam;
  const limited: TargetConfig = {
    ...target.config,
    concurrency: Math.min(target.config.concurrency, maxConcurrency ?? Infinity),
    delayMs: Math.max(target.config.delayMs, delay ?? 0),
  };
  const vars = config.defaultTest?.vars ?? {};
  const transformVars = config.defaultTest?.options?.transformVars;
  const [template] = config.prompts ?? [];
  const plain =
    !transformVars &&
    Object.keys(vars).length === 0 &&
    (!injectVar || injectVar === 'prompt') &&
    (!template || /^\s*\{\{\s*prompt\s*\}\}\s*$/.test(template));
  if (plain) return { config: limited, send: (input, ctx) => target.send(input, ctx) };
  const variable = injectVar ?? 'prompt';
  return {
    config: limited,
    async send(input, ctx) {
      let requestVars: Record<string, unknown> = {
        ...vars,
        ...ctx?.vars,
        [variable]: lastUserText(input),
      };
      if (transformVars) {
        try {
          requestVars = await transformed(transformVars, requestVars);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return failed(`defaultTest.options.transformVars failed: ${message}`);
        }
      }
      const next: SendContext = { ...ctx, vars: requestVars };
      return target.send(template ? rendered(template, input, requestVars) : input, next);
    },
  };
}

/** promptfoo's transformVars: an expression (or function body) over `vars`, answering new vars. */
async function transformed(code: string, vars: Record<string, unknown>) {
  const body = /\breturn\b/.test(code) ? code : `return (${code});`;
  const result = await runSandboxed(body, { vars, context: { vars } });
  if (!result || typeof result !== 'object' || Array.isArray(result)) {
    throw new Error('it must answer an object of variables');
  }
  return { ...vars, ...(result as Record<string, unknown>) };
}

/**
 * The prompt template with the attack put in. A template that renders to a JSON list of chat
 * messages is sent as that conversation; in a multi-turn conversation only the newest turn is
 * templated.
 */
function rendered(
  template: string,
  input: TargetInput,
  vars: Record<string, unknown>,
): TargetInput {
  const text = renderTemplate(template, vars);
  const messages = chatMessages(text);
  if (typeof input === 'string') return messages ?? text;
  const last = input.at(-1);
  if (last?.role !== 'user' || messages) return input;
  return [...input.slice(0, -1), { role: 'user', content: text }];
}

function chatMessages(text: string): ChatMessage[] | undefined {
  if (!text.trim().startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const valid =
      Array.isArray(parsed) &&
      parsed.every(
        (m) =>
          m &&
          typeof m === 'object' &&
          ['system', 'user', 'assistant'].includes((m as ChatMessage).role) &&
          typeof (m as ChatMessage).content === 'string',
      );
    return valid ? (parsed as ChatMessage[]) : undefined;
  } catch {
    return undefined;
  }
}

function failed(message: string) {
  return {
    output: '',
    raw: { request: null, response: null },
    latencyMs: 0,
    error: { kind: 'invalid-config' as const, message },
  };
}
