import { z } from 'zod';
import { ATTACK_STYLES, type Attack } from '../corpus/types';
import file from './templates.json';

/**
 * The custom-policy plugin's attack templates (`templates.json`): generic ways to ask a target
 * to break a rule — direct asks, authority claims, role-play, hypotheticals, "just this once",
 * multi-step, indirect (embedded in an email or a note), fiction, completion, pretexts and
 * other languages. Each is a nunjucks template over `{{ask}}` / `{{Ask}}` (the request, from
 * `rule.ts`), `{{clause}}` (the clause of the rule) and the profile slots (`corpus/slots.ts`).
 */
export type PolicyTemplate = Attack & { kind: string };

const TemplateFileSchema = z.object({
  templates: z
    .array(
      z.object({
        style: z.enum(ATTACK_STYLES),
        kind: z.string().min(1),
        prompt: z
          .string()
          .min(10)
          .refine((prompt) => /\{\{\s*(?:ask|Ask|clause)\s*\}\}/.test(prompt), {
            message: 'A template must use {{ask}}, {{Ask}} or {{clause}}',
          }),
      }),
    )
    .min(20, { message: 'Keep at least 20 templates: a scan spreads its probes over them' }),
});

/** Checked once when the module loads: a broken data file fails at start, not mid-scan. */
export const POLICY_TEMPLATES: readonly PolicyTemplate[] = TemplateFileSchema.parse(file).templates;
