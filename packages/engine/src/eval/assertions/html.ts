import { type AssertionHandler, binary } from './types';

/*
 * HTML checks without a DOM: an LLM answer is short, and a browser-grade parser accepts any
 * text as HTML, which would make `is-html` meaningless. These follow promptfoo's documented
 * rules instead: `contains-html` wants two independent HTML indicators, `is-html` wants the
 * whole output to be balanced markup.
 */

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose end tag HTML lets authors leave out. */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'thead', 'tbody']);

const INDICATORS: RegExp[] = [
  /<([a-z][a-z0-9-]*)\b[^>]*>[\s\S]*?<\/\1\s*>/i, // an element with its closing tag
  /<[a-z][a-z0-9-]*\b[^>]*\/>/i, // a self-closing tag
  /&(?:[a-z]+|#\d+|#x[\da-f]+);/i, // an entity
  /<[a-z][a-z0-9-]*\s+[a-z-]+\s*=\s*["'][^"']*["'][^>]*>/i, // a tag with an attribute
  /<!--[\s\S]*?-->/, // a comment
  /<!DOCTYPE\s+html/i, // a doctype
];

export function countHtmlIndicators(text: string): number {
  return INDICATORS.filter((pattern) => pattern.test(text)).length;
}

const TOKEN =
  /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/?([A-Za-z][\w-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/** True when the text is nothing but balanced HTML elements (text only inside them). */
export function isHtmlDocument(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<') || !trimmed.endsWith('>') || /^<\?xml/i.test(trimmed)) return false;
  const open: string[] = [];
  let elements = 0;
  let last = 0;
  for (const match of trimmed.matchAll(TOKEN)) {
    const between = trimmed.slice(last, match.index);
    if (open.length === 0 && between.trim() !== '') return false;
    if (between.includes('<')) return false; // a stray, unparseable tag
    last = (match.index ?? 0) + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comment or doctype
    elements++;
    if (match[0].startsWith('</')) {
      while (open.length > 0 && open.at(-1) !== name && OPTIONAL_END.has(open.at(-1) ?? ''))
        open.pop();
      if (open.pop() !== name) return false;
    } else if (!VOID_ELEMENTS.has(name) && !match[0].endsWith('/>')) open.push(name);
  }
  if (trimmed.slice(last).trim() !== '') return false;
  while (open.length > 0 && OPTIONAL_END.has(open.at(-1) ?? '')) open.pop();
  return elements > 0 && open.length === 0;
}

export const containsHtml: AssertionHandler = {
  type: 'contains-html',
  evaluate(ctx) {
    return binary(countHtmlIndicators(ctx.text) >= 2, ctx, 'contain HTML content');
  },
};

export const isHtml: AssertionHandler = {
  type: 'is-html',
  evaluate(ctx) {
    return binary(isHtmlDocument(ctx.text), ctx, 'be valid HTML');
  },
};
