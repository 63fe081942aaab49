/**
 * LLMs wrap JSON in prose or code fences. This finds the first parseable JSON value in a text:
 * a fenced block first, then every balanced {...} or [...] candidate from left to right.
 */
export function parseJsonFromText(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1] !== undefined) {
    const parsed = tryParse(fenced[1].trim());
    if (parsed !== undefined) return parsed;
  }
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const end = findBalancedEnd(text, start);
    if (end === -1) continue;
    const parsed = tryParse(text.slice(start, end + 1));
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

/**
 * Every JSON object or array a text holds, left to right (fenced blocks first); a value nested
 * in one already found is not listed again.
 */
export function parseAllJsonFromText(text: string): unknown[] {
  const found: unknown[] = [];
  for (const match of text.matchAll(/```(?:json)?\s*([\s\S]*?)```/gi)) {
    const parsed = tryParse((match[1] ?? '').trim());
    if (parsed !== undefined) found.push(parsed);
  }
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const end = findBalancedEnd(text, start);
    if (end === -1) continue;
    const parsed = tryParse(text.slice(start, end + 1));
    if (parsed === undefined) continue;
    found.push(parsed);
    start = end;
  }
  return found;
}

function tryParse(candidate: string): unknown {
  try {
    return JSON.parse(candidate) as unknown;
  } catch {
    return undefined;
  }
}

function findBalancedEnd(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') stack.push(char === '{' ? '}' : ']');
    else if (char === '}' || char === ']') {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
