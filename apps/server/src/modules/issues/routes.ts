import {
  BulkUpdateIssuesRequestSchema,
  BulkUpdateIssuesResponseSchema,
  CreateIssueCommentRequestSchema,
  IssueDetailSchema,
  IssueEventSchema,
  IssueListQuerySchema,
  IssueListResponseSchema,
  IssueParamsSchema,
  UpdateIssueRequestSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requireAbility,
  requireAbilityInTeams,
  requireOrganization,
  requireWhen,
  teamsWithAbility,
} from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import * as queries from './queries';
import * as service from './service';

/**
 * Vulnerabilities (CASL subject `Issue`). Reading needs `read` in the issue's team, changing
 * `update`. A list names its team in `?teamId=`, or spans every team the caller may read issues
 * in. By id, an issue outside the caller's organization is not found; so is a bulk change
 * naming one.
 */
export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['issues'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    issueId: (request.params as { id: string }).id,
  });
  const actorOf = (request: FastifyRequest) => ({ userId: requireOrganization(request).user.id });
  const inIssueTeam = (action: Action) =>
    requireAbility(db, action, 'Issue', (request) => queries.teamOfIssue(db, scopeOf(request)));

  // GET /api/v1/issues?teamId=&targetId=&status=&severity=&pluginId=&q=&limit=&offset=
  app.get(
    '/issues',
    {
      // A named team must allow reading; without one the list keeps to the teams that do.
      preHandler: requireAbilityInTeams(db, 'read', 'Issue', async (request) => {
        const { teamId } = request.query as { teamId?: string };
        return teamId ? [teamId] : [];
      }),
      schema: {
        tags,
        querystring: IssueListQuerySchema,
        response: { 200: IssueListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, ...filters } = request.query;
      return queries.listIssues(db, {
        ...filters,
        organizationId: requireOrganization(request).organization.id,
        teamIds: teamId ? [teamId] : await teamsWithAbility(db, request, 'read', 'Issue'),
      });
    },
  );

  // POST /api/v1/issues/bulk — one status for many issues, all or nothing
  app.post(
    '/issues/bulk',
    {
      preHandler: requireAbilityInTeams(db, 'update', 'Issue', (request) =>
        queries.teamsOfIssues(db, {
          organizationId: requireOrganization(request).organization.id,
          issueIds: (request.body as { ids: string[] }).ids,
        }),
      ),
      config: { audit: { action: 'issue.bulk_update', subject: 'Issue' } },
      schema: {
        tags,
        body: BulkUpdateIssuesRequestSchema,
        response: { 200: BulkUpdateIssuesResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.bulkUpdateIssues(db, {
        ...actorOf(request),
        organizationId: requireOrganization(request).organization.id,
        ...request.body,
      }),
  );

  // GET /api/v1/issues/{id}
  app.get(
    '/issues/:id',
    {
      preHandler: inIssueTeam('read'),
      schema: {
        tags,
        params: IssueParamsSchema,
        response: { 200: IssueDetailSchema, ...errorResponses },
      },
    },
    async (request) => queries.getIssue(db, scopeOf(request)),
  );

  // PATCH /api/v1/issues/{id}   (`recordExamples` also needs `create` on GradingExample)
  app.patch(
    '/issues/:id',
    {
      preHandler: [
        inIssueTeam('update'),
        requireWhen(
          (request) => (request.body as { recordExamples?: boolean }).recordExamples === true,
          requireAbility(db, 'create', 'GradingExample', (request) =>
            queries.teamOfIssue(db, scopeOf(request)),
          ),
        ),
      ],
      config: { audit: { action: 'issue.update', subject: 'Issue' } },
      schema: {
        tags,
        params: IssueParamsSchema,
        body: UpdateIssueRequestSchema,
        response: { 200: IssueDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.updateIssue(db, { ...scopeOf(request), ...actorOf(request), changes: request.body }),
  );

  // POST /api/v1/issues/{id}/comments → 201 the comment's event
  app.post(
    '/issues/:id/comments',
    {
      preHandler: inIssueTeam('update'),
      config: { audit: { action: 'issue.comment', subject: 'Issue' } },
      schema: {
        tags,
        params: IssueParamsSchema,
        body: CreateIssueCommentRequestSchema,
        response: { 201: IssueEventSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await service.commentOnIssue(db, {
        ...scopeOf(request),
        ...actorOf(request),
        body: request.body.body,
      });
      return reply.status(201).send(event);
    },
  );
};
