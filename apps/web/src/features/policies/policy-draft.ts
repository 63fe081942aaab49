import type { CustomPolicy, CustomPolicyInput } from '@crucible/shared';
import type { FormErrors } from '../../lib/form-errors';

/** The policy form's values: patterns are edited one per line. */
export type PolicyDraft = {
  name: string;
  text: string;
  severity: CustomPolicy['severity'];
  violatingExample: string;
  compliantExample: string;
  mustMatch: string;
  mustNotMatch: string;
};

export const EMPTY_POLICY: PolicyDraft = {
  name: '',
  text: '',
  severity: 'high',
  violatingExample: '',
  compliantExample: '',
  mustMatch: '',
  mustNotMatch: '',
};

export function draftOf(policy: CustomPolicy): PolicyDraft {
  return {
    name: policy.name,
    text: policy.text,
    severity: policy.severity,
    violatingExample: policy.violatingExample ?? '',
    compliantExample: policy.compliantExample ?? '',
    mustMatch: policy.mustMatch.join('\n'),
    mustNotMatch: policy.mustNotMatch.join('\n'),
  };
}

/** The filled lines of a pattern field, with their line numbers (1-based). */
function patternLines(text: string): { line: number; pattern: string }[] {
  return text
    .split('\n')
    .map((pattern, index) => ({ line: index + 1, pattern: pattern.trim() }))
    .filter(({ pattern }) => pattern !== '');
}

/** The request body of a draft (the contract schema checks it before it is sent). */
export function inputOf(draft: PolicyDraft): CustomPolicyInput {
  return {
    name: draft.name,
    text: draft.text,
    severity: draft.severity,
    violatingExample: draft.violatingExample,
    compliantExample: draft.compliantExample,
    mustMatch: patternLines(draft.mustMatch).map(({ pattern }) => pattern),
    mustNotMatch: patternLines(draft.mustNotMatch).map(({ pattern }) => pattern),
  };
}

/**
 * A pattern field's error, naming the line of the pattern it is about: the API names the
 * pattern by its place in the list (`mustNotMatch.1`), the form shows lines.
 */
export function patternError(
  errors: FormErrors,
  field: 'mustMatch' | 'mustNotMatch',
  text: string,
): string | undefined {
  if (errors.fields[field]) return errors.fields[field];
  const lines = patternLines(text);
  for (const [path, message] of Object.entries(errors.fields)) {
    const index = new RegExp(`^${field}\\.(\\d+)$`).exec(path)?.[1];
    if (index === undefined) continue;
    const line = lines[Number(index)]?.line;
    return line === undefined ? message : `Line ${line}: ${message}`;
  }
  return undefined;
}
