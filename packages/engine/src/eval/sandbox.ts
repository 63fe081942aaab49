import {
  getQuickJS,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';

/**
 * User JavaScript from configs (promptfoo's `javascript` assertions, transforms) runs here:
 * QuickJS compiled to WebAssembly, with a time limit, a memory limit, no I/O and nothing of the
 * host but the JSON-serialisable arguments it is given. Never in the server's own JS engine.
 */
export type SandboxLimits = { timeoutMs: number; memoryBytes: number };

export const SANDBOX_LIMITS: SandboxLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };

/** The code threw, ran out of time or memory, or returned what JSON cannot carry. */
export class SandboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxError';
  }
}

let quickjs: Promise<QuickJSWASMModule> | undefined;

function errorText(context: QuickJSContext, handle: QuickJSHandle): string {
  const error = context.dump(handle) as unknown;
  if (error && typeof error === 'object' && 'message' in error) {
    const { name, message } = error as { name?: string; message?: string };
    return name && name !== 'Error' ? `${name}: ${message}` : String(message);
  }
  return String(error);
}

/**
 * Runs `body` as the body of `function (...names) { body }` with the arguments (JSON values), and
 * answers what it returns — awaited when it is a promise — as a JSON value (`undefined` when it
 * returns nothing).
 */
export async function runSandboxed(
  body: string,
  args: Record<string, unknown>,
  limits: SandboxLimits = SANDBOX_LIMITS,
): Promise<unknown> {
  quickjs ??= getQuickJS();
  const runtime = (await quickjs).newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeoutMs));
  const context = runtime.newContext();
  try {
    const input = context.newString(JSON.stringify(Object.values(args)));
    context.setProp(context.global, '__args', input);
    input.dispose();
    const names = Object.keys(args).join(', ');
    // The answer leaves as JSON text: nothing of the VM reaches the host but a string.
    const program = `(() => {
      const __fn = function (${names}) {\n${body}\n};
      const __out = (value) => value === undefined ? '{}' : JSON.stringify({ value });
      const __result = __fn(...JSON.parse(__args));
      return __result && typeof __result.then === 'function' ? __result.then(__out) : __out(__result);
    })()`;
    const evaluated = context.evalCode(program, 'config.js');
    if (evaluated.error) {
      const message = errorText(context, evaluated.error);
      evaluated.error.dispose();
      throw new SandboxError(interrupted(message, limits));
    }
    const handle = evaluated.value;
    let state = context.getPromiseState(handle);
    if (state.type === 'pending') {
      const jobs = runtime.executePendingJobs();
      if (jobs.error) {
        const message = errorText(context, jobs.error);
        jobs.error.dispose();
        handle.dispose();
        throw new SandboxError(interrupted(message, limits));
      }
      state = context.getPromiseState(handle);
    }
    if (state.type === 'pending') {
      handle.dispose();
      throw new SandboxError('The code returned a promise that never settled');
    }
    if (state.type === 'rejected') {
      const message = errorText(context, state.error);
      state.error.dispose();
      handle.dispose();
      throw new SandboxError(interrupted(message, limits));
    }
    const text = context.getString(state.value);
    if (state.value !== handle) state.value.dispose();
    handle.dispose();
    return (JSON.parse(text) as { value?: unknown }).value;
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

function interrupted(message: string, limits: SandboxLimits): string {
  if (/interrupted/i.test(message)) return `The code ran longer than ${limits.timeoutMs} ms`;
  if (/out of memory/i.test(message))
    return `The code used more than ${Math.round(limits.memoryBytes / 1024 / 1024)} MB`;
  return message;
}
