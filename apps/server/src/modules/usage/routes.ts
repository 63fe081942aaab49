import { OrgParamsSchema, UsageQuerySchema, UsageResponseSchema } from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationMember } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import { exportUsage, usageExportFileName } from './export';
import { getUsage, usageRange } from './service';

/** An organization's usage and its daily rows as CSV: administrators only. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, license } = app.deps;
  const admin = organizationMember(db, { admin: true });
  const tags = ['usage'];

  // GET /api/v1/organizations/{orgId}/usage?from=&to= — UTC days, both ends included
  app.get(
    '/organizations/:orgId/usage',
    {
      preHandler: admin,
      schema: {
        tags,
        params: OrgParamsSchema,
        querystring: UsageQuerySchema,
        response: { 200: UsageResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getUsage(
        { db, license },
        { organizationId: request.params.orgId, range: usageRange(request.query) },
      ),
  );

  // GET /api/v1/organizations/{orgId}/usage/export?from=&to= → CSV, a line per target and day
  app.get(
    '/organizations/:orgId/usage/export',
    {
      preHandler: admin,
      schema: {
        tags,
        params: OrgParamsSchema,
        querystring: UsageQuerySchema,
        response: {
          200: z.string().describe('CSV (text/csv): day, target, team, probes'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const range = usageRange(request.query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${usageExportFileName(range)}"`)
          // Fastify pipes a stream as it is (no serializer); the schema types the body as text.
          .send(exportUsage(db, request.params.orgId, range) as unknown as string)
      );
    },
  );
};
