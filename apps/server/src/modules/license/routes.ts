import { InstallLicenseRequestSchema, LicenseInfoSchema } from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOrganizationAdmin, requireOrganization } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import { getLicenseInfo, installLicense } from './service';

export const licenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['license'];

  // GET /api/v1/license — the install's license and usage (spec §3, §4).
  app.get(
    '/license',
    { schema: { tags, response: { 200: LicenseInfoSchema, ...errorResponses } } },
    async (request) => {
      requireOrganization(request);
      return getLicenseInfo(deps.license);
    },
  );

  // PUT /api/v1/license — install a signed license key (organization administrators).
  app.put(
    '/license',
    {
      preHandler: currentOrganizationAdmin,
      config: { audit: { action: 'license.install', subject: 'License' } },
      schema: {
        tags,
        body: InstallLicenseRequestSchema,
        response: { 200: LicenseInfoSchema, ...errorResponses },
      },
    },
    async (request) =>
      installLicense(deps.license, {
        licenseKey: request.body.licenseKey,
        installedBy: request.auth?.user.id ?? null,
      }),
  );
};
