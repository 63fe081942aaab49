import {
  CreateSeverityOverrideRequestSchema,
  ErrorResponseSchema,
  SeverityOverrideCollectionSchema,
  SeverityOverrideListResponseSchema,
  SeverityOverrideParamsSchema,
  TargetParamsSchema,
  TargetPluginSeveritiesResponseSchema,
  UpdateSeverityOverrideRequestSchema,
  UpdateTargetPluginSeveritiesRequestSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility, requireAbilityInAnyTeam, requireOrganization } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { teamOfTarget } from '../targets/service';
import * as collections from './collections';
import * as targetSeverities from './target-severities';

/**
 * Plugin severity overrides (CASL subject `PluginSeverityOverride`). The organization's
 * collections belong to no team: a caller may do what one of their teams lets them (a Viewer
 * reads). A target's own overrides are guarded in the target's team. By id, another
 * organization's collection or target is not found.
 */
export const severityOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['severity overrides'];
  const withConflict = { ...errorResponses, 409: ErrorResponseSchema };
  const organizationOf = (request: FastifyRequest) => requireOrganization(request).organization.id;
  const userOf = (request: FastifyRequest) => requireOrganization(request).user.id;
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: organizationOf(request),
    collectionId: (request.params as { id: string }).id,
  });
  const targetScopeOf = (request: FastifyRequest) => ({
    organizationId: organizationOf(request),
    targetId: (request.params as { id: string }).id,
  });
  const anyTeam = (action: Action) => requireAbilityInAnyTeam(db, action, 'PluginSeverityOverride');
  /** By id: not found first (another organization's), then the ability. */
  const onCollection = (action: Action) => [
    async (request: FastifyRequest) => collections.assertCollectionExists(db, scopeOf(request)),
    anyTeam(action),
  ];
  const inTargetTeam = (action: Action) =>
    requireAbility(db, action, 'PluginSeverityOverride', (request) =>
      teamOfTarget(db, targetScopeOf(request)),
    );

  // GET /api/v1/redteam/severity-overrides
  app.get(
    '/redteam/severity-overrides',
    {
      preHandler: anyTeam('read'),
      schema: { tags, response: { 200: SeverityOverrideListResponseSchema, ...errorResponses } },
    },
    async (request) => ({ items: await collections.listCollections(db, organizationOf(request)) }),
  );

  // POST /api/v1/redteam/severity-overrides
  app.post(
    '/redteam/severity-overrides',
    {
      preHandler: anyTeam('create'),
      config: { audit: { action: 'severity-override.create', subject: 'PluginSeverityOverride' } },
      schema: {
        tags,
        body: CreateSeverityOverrideRequestSchema,
        response: { 201: SeverityOverrideCollectionSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const created = await collections.createCollection(db, {
        organizationId: organizationOf(request),
        userId: userOf(request),
        input: request.body,
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // GET /api/v1/redteam/severity-overrides/{id}
  app.get(
    '/redteam/severity-overrides/:id',
    {
      preHandler: onCollection('read'),
      schema: {
        tags,
        params: SeverityOverrideParamsSchema,
        response: { 200: SeverityOverrideCollectionSchema, ...errorResponses },
      },
    },
    async (request) => collections.getCollection(db, scopeOf(request)),
  );

  // PUT /api/v1/redteam/severity-overrides/{id}
  app.put(
    '/redteam/severity-overrides/:id',
    {
      preHandler: onCollection('update'),
      config: { audit: { action: 'severity-override.update', subject: 'PluginSeverityOverride' } },
      schema: {
        tags,
        params: SeverityOverrideParamsSchema,
        body: UpdateSeverityOverrideRequestSchema,
        response: { 200: SeverityOverrideCollectionSchema, ...withConflict },
      },
    },
    async (request) =>
      collections.updateCollection(db, {
        ...scopeOf(request),
        userId: userOf(request),
        input: request.body,
      }),
  );

  // DELETE /api/v1/redteam/severity-overrides/{id}
  app.delete(
    '/redteam/severity-overrides/:id',
    {
      preHandler: onCollection('delete'),
      config: { audit: { action: 'severity-override.delete', subject: 'PluginSeverityOverride' } },
      schema: { tags, params: SeverityOverrideParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await collections.deleteCollection(db, { ...scopeOf(request), userId: userOf(request) });
      return reply.status(204).send(null);
    },
  );

  // GET /api/v1/targets/{id}/plugin-severities
  app.get(
    '/targets/:id/plugin-severities',
    {
      preHandler: inTargetTeam('read'),
      schema: {
        tags,
        params: TargetParamsSchema,
        response: { 200: TargetPluginSeveritiesResponseSchema, ...errorResponses },
      },
    },
    async (request) => targetSeverities.getTargetPluginSeverities(db, targetScopeOf(request)),
  );

  // PUT /api/v1/targets/{id}/plugin-severities
  app.put(
    '/targets/:id/plugin-severities',
    {
      preHandler: inTargetTeam('update'),
      config: { audit: { action: 'target.plugin-severities.update', subject: 'Target' } },
      schema: {
        tags,
        params: TargetParamsSchema,
        body: UpdateTargetPluginSeveritiesRequestSchema,
        response: { 200: TargetPluginSeveritiesResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      targetSeverities.putTargetPluginSeverities(db, {
        ...targetScopeOf(request),
        userId: userOf(request),
        items: request.body.items,
      }),
  );
};
