import { Ajv, type ValidateFunction } from 'ajv';
import { load as parseYaml } from 'js-yaml';
import { AssertionConfigError } from './types';

// strict: false because LLM-facing schemas often carry keywords Ajv does not know (examples,
// descriptions in odd places); they should validate, not throw.
const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** The schema of an is-json / contains-json value: an object, or JSON/YAML text of one. */
export function schemaValidator(value: unknown, type: string): ValidateFunction | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const schema: unknown = typeof value === 'string' ? parseYaml(value) : value;
  if (schema === null || typeof schema !== 'object') {
    throw new AssertionConfigError(`"${type}" value must be a JSON schema object`);
  }
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    try {
      validate = ajv.compile(schema);
    } catch (error) {
      throw new AssertionConfigError(`Invalid JSON schema: ${(error as Error).message}`);
    }
    compiled.set(key, validate);
  }
  return validate;
}

export function schemaErrors(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors);
}
