import type { TargetSecretsSet } from '@crucible/shared';
import { clearFieldError, fieldError, type FormErrors } from '../../lib/form-errors';
import type { TargetDraft } from './target-draft';

/** What each section of the target form receives. */
export type TargetFieldsProps = {
  draft: TargetDraft;
  update: (patch: Partial<TargetDraft>) => void;
  errors: FormErrors;
  secretsSet: TargetSecretsSet;
  disabled: boolean;
};

/** `error` / `helperText` of a field whose API path is `path`. */
export function errorProps(errors: FormErrors, path: string, helperText?: string) {
  const error = fieldError(errors, path);
  return { error: Boolean(error), helperText: error ?? helperText };
}

/** API paths the target form shows under a field; errors of any other path go to its alert. */
const SHOWN_PATHS = [
  'name',
  'purpose',
  ...[
    'url',
    'method',
    'headers',
    'query',
    'body',
    'message',
    'extract',
    'errorStatuses',
    'auth',
    'baseUrl',
    'model',
    'systemPrompt',
    'systemPromptNotes',
    'allowedBehaviours',
    'forbiddenBehaviours',
    'profile',
    'concurrency',
    'rpm',
    'delayMs',
    'timeoutMs',
    'retries',
  ].map((field) => `config.${field}`),
  'secrets.apiKey',
  'secrets.authSecret',
  'secrets.headers',
];

/** The form-level message plus the errors no field shows (e.g. `secrets` as a whole). */
export function formMessage(errors: FormErrors): string | undefined {
  const orphans = Object.entries(errors.fields)
    .filter(
      ([path]) => !SHOWN_PATHS.some((shown) => path === shown || path.startsWith(`${shown}.`)),
    )
    .map(([, message]) => message);
  const messages = [errors.form, ...orphans].filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** The profile's draft fields, under `config.profile`. */
export const PROFILE_FIELDS = [
  'industry',
  'organisation',
  'products',
  'competitors',
  'userRoles',
  'personalData',
  'tools',
] as const satisfies readonly (keyof TargetDraft)[];

/** Draft fields whose API path is not `config.<field>`. */
const DRAFT_PATHS: Partial<Record<keyof TargetDraft, string>> = {
  name: 'name',
  purpose: 'purpose',
  extractType: 'config.extract',
  extractValue: 'config.extract',
  authType: 'config.auth',
  authHeaderName: 'config.auth',
  authUsername: 'config.auth',
  apiKey: 'secrets.apiKey',
  authSecret: 'secrets.authSecret',
  secretHeaders: 'secrets',
  ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, `config.profile.${field}`])),
};

/** The errors without those of the fields an edit touched. */
export function clearEdited(errors: FormErrors, patch: Partial<TargetDraft>): FormErrors {
  return (Object.keys(patch) as (keyof TargetDraft)[]).reduce(
    (next, field) => clearFieldError(next, DRAFT_PATHS[field] ?? `config.${field}`),
    errors,
  );
}
