import { describe, expect, it } from 'vitest';
import { renderBody, renderRecord, renderTemplate } from './template';

const tricky = 'He said "hi"\nthen left \\ {braces}';

describe('renderTemplate', () => {
  it('substitutes vars and leaves unknown ones empty', () => {
    expect(renderTemplate('Q: {{prompt}} / {{missing}}', { prompt: 'x' })).toBe('Q: x / ');
  });
  it('does not HTML-escape', () => {
    expect(renderTemplate('{{prompt}}', { prompt: '<b>&' })).toBe('<b>&');
  });
});

describe('renderBody', () => {
  it('escapes prompts inside a JSON string template', () => {
    const body = renderBody('{"input": "{{prompt}}", "sid": "{{sessionId}}"}', {
      prompt: tricky,
      sessionId: 'abc',
    });
    expect(JSON.parse(body ?? '')).toEqual({ input: tricky, sid: 'abc' });
  });
  it('renders object bodies leaf by leaf and keeps structured vars', () => {
    const messages = [{ role: 'user', content: tricky }];
    const body = renderBody(
      { query: '{{prompt}}', history: '{{messages}}', meta: { n: 3, tag: 'x-{{prompt}}' } },
      { prompt: tricky, messages },
    );
    expect(JSON.parse(body ?? '')).toEqual({
      query: tricky,
      history: messages,
      meta: { n: 3, tag: `x-${tricky}` },
    });
  });
  it('inserts arrays as JSON inside a JSON string template', () => {
    const body = renderBody('{"messages": {{messages}}}', {
      messages: [{ role: 'user', content: '"q"' }],
    });
    expect(JSON.parse(body ?? '')).toEqual({ messages: [{ role: 'user', content: '"q"' }] });
  });
  it('renders plain text bodies verbatim', () => {
    expect(renderBody('ask: {{prompt}}', { prompt: 'a"b' })).toBe('ask: a"b');
    expect(renderBody(undefined, {})).toBeUndefined();
  });
});

describe('renderRecord', () => {
  it('renders each header value', () => {
    expect(renderRecord({ 'X-Session': '{{sessionId}}' }, { sessionId: 's1' })).toEqual({
      'X-Session': 's1',
    });
  });
});
