import {
  CreateWebhookRequestSchema,
  OrgParamsSchema,
  PaginationQuerySchema,
  UpdateWebhookRequestSchema,
  WebhookDeliveryListResponseSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookListResponseSchema,
  WebhookParamsSchema,
  WebhookWithSecretSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secretBoxOf } from '../../lib/secret-box';
import { organizationMember, requireAuth } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { relayDueDeliveries } from './delivery';
import * as webhooks from './service';

/** An organization's webhook endpoints and their delivery log: administrators only. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, jobs, logger } = app.deps;
  const deps: webhooks.WebhookServiceDeps = {
    db,
    box: secretBoxOf(config),
    allowPrivate: config.webhooks.allowPrivate,
  };
  const admin = organizationMember(db, { admin: true });
  const tags = ['webhooks'];
  const audit = (action: string) => ({
    audit: { action: `webhook.${action}`, subject: 'Webhook' },
  });
  /** Hands a just-queued delivery to the queue now rather than at the relay's next tick. */
  const relayNow = () =>
    void relayDueDeliveries({ db, jobs }).catch((error: unknown) =>
      logger.warn({ err: error }, 'webhook relay failed'),
    );

  // GET /api/v1/organizations/{orgId}/webhooks
  app.get(
    '/organizations/:orgId/webhooks',
    {
      preHandler: admin,
      schema: {
        tags,
        params: OrgParamsSchema,
        response: { 200: WebhookListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ webhooks: await webhooks.listWebhooks(db, request.params.orgId) }),
  );

  // POST /api/v1/organizations/{orgId}/webhooks — the signing secret is answered this once.
  app.post(
    '/organizations/:orgId/webhooks',
    {
      preHandler: admin,
      config: audit('create'),
      schema: {
        tags,
        params: OrgParamsSchema,
        body: CreateWebhookRequestSchema,
        response: { 201: WebhookWithSecretSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await webhooks.createWebhook(deps, {
        ...request.body,
        organizationId: request.params.orgId,
        createdBy: requireAuth(request).user.id,
      });
      request.auditSubjectId = created.id;
      return reply.status(201).send(created);
    },
  );

  // GET /api/v1/organizations/{orgId}/webhooks/{id}
  app.get(
    '/organizations/:orgId/webhooks/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        params: WebhookParamsSchema,
        response: { 200: WebhookEndpointSchema, ...errorResponses },
      },
    },
    async (request) =>
      webhooks.getWebhook(db, { organizationId: request.params.orgId, id: request.params.id }),
  );

  // PUT /api/v1/organizations/{orgId}/webhooks/{id}
  app.put(
    '/organizations/:orgId/webhooks/:id',
    {
      preHandler: admin,
      config: audit('update'),
      schema: {
        tags,
        params: WebhookParamsSchema,
        body: UpdateWebhookRequestSchema,
        response: { 200: WebhookEndpointSchema, ...errorResponses },
      },
    },
    async (request) => {
      request.auditSubjectId = request.params.id;
      return webhooks.updateWebhook(
        deps,
        { organizationId: request.params.orgId, id: request.params.id },
        request.body,
      );
    },
  );

  // DELETE /api/v1/organizations/{orgId}/webhooks/{id}
  app.delete(
    '/organizations/:orgId/webhooks/:id',
    {
      preHandler: admin,
      config: audit('delete'),
      schema: { tags, params: WebhookParamsSchema, response: noContent },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      await webhooks.deleteWebhook(db, {
        organizationId: request.params.orgId,
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  // POST /api/v1/organizations/{orgId}/webhooks/{id}/rotate-secret — new secret shown once.
  app.post(
    '/organizations/:orgId/webhooks/:id/rotate-secret',
    {
      preHandler: admin,
      config: audit('rotate-secret'),
      schema: {
        tags,
        params: WebhookParamsSchema,
        response: { 200: WebhookWithSecretSchema, ...errorResponses },
      },
    },
    async (request) => {
      request.auditSubjectId = request.params.id;
      return webhooks.rotateWebhookSecret(deps, {
        organizationId: request.params.orgId,
        id: request.params.id,
      });
    },
  );

  // POST /api/v1/organizations/{orgId}/webhooks/{id}/test
  app.post(
    '/organizations/:orgId/webhooks/:id/test',
    {
      preHandler: admin,
      config: audit('test'),
      schema: {
        tags,
        params: WebhookParamsSchema,
        response: { 202: WebhookDeliverySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      const delivery = await webhooks.sendTestEvent(db, {
        organizationId: request.params.orgId,
        id: request.params.id,
      });
      relayNow();
      return reply.status(202).send(delivery);
    },
  );

  // GET /api/v1/organizations/{orgId}/webhooks/{id}/deliveries?limit=&offset= — newest first.
  app.get(
    '/organizations/:orgId/webhooks/:id/deliveries',
    {
      preHandler: admin,
      schema: {
        tags,
        params: WebhookParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: WebhookDeliveryListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      webhooks.listDeliveries(
        db,
        { organizationId: request.params.orgId, id: request.params.id },
        request.query,
      ),
  );

  // POST /api/v1/organizations/{orgId}/webhooks/{id}/deliveries/{deliveryId}/resend
  app.post(
    '/organizations/:orgId/webhooks/:id/deliveries/:deliveryId/resend',
    {
      preHandler: admin,
      config: audit('resend'),
      schema: {
        tags,
        params: WebhookDeliveryParamsSchema,
        response: { 202: WebhookDeliverySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.id;
      const delivery = await webhooks.resendDelivery(db, {
        organizationId: request.params.orgId,
        id: request.params.id,
        deliveryId: request.params.deliveryId,
      });
      relayNow();
      return reply.status(202).send(delivery);
    },
  );
};
