import {
  ErrorResponseSchema,
  PublicReportParamsSchema,
  PublicReportSchema,
  ReportListQuerySchema,
  ReportListResponseSchema,
  ReportExportQuerySchema,
  ReportParamsSchema,
  ScanReportSchema,
  ShareReportResponseSchema,
} from '@crucible/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secretBoxOf } from '../../lib/secret-box';
import {
  requireAbility,
  requireAbilityInTeams,
  requireOrganization,
  teamsWithAbility,
} from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { buildAbility, teamRules } from '../abilities/service';
import { teamOfScan } from '../scans/service';
import { appUrlOf } from '../system/client-config';
import { listReports } from './list';
import type { ReportExport } from './exports';
import * as service from './service';
import { shareReport, unshareReport, type ShareDeps } from './shares';

const exportResponse = z
  .string()
  .describe(
    'The report as a file (Content-Disposition: attachment): pdf → application/pdf, csv → text/csv (one row per vulnerability), json → the report, junit → JUnit XML (a test case per plugin × strategy)',
  );

function sendExport(reply: FastifyReply, file: ReportExport) {
  return (
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      // Text or a stream goes out as it is (no serializer); the schema documents it as text.
      .send(file.body as string)
  );
}

/**
 * Reports of completed scans (CASL subject `Eval`): reading needs `read` in the scan's team,
 * making a report public or revoking its link `update` (and `enableMakePublic`). By id, a scan
 * outside the caller's organization is not found; without sign-in the answer is 401.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const tags = ['reports'];
  const shares: ShareDeps = {
    db,
    box: secretBoxOf(config),
    appUrl: appUrlOf(config),
    enabled: config.client.enableMakePublic,
  };
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    scanId: (request.params as { id: string }).id,
  });
  const inScanTeam = (action: 'read' | 'update') =>
    requireAbility(db, action, 'Eval', (request) => teamOfScan(db, scopeOf(request)));

  // GET /api/v1/reports?teamId=&targetId=&from=&to=&riskLevel=&limit=&offset=
  app.get(
    '/reports',
    {
      // A named team must allow reading; without one the list keeps to the teams that do.
      preHandler: requireAbilityInTeams(db, 'read', 'Eval', async (request) => {
        const { teamId } = request.query as { teamId?: string };
        return teamId ? [teamId] : [];
      }),
      schema: {
        tags,
        querystring: ReportListQuerySchema,
        response: { 200: ReportListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, ...filters } = request.query;
      return listReports(db, {
        ...filters,
        organizationId: requireOrganization(request).organization.id,
        teamIds: teamId ? [teamId] : await teamsWithAbility(db, request, 'read', 'Eval'),
      });
    },
  );

  // GET /api/v1/reports/{scanId}
  app.get(
    '/reports/:id',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ReportParamsSchema,
        response: { 200: ScanReportSchema, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const auth = requireOrganization(request);
      const teamId = await teamOfScan(db, scope);
      const mayShare = buildAbility(await teamRules(db, auth, teamId)).can('update', 'Eval');
      return service.getReport(shares, { ...scope, mayShare });
    },
  );

  // GET /api/v1/reports/{scanId}/export?format=pdf|csv|json|junit
  app.get(
    '/reports/:id/export',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: ReportParamsSchema,
        querystring: ReportExportQuerySchema,
        response: { 200: exportResponse, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendExport(reply, await service.exportReport(db, scopeOf(request), request.query.format)),
  );

  // POST /api/v1/reports/{scanId}/share → {url}: the public link (the same one until revoked)
  app.post(
    '/reports/:id/share',
    {
      preHandler: inScanTeam('update'),
      config: { audit: { action: 'report.share', subject: 'Report' } },
      schema: {
        tags,
        params: ReportParamsSchema,
        response: { 200: ShareReportResponseSchema, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      shareReport(shares, { ...scopeOf(request), userId: requireOrganization(request).user.id }),
  );

  // DELETE /api/v1/reports/{scanId}/share → 204: the link stops working
  app.delete(
    '/reports/:id/share',
    {
      preHandler: inScanTeam('update'),
      config: { audit: { action: 'report.unshare', subject: 'Report' } },
      schema: { tags, params: ReportParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await unshareReport(db, scopeOf(request));
      return reply.status(204).send(null);
    },
  );

  // GET /api/v1/public/reports/{token} — a shared report, to anyone holding the link
  app.get(
    '/public/reports/:token',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        params: PublicReportParamsSchema,
        response: { 200: PublicReportSchema, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request) => service.getPublicReport(shares, request.params.token),
  );

  // GET /api/v1/public/reports/{token}/export?format=… — a shared report's files, to anyone
  // holding the link: the public content only (no ids of the organization's records).
  app.get(
    '/public/reports/:token/export',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        params: PublicReportParamsSchema,
        querystring: ReportExportQuerySchema,
        response: { 200: exportResponse, ...errorResponses, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendExport(
        reply,
        await service.exportPublicReport(shares, request.params.token, request.query.format),
      ),
  );
};
