import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  AssertionConfigError,
  type AssertionContext,
  type AssertionHandler,
  binary,
} from './types';

const parser = new XMLParser({ ignoreAttributes: true, processEntities: false });

function requiredElements(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'object' && !Array.isArray(value)) {
    const list = (value as { requiredElements?: unknown }).requiredElements;
    if (list === undefined) return [];
    if (Array.isArray(list) && list.every((item) => typeof item === 'string')) return list;
  }
  throw new AssertionConfigError('The XML assertion value takes { requiredElements: [paths] }');
}

/** Well-formed, one document, and no DTD internal subset (its entities are never expanded). */
function isWellFormed(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<') || /<!DOCTYPE[^>]*\[/i.test(trimmed)) return false;
  return XMLValidator.validate(trimmed) === true;
}

function missingElement(text: string, paths: string[]): string | undefined {
  const document = parser.parse(text.trim()) as Record<string, unknown>;
  for (const path of paths) {
    let node: unknown = document;
    for (const name of path.split('.')) {
      node =
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[name]
          : undefined;
      if (node === undefined) return path;
    }
  }
  return undefined;
}

function check(xml: string | undefined, ctx: AssertionContext, what: string) {
  if (xml === undefined) return binary(false, ctx, what);
  const missing = missingElement(xml, requiredElements(ctx.value));
  if (missing === undefined) return binary(true, ctx, what);
  return { pass: ctx.inverse, reason: `XML is missing required element: ${missing}` };
}

/** `is-xml`: the whole output is one well-formed XML document with the required elements. */
export const isXml: AssertionHandler = {
  type: 'is-xml',
  evaluate(ctx) {
    return check(isWellFormed(ctx.text) ? ctx.text : undefined, ctx, 'be valid XML');
  },
};

/** The first well-formed `<name …>…</name>` fragment of a text, trying the widest span first. */
export function findXmlFragment(text: string): string | undefined {
  for (const open of text.matchAll(/<([A-Za-z_][\w.-]*)[^>]*>/g)) {
    const name = open[1] ?? '';
    const closing = `</${name}>`;
    let end = text.lastIndexOf(closing);
    while (end > (open.index ?? 0)) {
      const fragment = text.slice(open.index, end + closing.length);
      if (isWellFormed(fragment)) return fragment;
      end = text.lastIndexOf(closing, end - 1);
    }
    if (/\/>$/.test(open[0]) && isWellFormed(open[0])) return open[0];
  }
  return undefined;
}

/** `contains-xml`: some well-formed XML fragment, required paths read from its root. */
export const containsXml: AssertionHandler = {
  type: 'contains-xml',
  evaluate(ctx) {
    return check(findXmlFragment(ctx.text), ctx, 'contain valid XML');
  },
};
