import {
  ClientConfigSchema,
  HealthResponseSchema,
  PERMISSION_SET_LABELS,
  PERMISSION_SETS,
  PermissionSetListResponseSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfig } from './client-config';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // GET /api/v1/health — for load balancers; no auth.
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await deps.database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'ok' : 'unreachable' });
    },
  );

  // GET /api/v1/config — the SPA's client config (spec §3).
  app.get(
    '/config',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: ClientConfigSchema } },
    },
    async () => clientConfig(deps.config),
  );

  // GET /api/v1/permission-sets — every permission set with its display label (spec §6).
  app.get(
    '/permission-sets',
    { schema: { tags: ['roles'], response: { 200: PermissionSetListResponseSchema } } },
    async () => ({
      permissionSets: PERMISSION_SETS.map((id) => ({ id, label: PERMISSION_SET_LABELS[id] ?? id })),
    }),
  );
};
