import {
  CreateScanRequestSchema,
  CreateScanResponseSchema,
  RegradeUndecidedResponseSchema,
  RetryScanRequestSchema,
  RetryScanResponseSchema,
  ReviewProbesRequestSchema,
  ReviewProbesResponseSchema,
  ScanDetailSchema,
  ScanErrorsResponseSchema,
  ScanEstimateSchema,
  ScanListQuerySchema,
  ScanLogQuerySchema,
  ScanLogResponseSchema,
  ScanListResponseSchema,
  ScanParamsSchema,
  ScanResultsQuerySchema,
  ScanResultsResponseSchema,
  ProbeParamsSchema,
  ProbeSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { secretBoxOf } from '../../lib/secret-box';
import { canInTeam, requireAbility, requireOrganization } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import { teamOfTarget } from '../targets/service';
import { streamScanEvents } from './events';
import * as scanActions from './scan-actions';
import * as scanLists from './scan-lists';
import * as scanReview from './scan-review';
import * as scanService from './service';

/**
 * Scans (CASL subject `EvalJob`): reading needs `read`, starting, cancelling, re-running and
 * retrying need `create` (RUN_SCANS), and so does asking the judge to grade undecided probes;
 * deciding them by hand needs `update`. A new scan's team is its target's, which the caller must
 * also be able to read. By id, a scan outside the caller's organization is not found.
 */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const deps = app.deps.scans;
  const box = secretBoxOf(app.deps.config);
  const tags = ['scans'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    scanId: (request.params as { id: string }).id,
  });
  const inScanTeam = (action: Action) =>
    requireAbility(db, action, 'EvalJob', (request) =>
      scanService.teamOfScan(db, scopeOf(request)),
    );
  const targetTeam = (request: FastifyRequest) =>
    teamOfTarget(db, {
      organizationId: requireOrganization(request).organization.id,
      targetId: (request.body as { targetId: string }).targetId,
    });
  const onTarget = (action: Action) => [
    requireAbility(db, 'read', 'Provider', targetTeam),
    requireAbility(db, action, 'EvalJob', targetTeam),
  ];

  // GET /api/v1/scans?teamId=
  app.get(
    '/scans',
    {
      preHandler: requireAbility(db, 'read', 'EvalJob', (request) => {
        return (request.query as { teamId: string }).teamId;
      }),
      schema: {
        tags,
        querystring: ScanListQuerySchema,
        response: { 200: ScanListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      scanLists.listScans(db, {
        organizationId: requireOrganization(request).organization.id,
        ...request.query,
      }),
  );

  // POST /api/v1/scans
  app.post(
    '/scans',
    {
      preHandler: onTarget('create'),
      config: { audit: { action: 'scan.create', subject: 'Scan' } },
      schema: {
        tags,
        body: CreateScanRequestSchema,
        response: { 201: CreateScanResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = requireOrganization(request);
      const created = await scanService.createScan(deps, {
        organizationId: auth.organization.id,
        userId: auth.user.id,
        request: request.body,
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // POST /api/v1/scans/estimate — probes and time before starting (changes nothing)
  app.post(
    '/scans/estimate',
    {
      preHandler: onTarget('read'),
      config: { audit: false },
      schema: {
        tags,
        body: CreateScanRequestSchema,
        response: { 200: ScanEstimateSchema, ...errorResponses },
      },
    },
    async (request) =>
      scanService.estimateScan(deps, {
        organizationId: requireOrganization(request).organization.id,
        request: request.body,
      }),
  );

  // GET /api/v1/scans/{id}
  app.get(
    '/scans/:id',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ScanParamsSchema,
        response: { 200: ScanDetailSchema, ...errorResponses },
      },
    },
    async (request) => scanService.getScan(db, scopeOf(request)),
  );

  // GET /api/v1/scans/{id}/log?after=&limit= — what the pipeline did, oldest first
  app.get(
    '/scans/:id/log',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ScanParamsSchema,
        querystring: ScanLogQuerySchema,
        response: { 200: ScanLogResponseSchema, ...errorResponses },
      },
    },
    async (request) => scanService.getScanLog(db, { ...scopeOf(request), ...request.query }),
  );

  // GET /api/v1/scans/{id}/errors — errored probes grouped by reason
  app.get(
    '/scans/:id/errors',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ScanParamsSchema,
        response: { 200: ScanErrorsResponseSchema, ...errorResponses },
      },
    },
    async (request) => scanService.getScanErrors(db, scopeOf(request)),
  );

  // GET /api/v1/scans/{id}/results?pluginId=&strategyId=&outcome=&limit=&offset=
  app.get(
    '/scans/:id/results',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ScanParamsSchema,
        querystring: ScanResultsQuerySchema,
        response: { 200: ScanResultsResponseSchema, ...errorResponses },
      },
    },
    async (request) => scanLists.listResults(db, { ...scopeOf(request), ...request.query }),
  );

  // GET /api/v1/scans/{id}/results/{probeId} — one probe, whole
  app.get(
    '/scans/:id/results/:probeId',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ProbeParamsSchema,
        response: { 200: ProbeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const probe = await scanLists.getProbe(db, {
        ...scopeOf(request),
        probeId: request.params.probeId,
      });
      if (!probe) throw AppError.notFound('Probe');
      return probe;
    },
  );

  // GET /api/v1/scans/{id}/events — Server-Sent Events (see the contract)
  app.get(
    '/scans/:id/events',
    { preHandler: inScanTeam('read'), schema: { tags, params: ScanParamsSchema } },
    async (request, reply) => streamScanEvents(db, scopeOf(request), request, reply),
  );

  // POST /api/v1/scans/{id}/cancel
  app.post(
    '/scans/:id/cancel',
    {
      preHandler: inScanTeam('create'),
      config: { audit: { action: 'scan.cancel', subject: 'Scan' } },
      schema: {
        tags,
        params: ScanParamsSchema,
        response: { 200: ScanDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      scanActions.cancelScan(deps, {
        ...scopeOf(request),
        userId: requireOrganization(request).user.id,
      }),
  );

  // POST /api/v1/scans/{id}/rerun → a new scan with the same target and configuration
  app.post(
    '/scans/:id/rerun',
    {
      preHandler: inScanTeam('create'),
      config: { audit: { action: 'scan.rerun', subject: 'Scan' } },
      schema: {
        tags,
        params: ScanParamsSchema,
        response: { 201: CreateScanResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await scanActions.rerunScan(deps, {
        ...scopeOf(request),
        userId: requireOrganization(request).user.id,
      });
      return reply.status(201).send(created);
    },
  );

  // POST /api/v1/scans/{id}/retry → re-queues errored (and optionally failed) probes in place
  app.post(
    '/scans/:id/retry',
    {
      preHandler: inScanTeam('create'),
      config: { audit: { action: 'scan.retry', subject: 'Scan' } },
      schema: {
        tags,
        params: ScanParamsSchema,
        body: RetryScanRequestSchema.nullish(),
        response: { 200: RetryScanResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      scanActions.retryScan(deps, {
        ...scopeOf(request),
        userId: requireOrganization(request).user.id,
        outcomes: request.body?.outcomes ?? ['error'],
      }),
  );

  // POST /api/v1/scans/{id}/review → a person decides undecided probes (listed, or all)
  app.post(
    '/scans/:id/review',
    {
      preHandler: inScanTeam('update'),
      config: { audit: { action: 'scan.review', subject: 'Scan' } },
      schema: {
        tags,
        params: ScanParamsSchema,
        body: ReviewProbesRequestSchema,
        response: { 200: ReviewProbesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const teamId = await scanService.teamOfScan(db, scopeOf(request));
      return scanReview.reviewProbes(deps, {
        ...scopeOf(request),
        ...request.body,
        userId: requireOrganization(request).user.id,
        // Decided replies become grading examples of the target when the reviewer may add them.
        recordExamples: await canInTeam(db, request, 'create', 'GradingExample', teamId),
      });
    },
  );

  // POST /api/v1/scans/{id}/regrade-undecided → the grader model judges the undecided probes
  app.post(
    '/scans/:id/regrade-undecided',
    {
      preHandler: inScanTeam('create'),
      config: { audit: { action: 'scan.regrade', subject: 'Scan' } },
      schema: {
        tags,
        params: ScanParamsSchema,
        response: { 202: RegradeUndecidedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const queued = await scanReview.regradeUndecided(
        { ...deps, box },
        { ...scopeOf(request), userId: requireOrganization(request).user.id },
      );
      return reply.status(202).send(queued);
    },
  );
};
