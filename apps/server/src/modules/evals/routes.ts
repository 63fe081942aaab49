import {
  CreateEvalRequestSchema,
  CreateEvalResponseSchema,
  EVAL_CONFIG_MAX_BYTES,
  EvalCellParamsSchema,
  EvalCellSchema,
  EvalCompareParamsSchema,
  EvalCompareQuerySchema,
  EvalCompareResponseSchema,
  EvalDetailSchema,
  EvalListQuerySchema,
  EvalListResponseSchema,
  EvalParamsSchema,
  EvalResultsQuerySchema,
  EvalResultsResponseSchema,
  ErrorResponseSchema,
  RateEvalCellRequestSchema,
  RetryEvalResponseSchema,
  ShareEvalResponseSchema,
  ValidateEvalResponseSchema,
  type Action,
  type Subject,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { canInTeam, requireAbility, requireOrganization } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { appUrlOf } from '../system/client-config';
import { compareEvals } from './compare';
import { prepareEvalConfig } from './config';
import { streamEvalEvents } from './events';
import * as service from './service';

/** Room for a config of EVAL_CONFIG_MAX_BYTES inside its JSON request. */
const CREATE_BODY_LIMIT = EVAL_CONFIG_MAX_BYTES + 64 * 1024;
const LatestQuerySchema = z.object({ teamId: z.uuid({ error: 'Invalid team ID' }) });
const PublicEvalParamsSchema = EvalParamsSchema;

/**
 * Evals (CASL subject `Eval` for the eval, its results and ratings; `EvalJob` for running):
 * reading needs `read Eval`; starting, re-running, retrying and cancelling need `create EvalJob`;
 * rating a cell and making an eval public need `update Eval`; deleting needs `delete Eval`.
 * By id, an eval outside the caller's organization is not found. A public eval (with
 * `enableMakePublic`) is read without sign-in under /api/v1/public/evals/{id}.
 */
export const evalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const deps: service.EvalServiceDeps = { db, jobs: app.deps.jobs, appUrl: appUrlOf(config) };
  const shareEnabled = config.client.enableMakePublic;
  const tags = ['evals'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    evalId: (request.params as { id: string }).id,
  });
  const inEvalTeam = (action: Action, subject: Subject = 'Eval') =>
    requireAbility(db, action, subject, (request) => service.teamOfEval(db, scopeOf(request)));
  const actorOf = (request: FastifyRequest) => {
    const { user } = requireOrganization(request);
    return { id: user.id, name: user.name };
  };
  const detailFor = async (request: FastifyRequest, row: service.EvalRecord) =>
    service.evalDetail(deps, row, {
      mayShare: await canInTeam(db, request, 'update', 'Eval', row.teamId),
      mayRate: await canInTeam(db, request, 'update', 'Eval', row.teamId),
      shareEnabled,
    });

  // GET /api/v1/evals?teamId=&search=&status=&limit=&offset=
  app.get(
    '/evals',
    {
      preHandler: requireAbility(db, 'read', 'Eval', (request) => {
        return (request.query as { teamId: string }).teamId;
      }),
      schema: {
        tags,
        querystring: EvalListQuerySchema,
        response: { 200: EvalListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.listEvals(db, {
        organizationId: requireOrganization(request).organization.id,
        ...request.query,
      }),
  );

  // POST /api/v1/evals {teamId, config, name?} → 201 {id, status}
  app.post(
    '/evals',
    {
      bodyLimit: CREATE_BODY_LIMIT,
      preHandler: [
        requireAbility(db, 'create', 'EvalJob', (request) => {
          return (request.body as { teamId: string }).teamId;
        }),
      ],
      config: { audit: { action: 'eval.create', subject: 'Eval' } },
      schema: {
        tags,
        body: CreateEvalRequestSchema,
        response: { 201: CreateEvalResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await service.createEval(deps, {
        organizationId: requireOrganization(request).organization.id,
        teamId: request.body.teamId,
        actor: actorOf(request),
        config: request.body.config,
        ...(request.body.name ? { name: request.body.name } : {}),
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // POST /api/v1/evals/validate {teamId, config} → every problem of the config, nothing stored
  app.post(
    '/evals/validate',
    {
      bodyLimit: CREATE_BODY_LIMIT,
      preHandler: requireAbility(db, 'read', 'Eval', (request) => {
        return (request.body as { teamId: string }).teamId;
      }),
      config: { audit: false },
      schema: {
        tags,
        body: CreateEvalRequestSchema,
        response: { 200: ValidateEvalResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      try {
        const prepared = await prepareEvalConfig(
          db,
          {
            organizationId: requireOrganization(request).organization.id,
            teamId: request.body.teamId,
          },
          request.body.config,
        );
        return {
          valid: true,
          errors: [],
          tests: prepared.plan.tests.length,
          cells: prepared.plan.cells,
        };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR') throw error;
        return {
          valid: false,
          errors: error.details ?? [{ path: '', message: error.message }],
          tests: 0,
          cells: 0,
        };
      }
    },
  );

  // GET /api/v1/evals/latest?teamId= → the team's newest eval (`/eval` with no id)
  app.get(
    '/evals/latest',
    {
      preHandler: requireAbility(db, 'read', 'Eval', (request) => {
        return (request.query as { teamId: string }).teamId;
      }),
      schema: {
        tags,
        querystring: LatestQuerySchema,
        response: { 200: EvalDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).organization.id;
      const id = await service.latestEvalId(db, { organizationId, teamId: request.query.teamId });
      return detailFor(request, await service.findEval(db, { organizationId, evalId: id }));
    },
  );

  // GET /api/v1/evals/{id}
  app.get(
    '/evals/:id',
    {
      preHandler: inEvalTeam('read'),
      schema: {
        tags,
        params: EvalParamsSchema,
        response: { 200: EvalDetailSchema, ...errorResponses },
      },
    },
    async (request) => detailFor(request, await service.findEval(db, scopeOf(request))),
  );

  // GET /api/v1/evals/{id}/results?limit=&offset=&failuresOnly=&errorsOnly=&search=&metric=
  app.get(
    '/evals/:id/results',
    {
      preHandler: inEvalTeam('read'),
      schema: {
        tags,
        params: EvalParamsSchema,
        querystring: EvalResultsQuerySchema,
        response: { 200: EvalResultsResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.listResults(db, scopeOf(request).evalId, request.query),
  );

  // GET /api/v1/evals/{id}/events (text/event-stream)
  app.get(
    '/evals/:id/events',
    { preHandler: inEvalTeam('read'), schema: { tags, params: EvalParamsSchema } },
    async (request, reply) => {
      const scope = scopeOf(request);
      return streamEvalEvents(() => service.findEval(db, scope), request, reply);
    },
  );

  // PUT /api/v1/evals/{id}/results/{cellId}/rating {thumb, comment?} → the cell
  app.put(
    '/evals/:id/results/:cellId/rating',
    {
      preHandler: inEvalTeam('update'),
      config: { audit: { action: 'eval.rate', subject: 'Eval' } },
      schema: {
        tags,
        params: EvalCellParamsSchema,
        body: RateEvalCellRequestSchema,
        response: { 200: EvalCellSchema, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      request.auditSubjectId = request.params.id;
      return service.rateCell(
        db,
        scopeOf(request),
        request.params.cellId,
        request.body,
        actorOf(request),
      );
    },
  );

  // DELETE /api/v1/evals/{id}/results/{cellId}/rating → the cell, graded by its assertions again
  app.delete(
    '/evals/:id/results/:cellId/rating',
    {
      preHandler: inEvalTeam('update'),
      config: { audit: { action: 'eval.unrate', subject: 'Eval' } },
      schema: {
        tags,
        params: EvalCellParamsSchema,
        response: { 200: EvalCellSchema, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      request.auditSubjectId = request.params.id;
      return service.rateCell(db, scopeOf(request), request.params.cellId, null, actorOf(request));
    },
  );

  // POST /api/v1/evals/{id}/cancel → the eval (cancelled)
  app.post(
    '/evals/:id/cancel',
    {
      preHandler: inEvalTeam('create', 'EvalJob'),
      config: { audit: { action: 'eval.cancel', subject: 'Eval' } },
      schema: {
        tags,
        params: EvalParamsSchema,
        response: { 200: EvalDetailSchema, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      request.auditSubjectId = request.params.id;
      return detailFor(request, await service.cancelEval(db, scopeOf(request)));
    },
  );

  // POST /api/v1/evals/{id}/rerun → 201 {id, status}: a new eval from the same config
  app.post(
    '/evals/:id/rerun',
    {
      preHandler: inEvalTeam('create', 'EvalJob'),
      config: { audit: { action: 'eval.rerun', subject: 'Eval' } },
      schema: {
        tags,
        params: EvalParamsSchema,
        response: { 201: CreateEvalResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await service.rerunEval(deps, scopeOf(request), actorOf(request));
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // POST /api/v1/evals/{id}/retry → 202 {id, status, requeued}: errored cells run again in place
  app.post(
    '/evals/:id/retry',
    {
      preHandler: inEvalTeam('create', 'EvalJob'),
      config: { audit: { action: 'eval.retry', subject: 'Eval' } },
      schema: {
        tags,
        params: EvalParamsSchema,
        response: { 202: RetryEvalResponseSchema, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      return reply.status(202).send(await service.retryErrors(deps, scopeOf(request)));
    },
  );

  // POST /api/v1/evals/{id}/share → {url}: the eval opens for anyone at its page
  app.post(
    '/evals/:id/share',
    {
      preHandler: inEvalTeam('update'),
      config: { audit: { action: 'eval.share', subject: 'Eval' } },
      schema: {
        tags,
        params: EvalParamsSchema,
        response: { 200: ShareEvalResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!shareEnabled) throw AppError.forbidden('Public evals are turned off on this server');
      request.auditSubjectId = request.params.id;
      const row = await service.setShared(db, scopeOf(request), { userId: actorOf(request).id });
      return { url: service.publicEvalUrl(deps.appUrl, row.id) };
    },
  );

  // DELETE /api/v1/evals/{id}/share → 204: private again
  app.delete(
    '/evals/:id/share',
    {
      preHandler: inEvalTeam('update'),
      config: { audit: { action: 'eval.unshare', subject: 'Eval' } },
      schema: { tags, params: EvalParamsSchema, response: noContent },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      await service.setShared(db, scopeOf(request), null);
      return reply.status(204).send(null);
    },
  );

  // DELETE /api/v1/evals/{id} → 204 (a running eval stops: its worker loses the row)
  app.delete(
    '/evals/:id',
    {
      preHandler: inEvalTeam('delete'),
      config: { audit: { action: 'eval.delete', subject: 'Eval' } },
      schema: { tags, params: EvalParamsSchema, response: noContent },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      await service.deleteEval(db, scopeOf(request));
      return reply.status(204).send(null);
    },
  );

  // GET /api/v1/evals/{id}/compare/{otherId}?limit=&offset=&changedOnly=&change=
  app.get(
    '/evals/:id/compare/:otherId',
    {
      preHandler: [
        inEvalTeam('read'),
        requireAbility(db, 'read', 'Eval', (request) =>
          service.teamOfEval(db, {
            organizationId: requireOrganization(request).organization.id,
            evalId: (request.params as { otherId: string }).otherId,
          }),
        ),
      ],
      schema: {
        tags,
        params: EvalCompareParamsSchema,
        querystring: EvalCompareQuerySchema,
        response: { 200: EvalCompareResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).organization.id;
      const [base, other] = await Promise.all([
        service.findEval(db, { organizationId, evalId: request.params.id }),
        service.findEval(db, { organizationId, evalId: request.params.otherId }),
      ]);
      return compareEvals(db, base, other, request.query);
    },
  );

  /* Public evals: read without sign-in while shared (and while the server allows it). */
  const publicEval = async (id: string) => {
    if (!shareEnabled) throw AppError.notFound('Eval');
    return service.findPublicEval(db, id);
  };
  const publicConfig = { public: true, rateLimit: { max: 240, timeWindow: 60_000 } };

  // GET /api/v1/public/evals/{id}
  app.get(
    '/public/evals/:id',
    {
      config: publicConfig,
      schema: {
        tags,
        params: PublicEvalParamsSchema,
        response: { 200: EvalDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.evalDetail(deps, await publicEval(request.params.id), {
        mayShare: false,
        mayRate: false,
        shareEnabled: false,
      }),
  );

  // GET /api/v1/public/evals/{id}/results?…
  app.get(
    '/public/evals/:id/results',
    {
      config: publicConfig,
      schema: {
        tags,
        params: PublicEvalParamsSchema,
        querystring: EvalResultsQuerySchema,
        response: { 200: EvalResultsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await publicEval(request.params.id);
      return service.listResults(db, row.id, request.query);
    },
  );

  // GET /api/v1/public/evals/{id}/events
  app.get(
    '/public/evals/:id/events',
    { config: publicConfig, schema: { tags, params: PublicEvalParamsSchema } },
    async (request, reply) => streamEvalEvents(() => publicEval(request.params.id), request, reply),
  );
};
