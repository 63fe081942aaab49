import type { Extractor } from '../util/extract';

/**
 * promptfoo writes response transforms and session parsers as small JavaScript expressions.
 * The ones that only read a value (`json.choices[0].message.content`, `(json) => json.output`,
 * `data.headers['x-session-id']`) are read here as paths, without running code; anything else
 * is reported, never run in the server's own JavaScript engine.
 */

const TAIL = /^(?:\.[A-Za-z_$][\w$]*|\?\.[A-Za-z_$][\w$]*|\[\d+\]|\["[^"]*"\]|\['[^']*'\])*$/;

/** `(json) => json.a`, `json => json.a`, `({ json }) => json.a`: the body of a reading arrow. */
function arrowBody(expression: string): string {
  const arrow = /^\(?\s*\{?\s*([\w\s,]*?)\s*\}?\s*\)?\s*=>\s*\(?([^;{}]*?)\)?\s*;?$/.exec(
    expression,
  );
  return arrow?.[2]?.trim() ?? expression;
}

/** The path after a root name (`json.a[0]` with root `json` → `a[0]`), or undefined. */
function pathAfter(expression: string, roots: readonly string[]): string | undefined {
  for (const root of roots) {
    if (!expression.startsWith(root)) continue;
    const tail = expression.slice(root.length);
    if (!TAIL.test(tail)) continue;
    return tail.replace(/\?\./g, '.').replace(/^\./, '');
  }
  return undefined;
}

/**
 * A response transform as an extractor: `json` / `text` read the whole reply, `json.<path>` (or
 * `data.<path>` for WebSocket frames) a value in it. Undefined when it is more than a path.
 */
export function transformAsExtractor(
  transform: string,
  roots: readonly string[] = ['json', 'data'],
): Extractor | undefined {
  const expression = arrowBody(transform.trim());
  if (expression === 'text' || roots.includes(expression)) return { type: 'text' };
  const path = pathAfter(expression, roots);
  if (path === undefined) return undefined;
  return path === '' ? { type: 'text' } : { type: 'path', path };
}

export type SessionSource = { header: string } | { path: string };

/**
 * promptfoo's `sessionParser` (`data.headers['x-session-id']`, `data.body.session.id`,
 * `({ headers }) => headers['set-cookie']`) as the header or body path the id is read from.
 */
export function sessionParserSource(parser: string): SessionSource | undefined {
  const expression = arrowBody(parser.trim());
  const header = pathAfter(expression, ['data.headers', 'headers', 'response.headers']);
  if (header !== undefined) {
    const name = /^(?:([\w-]+)|\["([^"]+)"\]|\['([^']+)'\])$/.exec(header);
    const found = name?.[1] ?? name?.[2] ?? name?.[3];
    if (found) return { header: found.toLowerCase() };
    return undefined;
  }
  const body = pathAfter(expression, ['data.body', 'body', 'json', 'response.body']);
  if (body) return { path: body };
  return undefined;
}
