import { DemoChatRequestSchema, DemoChatResponseSchema } from '@crucible/shared';
import { demoTargetReply } from '@crucible/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/responses';

/** Requests per minute and client address: generous for a scan, a brake on abuse. */
export const DEMO_CHAT_RATE_LIMIT = 600;

/**
 * The demo target over real HTTP, so an `http` target can be pointed at it: a deterministic,
 * deliberately vulnerable bank assistant holding only invented data. Public (no account),
 * rate-limited, and not audited — it changes nothing, and a scan would flood the audit log.
 */
export const demoTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/v1/demo-target/chat
  app.post(
    '/demo-target/chat',
    {
      config: {
        public: true,
        audit: false,
        rateLimit: { max: DEMO_CHAT_RATE_LIMIT, timeWindow: 60_000 },
      },
      schema: {
        tags: ['targets'],
        body: DemoChatRequestSchema,
        response: { 200: DemoChatResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ reply: demoTargetReply(request.body.messages) }),
  );
};
