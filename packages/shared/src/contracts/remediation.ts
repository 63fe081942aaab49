import { z } from 'zod';
import { TimestampSchema } from './common';
import { PLUGIN_CATEGORY_IDS, PLUGIN_SEVERITIES } from './redteam';

/*
 * The remediation report of a completed scan: a prioritised plan for the open vulnerabilities
 * the scan saw, and the bundle that carries it (plan, system-prompt patch, guardrail rules and
 * a regression scan template of the failing probes). docs/remediation.md describes the rules.
 */

export const REMEDIATION_EFFORTS = ['low', 'medium', 'high'] as const;
export type RemediationEffort = (typeof REMEDIATION_EFFORTS)[number];

/**
 * What a guardrail rule looks for: a regular expression (JavaScript syntax, `flags` from
 * `imsu`), or a named classifier — one of the engine's detectors (`pii`, `secrets`,
 * `prompt-leak`, `harmful-intent`, `malicious-code`…) or its equivalent in your guardrail.
 */
export const GuardrailMatchSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('regex'),
    pattern: z.string().min(1),
    flags: z
      .string()
      .regex(/^[imsu]*$/)
      .optional(),
  }),
  z.object({
    type: z.literal('classifier'),
    name: z.string().min(1),
  }),
]);
export type GuardrailMatch = z.infer<typeof GuardrailMatchSchema>;

/**
 * One input or output guardrail rule, as data. `input` rules read what a user (or a document,
 * tool result or retrieved chunk) sends the model; `output` rules read the model's reply
 * before anyone or anything acts on it. `block` refuses with `message`, `redact` replaces each
 * match with `replacement` (default `[REDACTED]`), `flag` lets it through and records it.
 */
export const GuardrailRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9.:-]*$/),
  kind: z.enum(['input', 'output']),
  description: z.string().min(1),
  match: GuardrailMatchSchema,
  action: z.enum(['block', 'redact', 'flag']),
  /** `block`: what the user sees instead. */
  message: z.string().optional(),
  /** `redact`: what replaces each match. */
  replacement: z.string().optional(),
});
export type GuardrailRule = z.infer<typeof GuardrailRuleSchema>;

/** A change to the application around the model (least privilege, encoding, approval…). */
export const ArchitectureChangeSchema = z.object({ title: z.string(), detail: z.string() });
export type ArchitectureChange = z.infer<typeof ArchitectureChangeSchema>;

/** A framework item the weakness falls under, e.g. `owasp:llm:07` LLM07 System Prompt Leakage. */
export const RemediationReferenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  frameworkId: z.string(),
  frameworkName: z.string(),
});
export type RemediationReference = z.infer<typeof RemediationReferenceSchema>;

/** A failing probe quoted as evidence (excerpts; the whole probe is one GET away). */
export const RemediationExampleSchema = z.object({
  probeId: z.uuid(),
  strategyId: z.string(),
  strategyName: z.string(),
  /** The attack as sent (the last user turn of a conversation), cut to an excerpt. */
  attack: z.string(),
  reply: z.string().nullable(),
  grader: z.string().nullable(),
  /** The grader's reason for the failure. */
  reason: z.string().nullable(),
  /** User turns of the conversation (1 for a single prompt). */
  turns: z.number().int(),
});
export type RemediationExample = z.infer<typeof RemediationExampleSchema>;

export const RemediationItemSchema = z.object({
  /** 1 = fix first. */
  rank: z.number().int(),
  issueId: z.uuid(),
  pluginId: z.string(),
  pluginName: z.string(),
  category: z.enum(PLUGIN_CATEGORY_IDS),
  /** The vulnerability's effective severity (a person's override included). */
  severity: z.enum(PLUGIN_SEVERITIES),
  /** In this scan: failed / graded probes of the plugin. */
  failed: z.number().int(),
  total: z.number().int(),
  asr: z.number(),
  effort: z.enum(REMEDIATION_EFFORTS),
  /** impact(severity) × (0.5 + 0.5 × √ASR) × effort factor: the order of the plan. */
  priority: z.number(),
  /** Why it happens: the mechanism, then what this scan's evidence shows. */
  why: z.object({
    cause: z.string(),
    evidence: z.string(),
    strategies: z.array(z.object({ id: z.string(), name: z.string(), failed: z.number().int() })),
    examples: z.array(RemediationExampleSchema),
  }),
  mitigations: z.object({
    /** Text to add to the target's system prompt, written for this target. */
    systemPrompt: z.string(),
    guardrails: z.array(GuardrailRuleSchema),
    architecture: z.array(ArchitectureChangeSchema),
  }),
  references: z.array(RemediationReferenceSchema),
  /** `plugin`: advice written for this plugin; `category`: its category's general advice. */
  adviceScope: z.enum(['plugin', 'category']),
});
export type RemediationItem = z.infer<typeof RemediationItemSchema>;

export const RemediationParamsSchema = z.object({
  scanId: z.uuid({ error: 'Invalid scan ID' }),
});

// GET /api/v1/reports/{scanId}/remediation
export const RemediationPlanSchema = z.object({
  scanId: z.uuid(),
  targetId: z.uuid().nullable(),
  targetName: z.string(),
  /** The purpose the advice was written for (the target's, else the scan's). */
  purpose: z.string().nullable(),
  scanFinishedAt: TimestampSchema.nullable(),
  /** False when the server's `disableRemediationBundle` is on: the bundle is refused. */
  bundleAvailable: z.boolean(),
  totals: z.object({
    items: z.number().int(),
    failingProbes: z.number().int(),
    bySeverity: z.object({
      critical: z.number().int(),
      high: z.number().int(),
      medium: z.number().int(),
      low: z.number().int(),
    }),
  }),
  /** Every item's system-prompt text, in plan order, under one header: the patch to apply. */
  systemPromptPatch: z.string(),
  items: z.array(RemediationItemSchema),
});
export type RemediationPlan = z.infer<typeof RemediationPlanSchema>;

// GET /api/v1/reports/{scanId}/remediation/bundle → application/zip
//   README.md, remediation-plan.md, system-prompt-patch.txt, guardrails.json, regression-scan.yaml
export const REMEDIATION_BUNDLE_FILES = [
  'README.md',
  'remediation-plan.md',
  'system-prompt-patch.txt',
  'guardrails.json',
  'regression-scan.yaml',
] as const;
