import jsonata from 'jsonata';

/**
 * Response extraction without running user JavaScript: either a dotted/bracket path such as
 * `choices[0].message.content` / `data["reply"]` / `items[-1].text`, or a JSONata expression
 * (JSONata is a sandboxed query language, it cannot reach Node APIs).
 */
export type Extractor =
  { type: 'text' } | { type: 'path'; path: string } | { type: 'jsonata'; expression: string };

type Segment = string | number;

const SEGMENT = /^(?:\.?([A-Za-z_$][\w$-]*)|\[(-?\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\['([^']*)'\])/;

/** Parses a path into segments; throws with the failing position on anything else. */
export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  while (rest.length > 0) {
    const match = SEGMENT.exec(rest);
    if (!match) throw new Error(`Invalid response path "${path}" near "${rest}"`);
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(JSON.parse(`"${match[3]}"`) as string);
    else if (match[4] !== undefined) segments.push(match[4]);
    rest = rest.slice(match[0].length);
  }
  return segments;
}

export function getByPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const segment of parsePath(path)) {
    if (current === null || current === undefined) return undefined;
    if (typeof segment === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current.at(segment);
    } else {
      if (typeof current !== 'object') return undefined;
      current = Object.hasOwn(current, segment)
        ? (current as Record<string, unknown>)[segment]
        : undefined;
    }
  }
  return current;
}

export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}

function stringify(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Applies an extractor to a response body (parsed JSON when possible, else the raw text). */
export async function extractOutput(extractor: Extractor, body: unknown): Promise<string> {
  switch (extractor.type) {
    case 'text':
      return stringify(body);
    case 'path': {
      const found = getByPath(body, extractor.path);
      if (found === undefined) {
        throw new ExtractionError(`Response path "${extractor.path}" matched nothing`);
      }
      return stringify(found);
    }
    case 'jsonata': {
      const found: unknown = await jsonata(extractor.expression).evaluate(body);
      if (found === undefined) {
        throw new ExtractionError(`JSONata expression "${extractor.expression}" matched nothing`);
      }
      return stringify(found);
    }
  }
}

export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
