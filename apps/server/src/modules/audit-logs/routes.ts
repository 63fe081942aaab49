import {
  AuditLogExportQuerySchema,
  AuditLogListQuerySchema,
  AuditLogListResponseSchema,
  OrgParamsSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationMember } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import { AUDIT_EXPORT_CONTENT_TYPES, auditExportFileName, exportAuditLogs } from './export';
import { listAuditLogs } from './service';

/**
 * The organization's audit trail: administrators read and export it; another organization's
 * answers 404. Read-only by design: no route changes or deletes a row (only the operator's
 * retention setting removes old ones).
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const admin = organizationMember(db, { admin: true });
  const tags = ['audit-logs'];

  // GET /api/v1/organizations/{orgId}/audit-logs?actorId=&action=&subject=&outcome=&status=
  //   &from=&to=&q=&cursor=&limit= — newest first, keyset pages
  app.get(
    '/organizations/:orgId/audit-logs',
    {
      preHandler: admin,
      schema: {
        tags,
        params: OrgParamsSchema,
        querystring: AuditLogListQuerySchema,
        response: { 200: AuditLogListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listAuditLogs(db, { organizationId: request.params.orgId }, request.query),
  );

  // GET /api/v1/organizations/{orgId}/audit-logs/export?format=csv|jsonl&…the list's filters
  app.get(
    '/organizations/:orgId/audit-logs/export',
    {
      preHandler: admin,
      schema: {
        tags,
        params: OrgParamsSchema,
        querystring: AuditLogExportQuerySchema,
        response: {
          200: z.string().describe('CSV (text/csv) or JSON Lines (application/x-ndjson)'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const stream = await exportAuditLogs(
        db,
        { organizationId: request.params.orgId },
        filters,
        format,
      );
      return (
        reply
          .type(AUDIT_EXPORT_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${auditExportFileName(format)}"`)
          // Fastify pipes a stream as it is (no serializer); the schema types the body as text.
          .send(stream as unknown as string)
      );
    },
  );
};
