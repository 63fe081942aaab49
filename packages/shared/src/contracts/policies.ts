import { z } from 'zod';
import { POLICY_PATTERNS_MAX, policyPatternProblem } from '../policy-patterns';
import { NameSchema, PaginationQuerySchema, TimestampSchema } from './common';
import { PLUGIN_SEVERITIES } from './redteam';

/*
 * Custom policies — the Policy Library (CASL subject `CustomPolicy`), one library per
 * organization. A policy is a red-team plugin: its plugin id is `policy:<id>`, which is how scan
 * templates name it and how its vulnerabilities are keyed.
 */

export const POLICY_PLUGIN_PREFIX = 'policy:';
export const POLICY_TEXT_MAX = 4000;
export const POLICY_EXAMPLE_MAX = 4000;
/** promptfoo's default severity for its `policy` plugin. */
export const DEFAULT_POLICY_SEVERITY = 'high' as const;

/** The plugin id of a library policy. */
export const policyPluginId = (policyId: string) => `${POLICY_PLUGIN_PREFIX}${policyId}`;

const PatternListSchema = z
  .array(
    z
      .string({ error: 'A pattern must be text' })
      .trim()
      .superRefine((source, ctx) => {
        const problem = policyPatternProblem(source);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  )
  .max(POLICY_PATTERNS_MAX, { error: `At most ${POLICY_PATTERNS_MAX} patterns` });

/** Optional free text: blank is the same as absent. */
const ExampleSchema = z
  .string()
  .trim()
  .max(POLICY_EXAMPLE_MAX, { error: `An example must be at most ${POLICY_EXAMPLE_MAX} characters` })
  .optional()
  .transform((text) => (text ? text : undefined));

// POST /api/v1/redteam/policies · PUT /api/v1/redteam/policies/{id}
export const CustomPolicyInputSchema = z.object({
  name: NameSchema,
  /** The rule in plain words, as the target must follow it. */
  text: z
    .string({ error: 'Write the rule the target must follow' })
    .trim()
    .min(1, { error: 'Write the rule the target must follow' })
    .max(POLICY_TEXT_MAX, { error: `The rule must be at most ${POLICY_TEXT_MAX} characters` }),
  severity: z.enum(PLUGIN_SEVERITIES).default(DEFAULT_POLICY_SEVERITY),
  /** A reply that breaks the rule, and one that keeps it: few-shot examples for the graders. */
  violatingExample: ExampleSchema,
  compliantExample: ExampleSchema,
  /** Regexes (`/…/flags`) or plain phrases every reply must contain (a required disclaimer…). */
  mustMatch: PatternListSchema.default([]),
  /** Regexes or plain phrases no reply may contain. */
  mustNotMatch: PatternListSchema.default([]),
});
export type CustomPolicyInput = z.input<typeof CustomPolicyInputSchema>;
export type CustomPolicyValues = z.infer<typeof CustomPolicyInputSchema>;

const UserRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const CustomPolicySchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  /** `policy:<id>`: the plugin id in scan templates and vulnerabilities. */
  pluginId: z.string(),
  name: z.string(),
  text: z.string(),
  severity: z.enum(PLUGIN_SEVERITIES),
  violatingExample: z.string().nullable(),
  compliantExample: z.string().nullable(),
  mustMatch: z.array(z.string()),
  mustNotMatch: z.array(z.string()),
  /** Null once the user is deleted. */
  createdBy: UserRefSchema.nullable(),
  updatedBy: UserRefSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type CustomPolicy = z.infer<typeof CustomPolicySchema>;

export const CustomPolicyParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid policy ID' }),
});

// GET /api/v1/redteam/policies?q=&limit=&offset=   (by name)
export const CustomPolicyListQuerySchema = PaginationQuerySchema.extend({
  /** Matches the name or the rule (case-insensitive). */
  q: z.string().trim().min(1).max(200).optional(),
});
export type CustomPolicyListQuery = z.infer<typeof CustomPolicyListQuerySchema>;

export const CustomPolicyListResponseSchema = z.object({
  items: z.array(CustomPolicySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type CustomPolicyList = z.infer<typeof CustomPolicyListResponseSchema>;
