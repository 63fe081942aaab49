import { z } from 'zod';
import { baseType, unsupportedReason } from '../assertions/registry';
import { GradingProviderSchema } from '../grading/schema';

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
  provider?: unknown;
  rubricPrompt?: unknown;
  contextTransform?: string;
  options?: {
    provider?: unknown;
    rubricPrompt?: unknown;
    factuality?: Record<string, number | undefined>;
  };
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
      /** The grading model of a model-graded assertion (wins over the test's). */
      provider: GradingProviderSchema.optional(),
      /** Replaces a model-graded assertion's grading prompt. */
      rubricPrompt: RubricPromptSchema.optional(),
      /** context-*: a JavaScript expression over `output` (and `context`) giving the context. */
      contextTransform: z.string().min(1).optional(),
      /** Grading options for this assertion only (promptfoo's docs show `options.factuality` here). */
      options: AssertionOptionsSchema.optional(),
    })
    .superRefine((assertion, ctx) => {
      const reason = unsupportedReason(assertion.type);
      if (reason) {
        ctx.addIssue({
          code: 'custom',
          path: ['type'],
          message: reason.startsWith('cannot')
            ? `"${assertion.type}": ${baseType(assertion.type).base} ${reason}`
            : `"${assertion.type}" assertions are ${reason}`,
        });
      }
      if (assertion.type === 'assert-set' && !assertion.assert?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['assert'],
          message: 'an assert-set needs a list of assertions',
        });
      }
      if (assertion.assert?.some((member) => member.type.replace(/^not-/, '') === 'select-best')) {
        ctx.addIssue({
          code: 'custom',
          path: ['assert'],
          message: 'select-best compares cells: it cannot be inside an assert-set',
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

/** A grading prompt: text, a chat (messages), or g-eval's `{steps, evaluate}`. */
const RubricPromptSchema = z.union([
  z.string().min(1),
  z.array(z.union([z.string(), ChatMessageSchema])).min(1),
  z.record(z.string(), z.unknown()),
]);

/** factuality's score per category (promptfoo's `options.factuality`); 0 fails the category. */
const FactualityScoresSchema = z.strictObject({
  subset: z.number().min(0).optional(),
  superset: z.number().min(0).optional(),
  agree: z.number().min(0).optional(),
  disagree: z.number().min(0).optional(),
  differButFactual: z.number().min(0).optional(),
});

const AssertionOptionsSchema = z.strictObject({
  provider: GradingProviderSchema.optional(),
  rubricPrompt: RubricPromptSchema.optional(),
  factuality: FactualityScoresSchema.optional(),
});

const TestOptionsSchema = z.strictObject({
  /** promptfoo's switch to keep array vars whole instead of one test per item. */
  disableVarExpansion: z.boolean().optional(),
  prefix: z.string().optional(),
  suffix: z.string().optional(),
  /** The grading model of the test's model-graded assertions. */
  provider: GradingProviderSchema.optional(),
  rubricPrompt: RubricPromptSchema.optional(),
  factuality: FactualityScoresSchema.optional(),
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
