import { z } from 'zod';

export type ProviderRef = string | { id: string; label?: string; config?: Record<string, unknown> };

/** A grading provider as a config writes it (promptfoo's `options.provider` / `assert[].provider`). */
export const GradingProviderSchema = z.union([
  z.string().min(1),
  z.strictObject({
    id: z.string().min(1),
    label: z.string().optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  }),
  z
    .strictObject({
      text: z
        .union([
          z.string().min(1),
          z.strictObject({
            id: z.string().min(1),
            label: z.string().optional(),
            config: z.record(z.string(), z.unknown()).optional(),
          }),
        ])
        .optional(),
      embedding: z
        .union([
          z.string().min(1),
          z.strictObject({
            id: z.string().min(1),
            label: z.string().optional(),
            config: z.record(z.string(), z.unknown()).optional(),
          }),
        ])
        .optional(),
    })
    .refine((value) => value.text !== undefined || value.embedding !== undefined, {
      message: 'a grading provider needs "text" or "embedding"',
    }),
]);

export type GradingProviderInput = z.infer<typeof GradingProviderSchema>;
