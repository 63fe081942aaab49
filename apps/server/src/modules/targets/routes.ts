import {
  CreateTargetRequestSchema,
  TargetListQuerySchema,
  TargetListResponseSchema,
  TargetParamsSchema,
  TargetDashboardSchema,
  TargetSchema,
  TestTargetRequestSchema,
  ProfileSuggestionResponseSchema,
  TestTargetResponseSchema,
  UpdateTargetRequestSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secretBoxOf } from '../../lib/secret-box';
import { requireAbility, requireOrganization } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { targetDashboard } from './dashboard';
import * as targets from './service';
import { suggestTargetProfile } from './profile-suggestion';
import { testTarget } from './test-target';

/**
 * Red-team targets of a team (CASL subject `Provider`, shown as "Targets"). Lists name the team
 * in `?teamId=`, creates in the body; by id, the target is first found in the caller's
 * organization (404 otherwise) and the ability is checked in the target's own team.
 */
export const targetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const box = secretBoxOf(config);
  const tags = ['targets'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    targetId: (request.params as { id: string }).id,
  });
  // The target's team, looked up once per request however many guards ask for it.
  const teams = new WeakMap<FastifyRequest, Promise<string>>();
  const targetTeamOf = (request: FastifyRequest) => {
    let team = teams.get(request);
    if (!team) teams.set(request, (team = targets.teamOfTarget(db, scopeOf(request))));
    return team;
  };
  const inTargetTeam = (action: Action) => requireAbility(db, action, 'Provider', targetTeamOf);

  // GET /api/v1/targets?teamId=
  app.get(
    '/targets',
    {
      preHandler: requireAbility(db, 'read', 'Provider', (request) => {
        return (request.query as { teamId: string }).teamId;
      }),
      schema: {
        tags,
        querystring: TargetListQuerySchema,
        response: { 200: TargetListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      targets: await targets.listTargets(db, {
        organizationId: requireOrganization(request).organization.id,
        teamId: request.query.teamId,
      }),
    }),
  );

  // POST /api/v1/targets
  app.post(
    '/targets',
    {
      preHandler: requireAbility(db, 'create', 'Provider', (request) => {
        return (request.body as { teamId: string }).teamId;
      }),
      config: { audit: { action: 'target.create', subject: 'Target' } },
      schema: {
        tags,
        body: CreateTargetRequestSchema,
        response: { 201: TargetSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = requireOrganization(request);
      const target = await targets.createTarget(db, box, {
        organizationId: auth.organization.id,
        userId: auth.user.id,
        request: request.body,
      });
      request.auditSubjectId = target.id;
      return reply.status(201).send(target);
    },
  );

  // GET /api/v1/targets/{id}
  app.get(
    '/targets/:id',
    {
      preHandler: inTargetTeam('read'),
      schema: {
        tags,
        params: TargetParamsSchema,
        response: { 200: TargetSchema, ...errorResponses },
      },
    },
    async (request) => targets.getTarget(db, scopeOf(request)),
  );

  // GET /api/v1/targets/{id}/summary — the dashboard: reads the target's scans and issues.
  app.get(
    '/targets/:id/summary',
    {
      preHandler: [
        inTargetTeam('read'),
        requireAbility(db, 'read', 'EvalJob', targetTeamOf),
        requireAbility(db, 'read', 'Issue', targetTeamOf),
      ],
      schema: {
        tags,
        summary: 'Risk per completed scan, open vulnerabilities, latest scans, what changed',
        params: TargetParamsSchema,
        response: { 200: TargetDashboardSchema, ...errorResponses },
      },
    },
    async (request) =>
      targetDashboard(db, { ...scopeOf(request), teamId: await targetTeamOf(request) }),
  );

  // PUT /api/v1/targets/{id}
  app.put(
    '/targets/:id',
    {
      preHandler: inTargetTeam('update'),
      config: { audit: { action: 'target.update', subject: 'Target' } },
      schema: {
        tags,
        params: TargetParamsSchema,
        body: UpdateTargetRequestSchema,
        response: { 200: TargetSchema, ...errorResponses },
      },
    },
    async (request) =>
      targets.updateTarget(db, box, { ...scopeOf(request), request: request.body }),
  );

  // DELETE /api/v1/targets/{id}
  app.delete(
    '/targets/:id',
    {
      preHandler: inTargetTeam('delete'),
      config: { audit: { action: 'target.delete', subject: 'Target' } },
      schema: { tags, params: TargetParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await targets.deleteTarget(db, scopeOf(request));
      return reply.status(204).send(null);
    },
  );

  // POST /api/v1/targets/{id}/profile-suggestion — talks to the target: needs `update`.
  app.post(
    '/targets/:id/profile-suggestion',
    {
      preHandler: inTargetTeam('update'),
      config: { audit: { action: 'target.suggest-profile', subject: 'Target' } },
      schema: {
        tags,
        summary: "Suggest a profile from the target's answers to a few questions (not saved)",
        params: TargetParamsSchema,
        response: { 200: ProfileSuggestionResponseSchema, ...errorResponses },
      },
    },
    async (request) => suggestTargetProfile(db, box, scopeOf(request)),
  );

  // POST /api/v1/targets/{id}/test — sends traffic with the stored secrets: needs `update`.
  app.post(
    '/targets/:id/test',
    {
      preHandler: inTargetTeam('update'),
      config: { audit: { action: 'target.test', subject: 'Target' } },
      schema: {
        tags,
        params: TargetParamsSchema,
        body: TestTargetRequestSchema.nullish(), // the body may be left out
        response: { 200: TestTargetResponseSchema, ...errorResponses },
      },
    },
    async (request) => testTarget(db, box, { ...scopeOf(request), prompt: request.body?.prompt }),
  );
};
