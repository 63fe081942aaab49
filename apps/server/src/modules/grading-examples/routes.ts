import {
  CreateGradingExampleRequestSchema,
  GradingExampleItemParamsSchema,
  GradingExampleListQuerySchema,
  GradingExampleListResponseSchema,
  GradingExampleSchema,
  TargetParamsSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility, requireOrganization, requireWhen } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { teamOfTarget } from '../targets/service';
import { listGradingExamples } from './queries';
import * as service from './service';

/**
 * A target's grading examples (CASL subject `GradingExample`, in the target's team): reading
 * needs `read`, adding `create` (and, from a probe, `read` on scans), deleting `delete`. A
 * target of another organization, or an example of another target, is not found.
 */
export const gradingExampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['grading-examples'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    targetId: (request.params as { id: string }).id,
  });
  const targetTeam = (request: FastifyRequest) => teamOfTarget(db, scopeOf(request));
  const inTargetTeam = (action: Action) => requireAbility(db, action, 'GradingExample', targetTeam);

  // GET /api/v1/targets/{id}/grading-examples?pluginId=&limit=&offset=
  app.get(
    '/targets/:id/grading-examples',
    {
      preHandler: inTargetTeam('read'),
      schema: {
        tags,
        params: TargetParamsSchema,
        querystring: GradingExampleListQuerySchema,
        response: { 200: GradingExampleListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listGradingExamples(db, { ...scopeOf(request), ...request.query }),
  );

  // POST /api/v1/targets/{id}/grading-examples → 201 new, 200 replaced the same reply's example
  app.post(
    '/targets/:id/grading-examples',
    {
      preHandler: [
        inTargetTeam('create'),
        requireWhen(
          (request) => Boolean((request.body as { probeId?: string }).probeId),
          requireAbility(db, 'read', 'EvalJob', targetTeam),
        ),
      ],
      config: { audit: { action: 'grading_example.create', subject: 'GradingExample' } },
      schema: {
        tags,
        params: TargetParamsSchema,
        body: CreateGradingExampleRequestSchema,
        response: { 200: GradingExampleSchema, 201: GradingExampleSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { example, created } = await service.createGradingExample(db, {
        ...scopeOf(request),
        userId: requireOrganization(request).user.id,
        request: request.body,
      });
      request.auditSubjectId = example.id;
      return reply.status(created ? 201 : 200).send(example);
    },
  );

  // DELETE /api/v1/targets/{id}/grading-examples/{exampleId}
  app.delete(
    '/targets/:id/grading-examples/:exampleId',
    {
      preHandler: inTargetTeam('delete'),
      config: { audit: { action: 'grading_example.delete', subject: 'GradingExample' } },
      schema: { tags, params: GradingExampleItemParamsSchema, response: noContent },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.exampleId;
      await service.deleteGradingExample(db, {
        ...scopeOf(request),
        exampleId: request.params.exampleId,
      });
      return reply.status(204).send(null);
    },
  );
};
