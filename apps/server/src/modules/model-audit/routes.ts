import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  CreateModelAuditPathScanRequestSchema,
  CreateModelAuditScanResponseSchema,
  ModelAuditReportQuerySchema,
  ModelAuditScanDetailSchema,
  ModelAuditScanListQuerySchema,
  ModelAuditScanListResponseSchema,
  ModelAuditScanParamsSchema,
  ErrorResponseSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { canInTeam, requireAbility, requireOrganization } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import { renderReport } from './report';
import { resolveServerPath } from './server-path';
import * as service from './service';
import { uploadFilesOf, uploadFolderOf } from './storage';
import { receiveUpload } from './upload';

const UuidField = z.uuid({ error: 'Invalid team ID' });

/**
 * Model audit scans (CASL subject `ModelAudit`): reading needs `read`, starting a scan needs
 * `create` in the scan's team. By id, another organization's scan is not found.
 */
export const modelAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, jobs } = app.deps;
  const settings = config.modelAudit;
  const tags = ['model audit'];
  // Multipart bodies are parsed here only (this plugin's own context).
  await app.register(multipart, { limits: { fileSize: settings.maxBytes, parts: 200_000 } });

  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    scanId: (request.params as { id: string }).id,
  });
  const inScanTeam = (action: Action) =>
    requireAbility(db, action, 'ModelAudit', (request) =>
      service.teamOfModelAuditScan(db, scopeOf(request)),
    );
  const authorizeCreate = async (request: FastifyRequest, teamId: string) => {
    const parsed = UuidField.safeParse(teamId);
    if (!parsed.success) throw AppError.invalidField('teamId', 'Invalid team ID');
    if (!(await canInTeam(db, request, 'create', 'ModelAudit', parsed.data))) {
      throw AppError.forbidden('You cannot create ModelAudit in this team');
    }
  };

  // POST /api/v1/model-audit/scans — multipart upload (teamId + files) or JSON {teamId, path}
  app.post(
    '/model-audit/scans',
    {
      config: { audit: { action: 'model-audit.create', subject: 'ModelAudit' } },
      schema: {
        tags,
        description:
          'Either multipart/form-data: a `teamId` field (or `?teamId=`) before one or more `files` ' +
          'parts, each named by its relative path (folders keep their structure); or JSON ' +
          '`{teamId, path}` for a path below CRUCIBLE_MODEL_AUDIT_ROOT.',
        querystring: z.object({ teamId: z.string().optional() }),
        response: {
          202: CreateModelAuditScanResponseSchema,
          ...errorResponses,
          413: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireOrganization(request);
      const id = randomUUID();
      const common = {
        id,
        organizationId: auth.organization.id,
        user: { id: auth.user.id, name: auth.user.name },
      };
      if (request.isMultipart()) {
        const folder = uploadFolderOf(config, id);
        const upload = await receiveUpload(request, {
          folder,
          maxBytes: settings.maxBytes,
          queryTeamId: request.query.teamId,
          authorize: (teamId) => authorizeCreate(request, teamId),
        });
        const created = await service.createModelAuditScan(
          { db, jobs },
          {
            ...common,
            teamId: upload.teamId!,
            source: 'upload',
            names: upload.names,
            location: uploadFilesOf(folder),
          },
        );
        request.auditSubjectId = id;
        return reply.status(202).send(created);
      }
      const body = CreateModelAuditPathScanRequestSchema.safeParse(request.body);
      if (!body.success) {
        const issue = body.error.issues[0]!;
        throw AppError.invalidField(issue.path.join('.') || 'path', issue.message);
      }
      await authorizeCreate(request, body.data.teamId);
      const location = await resolveServerPath(settings.root, body.data.path);
      const created = await service.createModelAuditScan(
        { db, jobs },
        { ...common, teamId: body.data.teamId, source: 'path', names: [body.data.path], location },
      );
      request.auditSubjectId = id;
      return reply.status(202).send(created);
    },
  );

  // GET /api/v1/model-audit/scans?teamId=&status=&verdict=&from=&to=&limit=&offset=
  app.get(
    '/model-audit/scans',
    {
      preHandler: requireAbility(db, 'read', 'ModelAudit', (request) => {
        return (request.query as { teamId: string }).teamId;
      }),
      schema: {
        tags,
        querystring: ModelAuditScanListQuerySchema,
        response: { 200: ModelAuditScanListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.listModelAuditScans(db, {
        organizationId: requireOrganization(request).organization.id,
        ...request.query,
      }),
  );

  // GET /api/v1/model-audit/scans/{id} — summary and findings
  app.get(
    '/model-audit/scans/:id',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ModelAuditScanParamsSchema,
        response: { 200: ModelAuditScanDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.getModelAuditScan(db, scopeOf(request)),
  );

  const download = async (
    request: FastifyRequest,
    reply: FastifyReply,
    format: 'json' | 'sarif',
  ) => {
    const scan = await service.getModelAuditScan(db, scopeOf(request));
    if (scan.status !== 'completed') {
      throw AppError.conflict('The scan has not completed yet');
    }
    const extension = format === 'sarif' ? 'sarif' : 'json';
    return reply
      .type(format === 'sarif' ? 'application/sarif+json' : 'application/json')
      .header(
        'content-disposition',
        `attachment; filename="model-audit-${scan.id.slice(0, 8)}.${extension}"`,
      )
      .send(renderReport(scan, format));
  };
  const downloadResponses = (what: string) => ({
    200: z.string().describe(what),
    ...errorResponses,
    409: ErrorResponseSchema,
  });

  // GET /api/v1/model-audit/scans/{id}/sarif — SARIF 2.1.0 download
  app.get(
    '/model-audit/scans/:id/sarif',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ModelAuditScanParamsSchema,
        response: downloadResponses('SARIF 2.1.0 (application/sarif+json), as the CLI writes it'),
      },
    },
    async (request, reply) => download(request, reply, 'sarif'),
  );

  // GET /api/v1/model-audit/scans/{id}/report?format=json|sarif — the report as a download
  app.get(
    '/model-audit/scans/:id/report',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ModelAuditScanParamsSchema,
        querystring: ModelAuditReportQuerySchema,
        response: downloadResponses('The scanner report as JSON (as `--format json`) or SARIF'),
      },
    },
    async (request, reply) => download(request, reply, request.query.format),
  );
};
