import { parseAllJsonFromText } from '../../util/json-from-text';
import { schemaErrors, schemaValidator } from './json-schema';
import type { AssertionContext, AssertionHandler, AssertionVerdict } from './types';

function verdict(holds: boolean, ctx: AssertionContext, failure: string): AssertionVerdict {
  const pass = holds !== ctx.inverse;
  if (pass) return { pass, reason: 'Assertion passed' };
  return { pass, reason: ctx.inverse ? 'Expected output to not be valid JSON' : failure };
}

/** `is-json`: the whole output parses as JSON and, when a schema is given, matches it. */
export const isJson: AssertionHandler = {
  type: 'is-json',
  evaluate(ctx) {
    const validate = schemaValidator(ctx.value, 'is-json');
    let parsed: unknown;
    if (typeof ctx.output === 'string') {
      try {
        parsed = JSON.parse(ctx.output) as unknown;
      } catch {
        return verdict(false, ctx, 'Expected output to be valid JSON');
      }
    } else parsed = ctx.output;
    if (validate && !validate(parsed)) {
      return verdict(false, ctx, `JSON does not conform to the schema: ${schemaErrors(validate)}`);
    }
    return verdict(true, ctx, '');
  },
};

/** `contains-json`: some JSON object or array in the output (and one matching the schema). */
export const containsJson: AssertionHandler = {
  type: 'contains-json',
  evaluate(ctx) {
    const validate = schemaValidator(ctx.value, 'contains-json');
    const values = typeof ctx.output === 'string' ? parseAllJsonFromText(ctx.output) : [ctx.output];
    if (values.length === 0) return verdict(false, ctx, 'Expected output to contain valid JSON');
    if (!validate) return verdict(true, ctx, '');
    let lastErrors = '';
    for (const value of values) {
      if (validate(value)) return verdict(true, ctx, '');
      lastErrors = schemaErrors(validate);
    }
    return verdict(false, ctx, `No JSON in the output conforms to the schema: ${lastErrors}`);
  },
};
