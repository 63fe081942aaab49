import { RemediationParamsSchema, RemediationPlanSchema, type Action } from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireAbility, requireOrganization } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import { teamOfScan } from '../scans/service';
import * as remediation from './service';

export const BUNDLE_DISABLED_MESSAGE =
  'The remediation bundle is disabled on this server (CRUCIBLE_DISABLE_REMEDIATION_BUNDLE)';

/**
 * The remediation report of a scan. Reading it needs `read` on reports (`Eval`, as the
 * Reports menu) and on vulnerabilities (`Issue`: the plan is built from them) in the scan's
 * team; a scan of another organization is not found. The bundle is refused (403) when the
 * server's `disableRemediationBundle` is on.
 */
export const remediationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const tags = ['reports'];
  const bundleAvailable = !config.client.disableRemediationBundle;
  const scopeOf = (request: FastifyRequest) => ({
    organizationId: requireOrganization(request).organization.id,
    scanId: (request.params as { scanId: string }).scanId,
  });
  const inScanTeam = (action: Action) =>
    (['Eval', 'Issue'] as const).map((subject) =>
      requireAbility(db, action, subject, (request) => teamOfScan(db, scopeOf(request))),
    );

  // GET /api/v1/reports/{scanId}/remediation
  app.get(
    '/reports/:scanId/remediation',
    {
      preHandler: inScanTeam('read'),
      schema: {
        tags,
        params: RemediationParamsSchema,
        response: { 200: RemediationPlanSchema, ...errorResponses, 409: errorResponses[404] },
      },
    },
    async (request) => remediation.getRemediationPlan(db, { ...scopeOf(request), bundleAvailable }),
  );

  // GET /api/v1/reports/{scanId}/remediation/bundle   → application/zip
  app.get(
    '/reports/:scanId/remediation/bundle',
    {
      // Signed in and allowed to read the scan first: a stranger learns nothing, not even this.
      preHandler: [
        ...inScanTeam('read'),
        async () => {
          if (!bundleAvailable) throw AppError.forbidden(BUNDLE_DISABLED_MESSAGE);
        },
      ],
      schema: {
        tags,
        params: RemediationParamsSchema,
        response: {
          200: z
            .string()
            .describe(
              'A zip (application/zip): README.md, remediation-plan.md, system-prompt-patch.txt, guardrails.json, regression-scan.yaml',
            ),
          ...errorResponses,
          409: errorResponses[404],
        },
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await remediation.remediationBundle(db, scopeOf(request));
      return (
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // A Buffer goes out as it is (no serializer); the schema documents it as binary text.
          .send(Buffer.from(zip) as unknown as string)
      );
    },
  );
};
