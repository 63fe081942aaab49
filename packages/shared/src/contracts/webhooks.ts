import { z } from 'zod';
import { TimestampSchema } from './common';
import { OrgParamsSchema } from './organizations';
import { PLUGIN_SEVERITIES } from './redteam';

/**
 * Events an endpoint may subscribe to, grouped as the settings page shows them. Every payload
 * carries `version` (docs/api.md, "Webhook events"); a breaking change bumps it.
 */
export const WEBHOOK_EVENT_GROUPS = {
  Scans: ['scan.started', 'scan.completed', 'scan.failed'],
  Vulnerabilities: [
    'vulnerability.created',
    'vulnerability.status_changed',
    'vulnerability.regressed',
  ],
  Evaluations: ['eval.completed'],
  'Model audit': ['model_audit.completed'],
  License: ['license.status_changed'],
  Members: ['member.added', 'member.removed'],
} as const;
export const WEBHOOK_EVENT_TYPES = Object.values(WEBHOOK_EVENT_GROUPS).flat();
export type WebhookEventType =
  (typeof WEBHOOK_EVENT_GROUPS)[keyof typeof WEBHOOK_EVENT_GROUPS][number];
/** Sent by "Send test event"; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOK_PAYLOAD_VERSION = 1;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** An event as emitted by the feature where it happened; the envelope is added on delivery. */
export const WebhookEventSchema = z.object({
  type: z.union([z.enum(WEBHOOK_EVENT_TYPES), z.literal(WEBHOOK_TEST_EVENT)]),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** model_audit.completed is sent only when a finding is at or above this severity. */
  minModelAuditSeverity: z.enum(PLUGIN_SEVERITIES),
  enabled: z.boolean(),
  /** Why the server disabled it (persistent failure); null when an admin did or it is enabled. */
  disabledReason: z.string().nullable(),
  /** While a rotated-out secret still signs (24 h), its expiry. */
  previousSecretExpiresAt: TimestampSchema.nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookParamsSchema = OrgParamsSchema.extend({
  id: z.uuid({ error: 'Invalid webhook ID' }),
});
export const WebhookDeliveryParamsSchema = WebhookParamsSchema.extend({
  deliveryId: z.uuid({ error: 'Invalid delivery ID' }),
});

// GET /api/v1/organizations/{orgId}/webhooks
export const WebhookListResponseSchema = z.object({ webhooks: z.array(WebhookEndpointSchema) });

const WebhookUrlSchema = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, { error: 'URL is required' })
  .max(2000, { error: 'URL must be at most 2000 characters' })
  .pipe(z.url({ protocol: /^https?$/, error: 'URL must be an http or https URL' }));

// POST /api/v1/organizations/{orgId}/webhooks
export const CreateWebhookRequestSchema = z.object({
  url: WebhookUrlSchema,
  description: z
    .string()
    .trim()
    .max(500, { error: 'Description must be at most 500 characters' })
    .default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event type' }), {
      error: 'Choose at least one event',
    })
    .min(1, { error: 'Choose at least one event' })
    .transform((events) => [...new Set(events)]),
  minModelAuditSeverity: z.enum(PLUGIN_SEVERITIES).default('high'),
  enabled: z.boolean().default(true),
});
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequestSchema>;
/** The signing secret (`whsec_…`) is answered once, here and on rotation. */
export const WebhookWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });

// PUT /api/v1/organizations/{orgId}/webhooks/{id} — enabling clears the disabled reason.
export const UpdateWebhookRequestSchema = CreateWebhookRequestSchema;
export type UpdateWebhookRequest = z.input<typeof UpdateWebhookRequestSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header: the same on every attempt, so receivers can de-duplicate. */
  eventId: z.string(),
  eventType: z.string(),
  payload: z.unknown(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The first 1,000 characters of the answer, or the network error. */
  responseSnippet: z.string().nullable(),
  nextAttemptAt: TimestampSchema.nullable(),
  lastAttemptAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

// GET /api/v1/organizations/{orgId}/webhooks/{id}/deliveries?limit=&offset=
export const WebhookDeliveryListResponseSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  total: z.number().int(),
});
