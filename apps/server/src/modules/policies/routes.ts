import {
  CustomPolicyInputSchema,
  CustomPolicyListQuerySchema,
  CustomPolicyListResponseSchema,
  CustomPolicyParamsSchema,
  CustomPolicySchema,
  ErrorResponseSchema,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbilityInAnyTeam, requireOrganization } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import * as policies from './service';

/**
 * The Policy Library (CASL subject `CustomPolicy`), one per organization. Roles are given per
 * team, so a member may act on the library when a role of theirs in some team allows it (an
 * organization administrator always may). A policy of another organization is not found.
 */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['custom policies'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    policyId: (request.params as { id: string }).id,
  });
  const userOf = (request: FastifyRequest) => requireOrganization(request).user.id;

  // GET /api/v1/redteam/policies?q=&limit=&offset=
  app.get(
    '/redteam/policies',
    {
      preHandler: requireAbilityInAnyTeam(db, 'read', 'CustomPolicy'),
      schema: {
        tags,
        querystring: CustomPolicyListQuerySchema,
        response: { 200: CustomPolicyListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      policies.listPolicies(db, {
        ...request.query,
        organizationId: requireOrganization(request).organization.id,
      }),
  );

  // POST /api/v1/redteam/policies
  app.post(
    '/redteam/policies',
    {
      preHandler: requireAbilityInAnyTeam(db, 'create', 'CustomPolicy'),
      config: { audit: { action: 'custom-policy.create', subject: 'CustomPolicy' } },
      schema: {
        tags,
        body: CustomPolicyInputSchema,
        response: { 201: CustomPolicySchema, 409: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await policies.createPolicy(db, {
        organizationId: requireOrganization(request).organization.id,
        userId: userOf(request),
        input: request.body,
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // GET /api/v1/redteam/policies/{id}
  app.get(
    '/redteam/policies/:id',
    {
      preHandler: requireAbilityInAnyTeam(db, 'read', 'CustomPolicy'),
      schema: {
        tags,
        params: CustomPolicyParamsSchema,
        response: { 200: CustomPolicySchema, ...errorResponses },
      },
    },
    async (request) => policies.getPolicy(db, scopeOf(request)),
  );

  // PUT /api/v1/redteam/policies/{id}
  app.put(
    '/redteam/policies/:id',
    {
      preHandler: requireAbilityInAnyTeam(db, 'update', 'CustomPolicy'),
      config: { audit: { action: 'custom-policy.update', subject: 'CustomPolicy' } },
      schema: {
        tags,
        params: CustomPolicyParamsSchema,
        body: CustomPolicyInputSchema,
        response: { 200: CustomPolicySchema, 409: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      policies.updatePolicy(db, {
        ...scopeOf(request),
        userId: userOf(request),
        input: request.body,
      }),
  );

  // DELETE /api/v1/redteam/policies/{id}   (409 while a scan template lists it)
  app.delete(
    '/redteam/policies/:id',
    {
      preHandler: requireAbilityInAnyTeam(db, 'delete', 'CustomPolicy'),
      config: { audit: { action: 'custom-policy.delete', subject: 'CustomPolicy' } },
      schema: {
        tags,
        params: CustomPolicyParamsSchema,
        response: { ...noContent, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await policies.deletePolicy(db, scopeOf(request));
      return reply.status(204).send(null);
    },
  );
};
