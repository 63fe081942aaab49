import nunjucks from 'nunjucks';

/**
 * One nunjucks environment for the whole engine. Autoescape is off because we render prompts
 * and request bodies, not HTML; JSON bodies get their own escaping in `renderJsonBody`.
 * `throwOnUndefined` stays off so a template may mention optional vars such as `{{sessionId}}`.
 */
const env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });

/**
 * `tagchars` maps ASCII onto invisible Unicode tag characters (U+E0000 block); the
 * ascii-smuggling plugin uses it to hide instructions a human reviewer cannot see.
 */
env.addFilter('tagchars', (text: unknown) =>
  [...String(text)]
    .map((char) => String.fromCodePoint(0xe0000 + (char.codePointAt(0) ?? 0)))
    .join(''),
);

export type TemplateVars = Record<string, unknown>;

/** Compiled templates by source: a scan renders the same few request templates per probe. */
const compiled = new Map<string, nunjucks.Template>();
const MAX_COMPILED = 512;

function compile(template: string): nunjucks.Template {
  let found = compiled.get(template);
  if (!found) {
    found = new nunjucks.Template(template, env, undefined, true);
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
    compiled.set(template, found);
  }
  return found;
}

export function renderTemplate(template: string, vars: TemplateVars): string {
  if (!template.includes('{')) return template;
  return compile(template).render(vars);
}

/** Escapes a string so it can sit between the quotes of a JSON string literal. */
function jsonEscapeInner(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/**
 * Renders a request body.
 * - Object bodies (from YAML/JSON configs) are rendered leaf by leaf and serialised with
 *   JSON.stringify, so any prompt text is escaped correctly whatever it contains. A leaf that is
 *   exactly one `{{var}}` whose value is not a string (e.g. `{{messages}}`) keeps its structure.
 * - String bodies that look like JSON are rendered with every string var pre-escaped, so a
 *   prompt containing quotes or newlines cannot break the document.
 * - Other string bodies are rendered as plain text.
 */
export function renderBody(body: unknown, vars: TemplateVars): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    const trimmed = body.trim();
    const looksJson = trimmed.startsWith('{') || trimmed.startsWith('[');
    return looksJson ? renderTemplate(body, escapeVarsForJson(vars)) : renderTemplate(body, vars);
  }
  return JSON.stringify(renderLeaves(body, vars));
}

function escapeVarsForJson(vars: TemplateVars): TemplateVars {
  const out: TemplateVars = {};
  for (const [key, value] of Object.entries(vars)) {
    if (typeof value === 'string') out[key] = jsonEscapeInner(value);
    else if (value === undefined) out[key] = value;
    else out[key] = new nunjucks.runtime.SafeString(JSON.stringify(value));
  }
  return out;
}

const SINGLE_VAR = /^\{\{\s*([A-Za-z_][\w]*)\s*\}\}$/;

function renderLeaves(node: unknown, vars: TemplateVars): unknown {
  if (typeof node === 'string') {
    const single = SINGLE_VAR.exec(node);
    if (single?.[1] !== undefined) {
      const value = vars[single[1]];
      if (value !== undefined && typeof value !== 'string') return value;
    }
    return renderTemplate(node, vars);
  }
  if (Array.isArray(node)) return node.map((item) => renderLeaves(item, vars));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, renderLeaves(value, vars)]),
    );
  }
  return node;
}

/** Renders every string value of a flat record (headers, query parameters). */
export function renderRecord(
  record: Record<string, string> | undefined,
  vars: TemplateVars,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) out[key] = renderTemplate(value, vars);
  return out;
}
