import {
  ModelSettingsSchema,
  TestModelConnectionRequestSchema,
  TestModelConnectionResponseSchema,
  UpdateModelSettingsRequestSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secretBoxOf } from '../../lib/secret-box';
import { currentOrganizationAdmin, requireOrganization } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import * as modelSettings from './service';

/**
 * The current organization's attacker/generator and grader models. Members read them (keys as
 * set / not set); administrators change and test them — a test sends the saved key to the URL in
 * the request, so it is an administrator's action too.
 */
export const modelSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const box = secretBoxOf(config);
  const tags = ['model-settings'];

  // GET /api/v1/model-settings
  app.get(
    '/model-settings',
    { schema: { tags, response: { 200: ModelSettingsSchema, ...errorResponses } } },
    async (request) =>
      modelSettings.getModelSettings(db, requireOrganization(request).organization.id),
  );

  // PUT /api/v1/model-settings
  app.put(
    '/model-settings',
    {
      preHandler: currentOrganizationAdmin,
      config: { audit: { action: 'model-settings.update', subject: 'ModelSettings' } },
      schema: {
        tags,
        body: UpdateModelSettingsRequestSchema,
        response: { 200: ModelSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireOrganization(request);
      request.auditSubjectId = auth.organization.id;
      return modelSettings.updateModelSettings(db, box, {
        organizationId: auth.organization.id,
        userId: auth.user.id,
        request: request.body,
      });
    },
  );

  // POST /api/v1/model-settings/test
  app.post(
    '/model-settings/test',
    {
      preHandler: currentOrganizationAdmin,
      config: { audit: { action: 'model-settings.test', subject: 'ModelSettings' } },
      schema: {
        tags,
        body: TestModelConnectionRequestSchema,
        response: { 200: TestModelConnectionResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      modelSettings.testModelConnection(db, box, {
        organizationId: requireOrganization(request).organization.id,
        request: request.body,
      }),
  );
};
