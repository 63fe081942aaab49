import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { targets } from '../src/db/schema';
import type { Caller, OrgAdmin, TestContext } from './harness';
import type { SecretWatch } from './secret-watch';

/** Secret values the targets tests store; none may ever come back in an answer. */
export const API_KEY = 'sk-test-THE-API-KEY-0001';
export const TOKEN = 'bearer-THE-TOKEN-0002';
export const HEADER_SECRET = 'header-THE-SECRET-0003';
export const SECRETS = [API_KEY, TOKEN, HEADER_SECRET] as const;

/** The targets CRUD routes, every answer recorded by the file's secret watch. */
export function targetsApi(watch: SecretWatch) {
  return {
    post: (caller: Caller | null, payload: unknown) =>
      watch.send({ method: 'POST', url: '/api/v1/targets', caller, payload }),
    get: (caller: Caller | null, url: string) => watch.send({ method: 'GET', url, caller }),
    put: (caller: Caller | null, id: string, payload: unknown) =>
      watch.send({ method: 'PUT', url: `/api/v1/targets/${id}`, caller, payload }),
    remove: (caller: Caller | null, id: string) =>
      watch.send({ method: 'DELETE', url: `/api/v1/targets/${id}`, caller }),
  };
}

/** A create request for an http target with a bearer token and a secret header. */
export const httpTarget = (teamId: string, overrides: Record<string, unknown> = {}) => ({
  teamId,
  name: 'Support bot',
  purpose: 'Answers billing questions',
  config: {
    type: 'http',
    url: 'https://bot.example.com/chat',
    headers: { 'X-Team': 'billing' },
    body: { message: '{{prompt}}' },
    extract: { type: 'path', path: 'reply' },
    auth: { type: 'bearer' },
    concurrency: 2,
    rpm: 30,
  },
  secrets: { authSecret: TOKEN, headers: { 'X-Api-Token': HEADER_SECRET } },
  ...overrides,
});

/** The config settings every target type gets by default (beside its own, and concurrency). */
export const TARGET_CONFIG_DEFAULTS = {
  allowedBehaviours: [],
  forbiddenBehaviours: [],
  profile: { products: [], competitors: [], userRoles: [], personalData: [], tools: [] },
  delayMs: 0,
  timeoutMs: 30_000,
  retries: 2,
  retryBaseDelayMs: 500,
  canaries: [],
  stateful: false,
};

/** The stored http target as the API answers it: defaults filled in, secrets as set/not set. */
export const httpTargetBody = (admin: OrgAdmin, id: string) => ({
  id,
  organizationId: admin.organizationId,
  teamId: admin.defaultTeamId,
  name: 'Support bot',
  type: 'http',
  purpose: 'Answers billing questions',
  config: {
    type: 'http',
    url: 'https://bot.example.com/chat',
    method: 'POST',
    headers: { 'X-Team': 'billing' },
    query: {},
    body: { message: '{{prompt}}' },
    extract: { type: 'path', path: 'reply' },
    errorStatuses: [],
    rejectUnauthorized: true,
    auth: { type: 'bearer' },
    ...TARGET_CONFIG_DEFAULTS,
    concurrency: 2,
    rpm: 30,
  },
  secretsSet: { apiKey: false, authSecret: true, headers: ['X-Api-Token'] },
  createdBy: admin.userId,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
});

/** The target's database row, read directly (not through the API). */
export async function storedTarget(context: TestContext, id: string) {
  const [row] = await context.database.db.select().from(targets).where(eq(targets.id, id));
  return row!;
}
