import {
  ApiTokenListResponseSchema,
  CliTokenResponseSchema,
  CreateApiTokenRequestSchema,
  CreateApiTokenResponseSchema,
  IdParamsSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import * as tokens from './service';

/** The caller's own API tokens; a token acts as its owner in the organization it was made in. */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['api-tokens'];

  // GET /api/v1/users/me/api-tokens
  app.get(
    '/users/me/api-tokens',
    { schema: { tags, response: { 200: ApiTokenListResponseSchema, ...errorResponses } } },
    async (request) => ({ tokens: await tokens.listApiTokens(db, requireAuth(request).user.id) }),
  );

  // POST /api/v1/users/me/api-tokens — the secret is in `token`, this once.
  app.post(
    '/users/me/api-tokens',
    {
      config: { audit: { action: 'api-token.create', subject: 'ApiToken' } },
      schema: {
        tags,
        body: CreateApiTokenRequestSchema,
        response: { 201: CreateApiTokenResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const created = await tokens.createApiToken(db, {
        userId: auth.user.id,
        organizationId: auth.organization?.id ?? null,
        ...request.body,
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // DELETE /api/v1/users/me/api-tokens/{id}
  app.delete(
    '/users/me/api-tokens/:id',
    {
      config: { audit: { action: 'api-token.revoke', subject: 'ApiToken' } },
      schema: { tags, params: IdParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await tokens.revokeApiToken(db, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // POST /api/v1/users/me/cli-token — for the account menu's "CLI Login Information".
  app.post(
    '/users/me/cli-token',
    {
      config: { audit: { action: 'cli-token.issue', subject: 'ApiToken' } },
      schema: { tags, response: { 200: CliTokenResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return tokens.issueCliToken(db, {
        userId: auth.user.id,
        organizationId: auth.organization?.id ?? null,
      });
    },
  );
};
