import { z } from 'zod';
import { ACTIONS, SUBJECTS } from '../permissions';

const RuleActionSchema = z.enum([...ACTIONS, 'manage']);
const RuleSubjectSchema = z.enum([...SUBJECTS, 'all']);

/** A CASL raw rule as spec §3 lists it: action, subject, inverted, conditions, fields. */
export const RawRuleSchema = z.object({
  action: z.union([RuleActionSchema, z.array(RuleActionSchema)]),
  subject: z.union([RuleSubjectSchema, z.array(RuleSubjectSchema)]),
  inverted: z.boolean().optional(),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.array(z.string()).optional(),
});
