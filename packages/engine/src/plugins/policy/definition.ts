import { createHash } from 'node:crypto';
import {
  DEFAULT_POLICY_SEVERITY,
  POLICY_EXAMPLE_MAX,
  POLICY_PATTERNS_MAX,
  POLICY_PLUGIN_PREFIX,
  POLICY_TEXT_MAX,
  policyPatternProblem,
} from '@crucible/shared';
import { z } from 'zod';
import { SEVERITIES, type Severity } from '../../types';

/**
 * A custom policy as the engine runs it: the rule in plain words and how to grade replies
 * against it. It travels with every test case of its plugin (`TestCaseMetadata.policy`), so a
 * probe is generated, graded and re-graded from the test case alone.
 */
export type PolicyDefinition = {
  /** A library policy's UUID, or an inline policy's hash of its text (promptfoo's form). */
  id: string;
  name: string;
  text: string;
  /** The policy's own severity (a plugin entry's `severity` may override it for one scan). */
  severity: Severity;
  mustMatch?: string[];
  mustNotMatch?: string[];
  violatingExample?: string;
  compliantExample?: string;
};

/** The plugin entry id of a policy in configs: `{id: 'policy', config: {policy: …}}`. */
export const POLICY_PLUGIN = 'policy';

export const isPolicyPluginId = (id: string) => id.startsWith(POLICY_PLUGIN_PREFIX);

export const policyPluginIdOf = (policy: Pick<PolicyDefinition, 'id'>) =>
  `${POLICY_PLUGIN_PREFIX}${policy.id}`;

/**
 * promptfoo's id for an inline policy: the first 12 hex digits of the SHA-256 of its (trimmed)
 * text, so the same text is the same plugin — and the same vulnerability — in every scan,
 * however the YAML around it is folded.
 */
export function inlinePolicyId(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** A name for a policy that has none: its first sentence, cut at a word near 60 characters. */
export function inlinePolicyName(text: string): string {
  const first = (text.split(/(?<=[.!?])\s|\n/)[0] ?? text).replace(/\s+/g, ' ').trim();
  const cut = first.replace(/[.!?]+$/, '');
  if (cut.length <= 60) return cut;
  const shortened = cut.slice(0, 60);
  return `${shortened.slice(0, Math.max(shortened.lastIndexOf(' '), 40)).trimEnd()}…`;
}

const POLICY_ID =
  /^(?:[0-9a-f]{12}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const TextSchema = z
  .string()
  .trim()
  .min(1, 'Write the policy: the rule the target must follow')
  .max(POLICY_TEXT_MAX, `A policy must be at most ${POLICY_TEXT_MAX} characters`);

/** promptfoo's policy object: `{id, name?, text?, severity?}`. */
const PolicyObjectSchema = z.object({
  id: z.string().regex(POLICY_ID, 'A policy id is a UUID or 12 hex digits').optional(),
  name: z.string().trim().min(1).max(100).optional(),
  text: TextSchema.optional(),
  severity: z.enum(SEVERITIES).optional(),
});

const PatternsSchema = z
  .array(
    z.string().superRefine((source, ctx) => {
      const problem = policyPatternProblem(source);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  )
  .max(POLICY_PATTERNS_MAX);
const ExampleSchema = z.string().trim().max(POLICY_EXAMPLE_MAX).optional();

/**
 * A `policy` plugin entry's `config`: promptfoo's `policy` (the text, or a policy object) and
 * Crucible's grading aids beside it. Other keys are left alone.
 */
export const PolicyConfigSchema = z.looseObject({
  policy: z.union([TextSchema, PolicyObjectSchema], {
    error: 'Give the policy: config.policy is its text (or {id, name, text})',
  }),
  mustMatch: PatternsSchema.optional(),
  mustNotMatch: PatternsSchema.optional(),
  violatingExample: ExampleSchema,
  compliantExample: ExampleSchema,
});

export type PolicyConfigResult =
  | { ok: true; policy: PolicyDefinition }
  | { ok: false; issues: { path: (string | number)[]; message: string }[] };

/**
 * The policy of a `policy` plugin entry. `severity` is the entry's: promptfoo puts it there.
 * A policy object without text cannot run here (a library reference is resolved by the server
 * before the engine sees it).
 */
export function policyFromConfig(config: unknown, severity?: Severity): PolicyConfigResult {
  const parsed = PolicyConfigSchema.safeParse(config ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
        message: issue.message,
      })),
    };
  }
  const { policy, mustMatch, mustNotMatch, violatingExample, compliantExample } = parsed.data;
  const object = typeof policy === 'string' ? { text: policy } : policy;
  if (!object.text) {
    return {
      ok: false,
      issues: [
        {
          path: ['policy', 'text'],
          message: object.id
            ? `Policy ${object.id} has no text here: give config.policy.text, or pick it from the Policy Library`
            : 'Write the policy: the rule the target must follow',
        },
      ],
    };
  }
  const definition: PolicyDefinition = {
    id: (object.id ?? inlinePolicyId(object.text)).toLowerCase(),
    name: object.name ?? inlinePolicyName(object.text),
    text: object.text,
    severity: object.severity ?? severity ?? DEFAULT_POLICY_SEVERITY,
    ...(mustMatch?.length ? { mustMatch } : {}),
    ...(mustNotMatch?.length ? { mustNotMatch } : {}),
    ...(violatingExample ? { violatingExample } : {}),
    ...(compliantExample ? { compliantExample } : {}),
  };
  return { ok: true, policy: definition };
}
