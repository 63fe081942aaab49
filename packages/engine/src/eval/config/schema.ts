import { z } from 'zod';
import { unsupportedReason } from '../assertions/registry';

/*
 * promptfoo's config format (the subset this engine runs), strict: an unknown key or a feature
 * not run here is a parse error naming its path, never a silently ignored setting.
 */

const ChatMessageSchema = z.strictObject({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
});

const PromptSchema = z.union([
  z.string().min(1),
  z.array(ChatMessageSchema).min(1),
  z.strictObject({ raw: z.string().min(1), label: z.string().optional() }),
  z.strictObject({ id: z.string().min(1), label: z.string().optional() }),
]);

const ProviderObjectSchema = z.strictObject({
  id: z.string().min(1),
  label: z.string().optional(),
  config: z.record(z.string(), z.unknown()).optional(),
});

const ProviderSchema = z.union([z.string().min(1), ProviderObjectSchema]);

export type AssertionInput = {
  type: string;
  value?: unknown;
  threshold?: number;
  weight?: number;
  metric?: string;
  config?: Record<string, unknown>;
  assert?: AssertionInput[];
};

export const AssertionSchema: z.ZodType<AssertionInput> = z.lazy(() =>
  z
    .strictObject({
      type: z.string().min(1),
      value: z.unknown().optional(),
      threshold: z.number().optional(),
      weight: z.number().min(0).optional(),
      metric: z.string().optional(),
      config: z.record(z.string(), z.unknown()).optional(),
      assert: z.array(AssertionSchema).optional(),
    })
    .superRefine((assertion, ctx) => {
      const reason = unsupportedReason(assertion.type);
      if (reason) {
        ctx.addIssue({
          code: 'custom',
          path: ['type'],
          message: `"${assertion.type}" assertions are ${reason}`,
        });
      }
      if (assertion.type === 'assert-set' && !assertion.assert?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['assert'],
          message: 'an assert-set needs a list of assertions',
        });
      }
      if (assertion.type !== 'assert-set' && assertion.assert !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['assert'],
          message: 'only an assert-set holds assertions',
        });
      }
    }),
);

const TestOptionsSchema = z.strictObject({
  /** promptfoo's switch to keep array vars whole instead of one test per item. */
  disableVarExpansion: z.boolean().optional(),
  prefix: z.string().optional(),
  suffix: z.string().optional(),
});

const VarsSchema = z.record(z.string(), z.unknown());

export const TestCaseSchema = z.strictObject({
  description: z.string().optional(),
  vars: VarsSchema.optional(),
  assert: z.array(AssertionSchema).optional(),
  options: TestOptionsSchema.optional(),
  threshold: z.number().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

const ScenarioSchema = z.strictObject({
  description: z.string().optional(),
  config: z.array(TestCaseSchema).min(1),
  tests: z.array(TestCaseSchema).min(1),
});

export const EvalConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  description: z.string().optional(),
  prompts: z.union([PromptSchema, z.array(PromptSchema).min(1)]),
  providers: z.union([ProviderSchema, z.array(ProviderSchema).min(1)]),
  tests: z.array(TestCaseSchema).default([]),
  defaultTest: TestCaseSchema.optional(),
  scenarios: z.array(ScenarioSchema).optional(),
  /** promptfoo's cloud sharing: nothing to share with in a local run. */
  sharing: z.boolean().optional(),
  /** Where promptfoo writes results; `-o` wins over it. */
  outputPath: z.string().optional(),
  evaluateOptions: z
    .strictObject({ maxConcurrency: z.number().int().min(1).optional() })
    .optional(),
});

export type TestCaseInput = z.infer<typeof TestCaseSchema>;
export type EvalConfigInput = z.infer<typeof EvalConfigSchema>;
export type PromptInput = z.infer<typeof PromptSchema>;
export type ProviderInput = z.infer<typeof ProviderSchema>;
