import { z } from 'zod';

/** Background jobs: a name and the payload schema, shared by whoever enqueues and whoever works. */
export const SendEmailJobSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});
export type SendEmailJob = z.infer<typeof SendEmailJobSchema>;

export const JOBS = {
  'send-email': SendEmailJobSchema,
} as const;
export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]>;
