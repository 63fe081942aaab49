import { dangerousNames, marshalStrings } from './marshal-strings';

/**
 * What a Lambda layer's config says its function is. Keras has written it several ways:
 * - legacy HDF5 / tf.keras 2: `function` = [base64 code, defaults, closure] (or the bare base64
 *   string in Keras 1), `function_type` "lambda"; or a function name with `module`, type "function";
 * - tf.keras 2.13+: `{"class_name": "__lambda__", "config": {"value": [code, defaults, closure]}}`;
 * - Keras 3: `{"class_name": "__lambda__", "config": {"code": code, …}}`, or a function reference
 *   `{"module": …, "class_name": "function", "config": name}`.
 */
export type LambdaFunction =
  | { kind: 'code'; base64: string }
  | { kind: 'named'; module?: string; name: string }
  | { kind: 'unknown' };

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const BASE64 = /^[A-Za-z0-9+/=\s]{16,}$/;

function fromValue(value: unknown, type: unknown, module: unknown): LambdaFunction {
  if (typeof value === 'string') {
    if (type === 'function' || !BASE64.test(value))
      return {
        kind: 'named',
        name: value,
        module: typeof module === 'string' ? module : undefined,
      };
    return { kind: 'code', base64: value };
  }
  if (Array.isArray(value) && typeof value[0] === 'string')
    return { kind: 'code', base64: value[0] };
  const object = record(value);
  if (!object) return { kind: 'unknown' };
  const config = record(object.config);
  if (object.class_name === '__lambda__' && config) {
    const code = config.code ?? (Array.isArray(config.value) ? config.value[0] : config.value);
    return typeof code === 'string' ? { kind: 'code', base64: code } : { kind: 'unknown' };
  }
  if (typeof object.config === 'string')
    return {
      kind: 'named',
      name: object.config,
      module: typeof object.module === 'string' ? object.module : undefined,
    };
  return { kind: 'unknown' };
}

/** The function of a Lambda layer's config (and of its output_shape, when that is code too). */
export function lambdaFunctions(config: Record<string, unknown>): LambdaFunction[] {
  const found = [fromValue(config.function, config.function_type, config.module)];
  const shape = config.output_shape;
  if (config.output_shape_type === 'lambda' || record(shape)?.class_name === '__lambda__')
    found.push(fromValue(shape, 'lambda', config.output_shape_module));
  return found;
}

/** How much of the encoded bytecode a finding quotes (enough to recognise it elsewhere). */
const SHOWN_BASE64 = 120;

const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** One sentence on what the function is: its bytecode's size, names and strings, or its name. */
export function describeLambda(fn: LambdaFunction): { text: string; dangerous: string[] } {
  if (fn.kind === 'named') {
    const name = fn.module ? `${fn.module}.${fn.name}` : fn.name;
    return {
      text: `calls the function ${name}`,
      dangerous: dangerousNames([fn.module ?? '', fn.name]),
    };
  }
  if (fn.kind === 'unknown') return { text: 'has a function Keras deserializes', dangerous: [] };
  const code = Buffer.from(fn.base64, 'base64');
  const { strings, parsed } = marshalStrings(code);
  const dangerous = dangerousNames(strings);
  const shown = strings.slice(0, 12).map(quote).join(', ');
  const encoded = fn.base64.replace(/\s+/g, '');
  return {
    text:
      `holds ${code.length} bytes of marshalled Python bytecode (base64 ${encoded.slice(0, SHOWN_BASE64)}` +
      `${encoded.length > SHOWN_BASE64 ? '…' : ''})` +
      (strings.length > 0
        ? `; ${parsed ? 'names and strings in it' : 'text in it'}: ${shown}${strings.length > 12 ? ', …' : ''}`
        : ''),
    dangerous,
  };
}
