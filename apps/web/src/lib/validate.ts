import type { z } from 'zod';
import { zodFormErrors, type FormErrors } from './form-errors';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/** Checks form values with a contract schema before they are sent (STYLE rule 3). */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: zodFormErrors(result.error) };
}
