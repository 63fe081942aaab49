import type { z } from 'zod';
import { ApiError, errorMessage } from './api-client';

/** Field errors keyed by dotted path (the API's `details[].path`), plus one message for the form. */
export type FormErrors = { fields: Record<string, string>; form?: string };

export const NO_ERRORS: FormErrors = { fields: {} };

/** Errors of a client-side check with a contract schema, in the same shape as the server's. */
export function zodFormErrors(error: z.ZodError): FormErrors {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return { fields };
}

/** Errors answered by the server: field errors from `details`, else one form-level message. */
export function apiFormErrors(error: unknown): FormErrors {
  if (error instanceof ApiError && error.details.length > 0) {
    const fields: Record<string, string> = {};
    const orphans: string[] = [];
    for (const detail of error.details) {
      if (detail.path) fields[detail.path] ??= detail.message;
      else orphans.push(detail.message);
    }
    return { fields, form: orphans.length > 0 ? orphans.join(' ') : undefined };
  }
  return { fields: {}, form: errorMessage(error) };
}

/** The first error of a field or of any of its sub-paths (`permissionSets.2` → `permissionSets`). */
export function fieldError(errors: FormErrors, name: string): string | undefined {
  if (errors.fields[name]) return errors.fields[name];
  const prefix = `${name}.`;
  const key = Object.keys(errors.fields).find((path) => path.startsWith(prefix));
  return key ? errors.fields[key] : undefined;
}

/** The errors without those of a field the person just edited (its sub-paths included). */
export function clearFieldError(errors: FormErrors, name: string): FormErrors {
  const prefix = `${name}.`;
  const keys = Object.keys(errors.fields);
  if (!keys.some((path) => path === name || path.startsWith(prefix))) return errors;
  const fields = Object.fromEntries(
    Object.entries(errors.fields).filter(([path]) => path !== name && !path.startsWith(prefix)),
  );
  return { ...errors, fields };
}
