import {
  ErrorResponseSchema,
  IdentityProvidersResponseSchema,
  MeResponseSchema,
  TokenProxyRequestSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/responses';
import { resolveSession } from '../auth/context';
import { setSessionCookie } from '../auth/cookies';
import { meResponse } from '../auth/service';
import { createSsoClient, requireSso, signInWithCode, type SsoDeps } from './service';

/** Federated sign-in through an OpenID Connect provider (FusionAuth or any other). */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, logger } = app.deps;
  const deps: SsoDeps = {
    db,
    sessionTtlHours: config.sessionTtlHours,
    logger,
    sso: createSsoClient(config),
  };
  const rateLimit = {
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.windowSeconds * 1000,
  };
  const tags = ['accounts'];

  // GET /api/v1/auth/fusionauth/identity-providers
  app.get(
    '/auth/fusionauth/identity-providers',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        response: { 200: IdentityProvidersResponseSchema, 400: errorResponses[400] },
      },
    },
    async () => ({ identityProviderId: requireSso(deps.sso).settings.identityProviderId }),
  );

  // POST /api/v1/auth/fusionauth/token-proxy — trades the callback's code for a session.
  app.post(
    '/auth/fusionauth/token-proxy',
    {
      config: { public: true, rateLimit, audit: { action: 'user.sso-login', subject: 'User' } },
      schema: {
        tags,
        body: TokenProxyRequestSchema,
        response: { 200: MeResponseSchema, ...errorResponses, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { sessionToken, userId } = await signInWithCode(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, request, config, sessionToken);
      const auth = await resolveSession(db, sessionToken, config.sessionTtlHours);
      if (!auth) throw new Error('a session just created could not be read back');
      request.auth = auth;
      request.auditSubjectId = userId;
      return meResponse(auth);
    },
  );
};
