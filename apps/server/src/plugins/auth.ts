import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { Database } from '../db/client';
import { type AuthContext, resolveApiToken, resolveSession } from '../modules/auth/context';
import type { AuditSpec } from './audit';

export const SESSION_COOKIE = 'crucible_session';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- Fastify is extended by interface merging. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Cookie-authenticated writes must come from our own pages. Besides SameSite=Lax and JSON-only
 * bodies (which a cross-site form cannot send), the browser's Origin / Sec-Fetch-Site headers
 * must not name another site. Clients without those headers (curl, the CLI) are not browsers.
 */
function assertSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw AppError.forbidden('Cross-site request blocked');
  }
  const origin = request.headers.origin;
  if (!origin) return;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw AppError.forbidden('Cross-site request blocked');
  }
  if (originHost !== host && !allowedOrigins.includes(origin)) {
    throw AppError.forbidden('Cross-site request blocked');
  }
}

export type AuthOptions = { db: Database; sessionTtlHours: number; allowedOrigins: string[] };

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('auth', null);
  // The OpenAPI document marks public routes as needing no credentials.
  app.addHook('onRoute', (route) => {
    if (route.config?.public) route.schema = { ...route.schema, security: [] };
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/')) return;
    const token = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE];
    if (!token && cookie && UNSAFE_METHODS.has(request.method)) {
      assertSameOrigin(request, options.allowedOrigins);
    }
    if (request.routeOptions.config.public) return;
    if (token) request.auth = await resolveApiToken(options.db, token);
    else if (cookie)
      request.auth = await resolveSession(options.db, cookie, options.sessionTtlHours);
    if (!request.auth && request.routeOptions.url) throw AppError.unauthorized();
  });
}
