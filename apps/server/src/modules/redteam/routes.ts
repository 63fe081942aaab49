import {
  PluginDetailSchema,
  PluginListResponseSchema,
  PluginParamsSchema,
  StrategyListResponseSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOrganization } from '../../plugins/guards';
import { errorResponses } from '../../plugins/responses';
import * as catalogue from './service';

/**
 * The built-in red-team catalogue: plugins and strategies. It is the same for everyone and holds
 * no tenant data, so any member of an organization may read it — no team needed (every team
 * member holds `read PluginCollection` anyway). Customisations (severity overrides, custom
 * policies) are modules of their own, with their own guards.
 */
export const redteamRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['redteam'];
  const member = {
    preHandler: async (request: Parameters<typeof requireOrganization>[0]) => {
      requireOrganization(request);
    },
  };

  // GET /api/v1/redteam/plugins
  app.get(
    '/redteam/plugins',
    { ...member, schema: { tags, response: { 200: PluginListResponseSchema, ...errorResponses } } },
    async () => ({ plugins: catalogue.listPlugins() }),
  );

  // GET /api/v1/redteam/plugins/{id}
  app.get(
    '/redteam/plugins/:id',
    {
      ...member,
      schema: {
        tags,
        params: PluginParamsSchema,
        response: { 200: PluginDetailSchema, ...errorResponses },
      },
    },
    async (request) => catalogue.getPluginDetail(request.params.id),
  );

  // GET /api/v1/redteam/strategies
  app.get(
    '/redteam/strategies',
    {
      ...member,
      schema: { tags, response: { 200: StrategyListResponseSchema, ...errorResponses } },
    },
    async () => ({ strategies: catalogue.listStrategies() }),
  );
};
