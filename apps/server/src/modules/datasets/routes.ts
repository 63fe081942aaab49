import {
  CreateDatasetRequestSchema,
  CreateDatasetVersionRequestSchema,
  DATASET_UPLOAD_MAX_CHARS,
  DatasetDetailSchema,
  DatasetExportQuerySchema,
  DatasetItemsQuerySchema,
  DatasetItemsResponseSchema,
  DatasetListQuerySchema,
  DatasetListResponseSchema,
  DatasetParamsSchema,
  DatasetVersionParamsSchema,
  DatasetVersionSchema,
  UpdateDatasetRequestSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canInTeam, requireAbility, requireOrganization } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import * as service from './service';

/** Room for an upload of DATASET_UPLOAD_MAX_CHARS (4 bytes a character at worst, escaped JSON). */
const UPLOAD_BODY_LIMIT = DATASET_UPLOAD_MAX_CHARS * 2 + 64 * 1024;

/**
 * Datasets (CASL subject `Eval`: datasets are eval material): reading needs `read`, creating a
 * dataset or a version `create`, renaming `update`, deleting `delete`. A version made from an
 * eval or a scan also needs reading it. By id, a dataset outside the caller's organization is
 * not found.
 */
export const datasetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['datasets'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    datasetId: (request.params as { id: string }).id,
  });
  const inDatasetTeam = (action: Action) =>
    requireAbility(db, action, 'Eval', (request) => service.teamOfDataset(db, scopeOf(request)));
  const actorOf = (request: FastifyRequest) => {
    const { user } = requireOrganization(request);
    return { id: user.id, name: user.name };
  };
  const versionDeps = (request: FastifyRequest): service.VersionDeps => ({
    db,
    canReadSource: (teamId, subject) => canInTeam(db, request, 'read', subject, teamId),
  });

  // GET /api/v1/datasets?teamId=&search=&limit=&offset=
  app.get(
    '/datasets',
    {
      preHandler: requireAbility(db, 'read', 'Eval', (request) => {
        return (request.query as { teamId: string }).teamId;
      }),
      schema: {
        tags,
        querystring: DatasetListQuerySchema,
        response: { 200: DatasetListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.listDatasets(db, {
        organizationId: requireOrganization(request).organization.id,
        ...request.query,
      }),
  );

  // POST /api/v1/datasets {teamId, name, description?, version?} → 201
  app.post(
    '/datasets',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      preHandler: requireAbility(db, 'create', 'Eval', (request) => {
        return (request.body as { teamId: string }).teamId;
      }),
      config: { audit: { action: 'dataset.create', subject: 'Dataset' } },
      schema: {
        tags,
        body: CreateDatasetRequestSchema,
        response: { 201: DatasetDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await service.createDataset(versionDeps(request), {
        organizationId: requireOrganization(request).organization.id,
        teamId: request.body.teamId,
        actor: actorOf(request),
        name: request.body.name,
        ...(request.body.description ? { description: request.body.description } : {}),
        ...(request.body.version ? { version: request.body.version } : {}),
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // GET /api/v1/datasets/{id}
  app.get(
    '/datasets/:id',
    {
      preHandler: inDatasetTeam('read'),
      schema: {
        tags,
        params: DatasetParamsSchema,
        response: { 200: DatasetDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.getDataset(db, scopeOf(request)),
  );

  // PATCH /api/v1/datasets/{id} {name?, description?}
  app.patch(
    '/datasets/:id',
    {
      preHandler: inDatasetTeam('update'),
      config: { audit: { action: 'dataset.update', subject: 'Dataset' } },
      schema: {
        tags,
        params: DatasetParamsSchema,
        body: UpdateDatasetRequestSchema,
        response: { 200: DatasetDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      request.auditSubjectId = request.params.id;
      return service.updateDataset(db, scopeOf(request), request.body);
    },
  );

  // DELETE /api/v1/datasets/{id} → 204 (every version with it)
  app.delete(
    '/datasets/:id',
    {
      preHandler: inDatasetTeam('delete'),
      config: { audit: { action: 'dataset.delete', subject: 'Dataset' } },
      schema: { tags, params: DatasetParamsSchema, response: noContent },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      await service.deleteDataset(db, scopeOf(request));
      return reply.status(204).send(null);
    },
  );

  // POST /api/v1/datasets/{id}/versions {changelog, source, …} → 201 the new (latest) version
  app.post(
    '/datasets/:id/versions',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      preHandler: inDatasetTeam('create'),
      config: { audit: { action: 'dataset.version', subject: 'Dataset' } },
      schema: {
        tags,
        params: DatasetParamsSchema,
        body: CreateDatasetVersionRequestSchema,
        response: { 201: DatasetVersionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      const version = await service.addVersion(
        versionDeps(request),
        scopeOf(request),
        actorOf(request),
        request.body,
      );
      return reply.status(201).send(version);
    },
  );

  // GET /api/v1/datasets/{id}/versions/{version}/items?search=&limit=&offset=
  app.get(
    '/datasets/:id/versions/:version/items',
    {
      preHandler: inDatasetTeam('read'),
      schema: {
        tags,
        params: DatasetVersionParamsSchema,
        querystring: DatasetItemsQuerySchema,
        response: { 200: DatasetItemsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.listItems(db, scopeOf(request), {
        version: request.params.version,
        ...request.query,
      }),
  );

  // GET /api/v1/datasets/{id}/versions/{version}/export?format= → the file
  app.get(
    '/datasets/:id/versions/:version/export',
    {
      preHandler: inDatasetTeam('read'),
      schema: {
        tags,
        params: DatasetVersionParamsSchema,
        querystring: DatasetExportQuerySchema,
        response: { 200: z.string().describe('The items as a file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await service.exportVersion(
        db,
        scopeOf(request),
        request.params.version,
        request.query.format,
      );
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.filename.replace(/[^\w.@-]/g, '_')}"`,
        )
        .send(file.body);
    },
  );
};
