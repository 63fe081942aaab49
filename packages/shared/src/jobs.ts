import { z } from 'zod';

/** Background jobs: a name and the payload schema, shared by whoever enqueues and whoever works. */
export const SendEmailJobSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});
export type SendEmailJob = z.infer<typeof SendEmailJobSchema>;

/** Scan jobs name the scan only: everything else is read from its row, so a retry sees the latest state. */
export const ScanJobSchema = z.object({ scanId: z.uuid() });
export type ScanJob = z.infer<typeof ScanJobSchema>;

/** One webhook delivery attempt; the row says which attempt and when (modules/webhooks). */
export const WebhookDeliveryJobSchema = z.object({ deliveryId: z.uuid() });
export type WebhookDeliveryJob = z.infer<typeof WebhookDeliveryJobSchema>;

/** Eval jobs name the eval only (`eval-…`): the config and the stored cells are read from the rows. */
export const EvalJobSchema = z.object({ evalId: z.string().min(1) });
export type EvalJob = z.infer<typeof EvalJobSchema>;

export const JOBS = {
  'send-email': SendEmailJobSchema,
  /** Expands the scan's config into probes (idempotent), then fans out `scan-batch` jobs. */
  'scan-generate': ScanJobSchema,
  /** Claims up to a batch of the scan's probes, runs them under the target's limits, stores each. */
  'scan-batch': ScanJobSchema,
  /** Rolls up risk and counts, sets the final status and records usage exactly once. */
  'scan-finalize': ScanJobSchema,
  /** The grader model judges a finished scan's undecided probes, then the scan is scored again. */
  'scan-regrade': ScanJobSchema,
  /** Sends one webhook delivery; a failure reschedules it by the backoff schedule. */
  'webhook-deliver': WebhookDeliveryJobSchema,
  /** Scans a model-audit scan's files (again from the start on a retry) and stores its findings. */
  'model-audit-scan': ScanJobSchema,
  /** Runs the eval's cells not yet stored (so a retry resumes), storing each batch as it completes. */
  'eval-run': EvalJobSchema,
} as const;
export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]>;
