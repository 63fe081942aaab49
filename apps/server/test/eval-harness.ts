import {
  startFakeOpenAiServer,
  type FakeServer,
} from '@crucible/engine/testing/fake-openai-server';
import { afterAll, expect } from 'vitest';
import { call, type Caller, type TestContext } from './harness';

/**
 * A local OpenAI-compatible server of the tests' own: replies from `answer(prompt)` after
 * `latencyMs`, counting requests per prompt and in flight.
 */
export type LocalModel = FakeServer & {
  seen: Map<string, number>;
  inFlight: number;
  maxInFlight: number;
  latencyMs: number;
  answer: (prompt: string, count: number) => string | { status: number; body: unknown };
  /** A provider entry for an eval config that calls this server. */
  provider(extra?: Record<string, unknown>): Record<string, unknown>;
};

export async function startLocalModel(
  answer: LocalModel['answer'] = (prompt) => `You asked: ${prompt}`,
  latencyMs = 0,
): Promise<LocalModel> {
  const state = { seen: new Map<string, number>(), inFlight: 0, maxInFlight: 0 };
  const model = {} as LocalModel;
  const server = await startFakeOpenAiServer({
    reply: async (request) => {
      const prompt = request.messages.at(-1)?.content ?? '';
      const count = (state.seen.get(prompt) ?? 0) + 1;
      state.seen.set(prompt, count);
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      try {
        if (model.latencyMs > 0) await new Promise((r) => setTimeout(r, model.latencyMs));
        return model.answer(prompt, count);
      } finally {
        state.inFlight--;
      }
    },
  });
  Object.assign(model, server, {
    answer,
    latencyMs,
    get seen() {
      return state.seen;
    },
    get inFlight() {
      return state.inFlight;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    provider: (extra: Record<string, unknown> = {}) => ({
      id: 'openai:chat:local-model',
      ...extra,
      config: { apiBaseUrl: server.openAiBaseUrl, apiKey: 'sk-local-test' },
    }),
  });
  return model;
}

/** Local models started by a test file, closed after its tests. */
export function useLocalModels() {
  const models: LocalModel[] = [];
  afterAll(async () => {
    for (const model of models) await model.close();
  });
  return async (answer?: LocalModel['answer'], latencyMs = 0) => {
    const model = await startLocalModel(answer, latencyMs);
    models.push(model);
    return model;
  };
}

export async function startEval(
  ctx: TestContext,
  caller: Caller,
  teamId: string,
  config: unknown,
): Promise<string> {
  const created = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/evals',
    caller,
    payload: { teamId, config },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().id).toMatch(/^eval-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  return created.json().id as string;
}

export const evalCall = (
  ctx: TestContext,
  caller: Caller,
  evalId: string,
  path = '',
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  payload?: unknown,
) =>
  call(ctx.app, {
    method,
    url: `/api/v1/evals/${evalId}${path}`,
    caller,
    ...(payload !== undefined ? { payload } : {}),
  });

const TERMINAL = ['completed', 'failed', 'cancelled'];
type EvalView = {
  status: string;
  progress: { completed: number; passed: number; failed: number; errors: number; total: number };
  [key: string]: unknown;
};

/** Polls the eval until `until` holds (default: a terminal status). */
export async function waitForEval(
  ctx: TestContext,
  caller: Caller,
  evalId: string,
  until: (view: EvalView) => boolean = (view) => TERMINAL.includes(view.status),
  timeoutMs = 30_000,
): Promise<EvalView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await evalCall(ctx, caller, evalId);
    const view = response.json() as EvalView;
    if (response.statusCode === 200 && until(view)) return view;
    if (Date.now() > deadline) throw new Error(`eval still ${view.status}: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
