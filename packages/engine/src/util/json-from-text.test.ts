import { describe, expect, it } from 'vitest';
import { parseJsonFromText } from './json-from-text';

describe('parseJsonFromText', () => {
  it('reads fenced, embedded and bare JSON', () => {
    expect(parseJsonFromText('```json\n{"pass": true}\n```')).toEqual({ pass: true });
    expect(parseJsonFromText('Verdict: {"pass": false, "reason": "said \\"}\\""} done')).toEqual({
      pass: false,
      reason: 'said "}"',
    });
    expect(parseJsonFromText('["a", "b"]')).toEqual(['a', 'b']);
  });
  it('skips unparseable candidates and returns undefined when none parse', () => {
    expect(parseJsonFromText('{oops} then {"ok": 1}')).toEqual({ ok: 1 });
    expect(parseJsonFromText('no json here')).toBeUndefined();
  });
});
