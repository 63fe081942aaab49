import {
  CreateScanConfigRequestSchema,
  ImportCheckResponseSchema,
  ImportScanConfigRequestSchema,
  ImportScanConfigResponseSchema,
  SavedScanConfigSchema,
  SCAN_PRESETS,
  ScanConfigListQuerySchema,
  ScanConfigListResponseSchema,
  ScanConfigParamsSchema,
  ScanConfigSchema,
  ScanPresetListResponseSchema,
  UpdateScanConfigRequestSchema,
  type Action,
} from '@crucible/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { secretBoxOf } from '../../lib/secret-box';
import { requireAbility, requireOrganization } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import * as templates from './service';

/**
 * Scan templates (CASL subject `Config`), team-scoped like targets: lists name the team in
 * `?teamId=`, creates in the body; by id, the template is found in the caller's organization
 * (404 otherwise) and the ability is checked in its own team.
 */
export const scanConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const files = { db, modelEnv: config.scans.modelEnv, configFiles: config.configFiles };
  const box = secretBoxOf(config);
  const tags = ['scan templates'];
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    configId: (request.params as { id: string }).id,
  });
  const inConfigTeam = (action: Action) =>
    requireAbility(db, action, 'Config', (request) =>
      templates.teamOfScanConfig(db, scopeOf(request)),
    );
  const inBodyTeam = requireAbility(db, 'create', 'Config', (request) => {
    return (request.body as { teamId: string }).teamId;
  });
  // Adding a file's targets also needs the right to create targets (Provider) in the team.
  const addsTargets = requireAbility(db, 'create', 'Provider', (request) => {
    return (request.body as { teamId: string }).teamId;
  });
  const importGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    await inBodyTeam.call(app, request, reply);
    if ((request.body as { createTargets?: boolean }).createTargets) {
      await addsTargets.call(app, request, reply);
    }
  };

  // GET /api/v1/redteam/config-presets
  app.get(
    '/redteam/config-presets',
    {
      preHandler: async (request) => {
        requireOrganization(request);
      },
      schema: { tags, response: { 200: ScanPresetListResponseSchema, ...errorResponses } },
    },
    async () => ({ presets: [...SCAN_PRESETS] }),
  );

  // GET /api/v1/redteam/configs?teamId=
  app.get(
    '/redteam/configs',
    {
      preHandler: requireAbility(db, 'read', 'Config', (request) => {
        return (request.query as { teamId: string }).teamId;
      }),
      schema: {
        tags,
        querystring: ScanConfigListQuerySchema,
        response: { 200: ScanConfigListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      templates.listScanConfigs(db, {
        organizationId: requireOrganization(request).organization.id,
        ...request.query,
      }),
  );

  // POST /api/v1/redteam/configs
  app.post(
    '/redteam/configs',
    {
      preHandler: inBodyTeam,
      config: { audit: { action: 'scan-config.create', subject: 'ScanConfig' } },
      schema: {
        tags,
        body: CreateScanConfigRequestSchema,
        response: { 201: SavedScanConfigSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = requireOrganization(request);
      const created = await templates.createScanConfig(files, {
        organizationId: auth.organization.id,
        userId: auth.user.id,
        request: request.body,
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // POST /api/v1/redteam/configs/import/check — the file's warnings; nothing is saved
  app.post(
    '/redteam/configs/import/check',
    {
      preHandler: importGuard,
      config: { audit: false },
      schema: {
        tags,
        body: ImportScanConfigRequestSchema,
        response: { 200: ImportCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      templates.checkImport(files, {
        organizationId: requireOrganization(request).organization.id,
        request: request.body,
      }),
  );

  // POST /api/v1/redteam/configs/import
  app.post(
    '/redteam/configs/import',
    {
      preHandler: importGuard,
      config: { audit: { action: 'scan-config.import', subject: 'ScanConfig' } },
      schema: {
        tags,
        body: ImportScanConfigRequestSchema,
        response: { 201: ImportScanConfigResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = requireOrganization(request);
      const created = await templates.importScanConfig(
        { ...files, box },
        { organizationId: auth.organization.id, userId: auth.user.id, request: request.body },
      );
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // GET /api/v1/redteam/configs/{id}
  app.get(
    '/redteam/configs/:id',
    {
      preHandler: inConfigTeam('read'),
      schema: {
        tags,
        params: ScanConfigParamsSchema,
        response: { 200: ScanConfigSchema, ...errorResponses },
      },
    },
    async (request) => templates.toScanConfig(await templates.findScanConfig(db, scopeOf(request))),
  );

  // GET /api/v1/redteam/configs/{id}/export   → application/yaml
  app.get(
    '/redteam/configs/:id/export',
    {
      preHandler: inConfigTeam('read'),
      schema: {
        tags,
        params: ScanConfigParamsSchema,
        response: { 200: z.string().describe('YAML (application/yaml)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await templates.findScanConfig(db, scopeOf(request));
      const file = row.name.replace(/[^\w.-]+/g, '-').toLowerCase() || 'scan';
      return reply
        .type('application/yaml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}.yaml"`)
        .send(await templates.exportScanConfig(db, row));
    },
  );

  // PUT /api/v1/redteam/configs/{id}
  app.put(
    '/redteam/configs/:id',
    {
      preHandler: inConfigTeam('update'),
      config: { audit: { action: 'scan-config.update', subject: 'ScanConfig' } },
      schema: {
        tags,
        params: ScanConfigParamsSchema,
        body: UpdateScanConfigRequestSchema,
        response: { 200: SavedScanConfigSchema, ...errorResponses },
      },
    },
    async (request) =>
      templates.updateScanConfig(files, { ...scopeOf(request), request: request.body }),
  );

  // DELETE /api/v1/redteam/configs/{id}
  app.delete(
    '/redteam/configs/:id',
    {
      preHandler: inConfigTeam('delete'),
      config: { audit: { action: 'scan-config.delete', subject: 'ScanConfig' } },
      schema: { tags, params: ScanConfigParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await templates.deleteScanConfig(db, scopeOf(request));
      return reply.status(204).send(null);
    },
  );
};
