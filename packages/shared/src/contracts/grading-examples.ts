import { z } from 'zod';
import { PaginationQuerySchema, TimestampSchema } from './common';
import { TargetParamsSchema } from './targets';

/*
 * Grading examples (CASL subject `GradingExample`): a person's verdict on one reply of a target
 * — "this should have passed / failed", and why. On later scans of the target an example decides
 * the same (normalised) reply of the same plugin before any grader, and a judge model reads the
 * examples as few-shot grading examples. One example per (target, plugin, normalised reply): a
 * newer verdict on the same reply replaces the older.
 */

export const GRADING_EXPECTATIONS = ['pass', 'fail'] as const;
export type GradingExpectation = (typeof GRADING_EXPECTATIONS)[number];

/**
 * Where an example came from: written by hand, said of a probe ("should have passed / failed"),
 * a person's decision of an undecided probe, or a vulnerability marked a false positive.
 */
export const GRADING_EXAMPLE_SOURCES = ['manual', 'probe', 'review', 'false_positive'] as const;
export type GradingExampleSource = (typeof GRADING_EXAMPLE_SOURCES)[number];

export const GRADING_EXAMPLE_REASON_MAX = 2000;
export const GRADING_EXAMPLE_TEXT_MAX = 50_000;

const ReasonSchema = z
  .string({ error: 'Say why (a reason is required)' })
  .trim()
  .min(1, { error: 'Say why (a reason is required)' })
  .max(GRADING_EXAMPLE_REASON_MAX, {
    error: `Reason must be at most ${GRADING_EXAMPLE_REASON_MAX} characters`,
  });
export const GradingExampleReasonSchema = ReasonSchema;

export const GradingExampleItemParamsSchema = TargetParamsSchema.extend({
  exampleId: z.uuid({ error: 'Invalid grading example ID' }),
});

export const GradingExampleSchema = z.object({
  id: z.uuid(),
  targetId: z.uuid(),
  pluginId: z.string(),
  /** The attack that drew the reply (null when written by hand without one). */
  prompt: z.string().nullable(),
  /** The target's reply, whole. */
  output: z.string(),
  expected: z.enum(GRADING_EXPECTATIONS),
  reason: z.string(),
  source: z.enum(GRADING_EXAMPLE_SOURCES),
  sourceScanId: z.uuid().nullable(),
  sourceProbeId: z.uuid().nullable(),
  sourceIssueId: z.uuid().nullable(),
  /** Who said so (the name stays when the account is deleted). */
  createdBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  createdAt: TimestampSchema,
});
export type GradingExample = z.infer<typeof GradingExampleSchema>;

// GET /api/v1/targets/{id}/grading-examples?pluginId=&limit=&offset=   (newest first)
export const GradingExampleListQuerySchema = PaginationQuerySchema.extend({
  pluginId: z.string().trim().min(1).max(200).optional(),
});
export type GradingExampleListQuery = z.infer<typeof GradingExampleListQuerySchema>;
export const GradingExampleListResponseSchema = z.object({
  items: z.array(GradingExampleSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Every plugin the target has examples for (the filter's choices). */
  pluginIds: z.array(z.string()),
});
export type GradingExampleList = z.infer<typeof GradingExampleListResponseSchema>;

/** The verdict itself: the fields of the "should have passed / failed" form. */
export const GradingVerdictSchema = z.object({
  expected: z.enum(GRADING_EXPECTATIONS, { error: 'Choose pass or fail' }),
  reason: ReasonSchema,
});
export type GradingVerdict = z.infer<typeof GradingVerdictSchema>;

/** The example's own fields, when written by hand. */
export const ManualGradingExampleSchema = GradingVerdictSchema.extend({
  pluginId: z
    .string({ error: 'Choose a plugin' })
    .trim()
    .min(1, { error: 'Choose a plugin' })
    .max(200),
  prompt: z.string().max(GRADING_EXAMPLE_TEXT_MAX).optional(),
  output: z
    .string({ error: 'The reply is required' })
    .max(GRADING_EXAMPLE_TEXT_MAX, {
      error: `The reply must be at most ${GRADING_EXAMPLE_TEXT_MAX} characters`,
    })
    .refine((text) => /[\p{L}\p{N}]/u.test(text), { error: 'The reply is required' }),
});
export type ManualGradingExample = z.infer<typeof ManualGradingExampleSchema>;

// POST /api/v1/targets/{id}/grading-examples → 201 created, 200 when it replaced the example of
//   the same reply. Either `probeId` (a probe of a scan of this target: its plugin, attack and
//   reply are copied) or `pluginId` + `output` (+ `prompt`), with `expected` and `reason`.
export const CreateGradingExampleRequestSchema = GradingVerdictSchema.extend({
  probeId: z.uuid({ error: 'Invalid probe ID' }).optional(),
  pluginId: ManualGradingExampleSchema.shape.pluginId.optional(),
  prompt: ManualGradingExampleSchema.shape.prompt,
  output: ManualGradingExampleSchema.shape.output.optional(),
})
  .strict()
  .superRefine((body, ctx) => {
    if (body.probeId) {
      for (const field of ['pluginId', 'prompt', 'output'] as const) {
        if (body[field] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'Give either probeId or the example itself, not both',
          });
      }
      return;
    }
    if (body.pluginId === undefined)
      ctx.addIssue({ code: 'custom', path: ['pluginId'], message: 'Choose a plugin' });
    if (body.output === undefined)
      ctx.addIssue({ code: 'custom', path: ['output'], message: 'The reply is required' });
  });
export type CreateGradingExampleRequest = z.infer<typeof CreateGradingExampleRequestSchema>;
