import { describe, expect, it } from 'vitest';
import { gradeOutput } from '../grade';
import type { AssertionConfig } from '../types';
import { functionBody } from './javascript';

async function check(output: unknown, assertion: AssertionConfig, vars = {}) {
  const result = await gradeOutput({
    assertions: [assertion],
    response: { output, latencyMs: 12, tokens: { prompt: 3, completion: 4, total: 7 } },
    vars,
    prompt: 'Say hello to {{name}}',
    providerConfig: {},
  });
  return result.assertions[0]!;
}

describe('javascript assertions (promptfoo semantics, in the QuickJS sandbox)', () => {
  it('reads one line as an expression, declarations before it, and lines as a body', () => {
    expect(functionBody("output.includes('Hello')")).toBe("return output.includes('Hello');");
    expect(functionBody("const s = output; s === 'a;b';")).toBe(
      "const s = output; return s === 'a;b';",
    );
    expect(functionBody('if (output) {\n  return 1;\n}\nreturn 0;')).toBe(
      'if (output) {\n  return 1;\n}\nreturn 0;',
    );
  });

  it('passes on true, fails on false, and inverts for not-javascript', async () => {
    expect(
      await check('Hello, World!', { type: 'javascript', value: "output.includes('World')" }),
    ).toMatchObject({ pass: true, score: 1 });
    expect(
      await check('Hello', { type: 'javascript', value: "output.includes('World')" }),
    ).toMatchObject({ pass: false, score: 0, reason: 'Custom function returned false' });
    expect(
      await check('Hello', { type: 'not-javascript', value: "output.includes('World')" }),
    ).toMatchObject({ pass: true });
  });

  it('takes a number as a score: above 0 passes, or from the threshold', async () => {
    expect(await check('abcd', { type: 'javascript', value: 'output.length / 10' })).toMatchObject({
      pass: true,
      score: 0.4,
    });
    expect(
      await check('abcd', { type: 'javascript', value: 'output.length / 10', threshold: 0.5 }),
    ).toMatchObject({ pass: false, score: 0.4 });
    expect(await check('', { type: 'javascript', value: 'output.length' })).toMatchObject({
      pass: false,
    });
  });

  it('takes {pass, score, reason} from a multi-line function, async too', async () => {
    const value = [
      'const words = output.split(/\\s+/).length;',
      'if (words > context.config.maxWords) {',
      "  return { pass: false, score: 0.2, reason: 'Too long: ' + words + ' words' };",
      '}',
      "return { pass: true, score: 1, reason: 'Short enough' };",
    ].join('\n');
    const config = { maxWords: 3 };
    expect(await check('one two three four', { type: 'javascript', value, config })).toMatchObject({
      pass: false,
      score: 0.2,
      reason: 'Too long: 4 words',
    });
    expect(
      await check('ok', {
        type: 'javascript',
        value: 'const wait = async () => output.length;\nreturn wait().then((n) => n === 2);',
      }),
    ).toMatchObject({ pass: true });
  });

  it('sees vars, the prompt, the provider response, and parsed tool calls', async () => {
    const value =
      "context.vars.name === 'Ada' && context.prompt.startsWith('Say hello') && context.providerResponse.tokenUsage.total === 7";
    expect(await check('Hi Ada', { type: 'javascript', value }, { name: 'Ada' })).toMatchObject({
      pass: true,
    });
    const calls = [{ type: 'function', function: { name: 'get_weather', arguments: '{}' } }];
    expect(
      await check(calls, {
        type: 'javascript',
        value: "output[0].function.name === 'get_weather'",
      }),
    ).toMatchObject({ pass: true });
  });

  it('fails with the error of code that throws, loops, hogs memory or reaches for the host', async () => {
    expect(
      await check('x', { type: 'javascript', value: "if (true) {\n  throw new Error('boom');\n}" }),
    ).toMatchObject({ pass: false, reason: 'Custom function threw error: boom' });
    expect(
      await check('x', { type: 'javascript', value: 'while (true) {}\nreturn true;' }),
    ).toMatchObject({
      pass: false,
      reason: 'Custom function threw error: The code ran longer than 1000 ms',
    });
    // One allocation past the limit (code that allocates little by little near the limit is
    // slower to stop: see eval/README.md).
    const hog = await check('x', {
      type: 'javascript',
      value: "return 'x'.repeat(40 * 1024 * 1024).length > 0;",
    });
    expect(hog).toMatchObject({
      pass: false,
      reason: 'Custom function threw error: The code used more than 32 MB',
    });
    for (const escape of ['process.exit(1)', "require('fs')", "fetch('http://127.0.0.1')"]) {
      const result = await check('x', { type: 'javascript', value: escape });
      expect(result.pass).toBe(false);
      expect(result.reason).toMatch(
        /^Custom function threw error: ReferenceError: '?(process|require|fetch)'? is not defined/,
      );
    }
  });

  it('says what it needs when it returns something else', async () => {
    expect(await check('x', { type: 'javascript', value: "'yes'" })).toMatchObject({
      pass: false,
      reason:
        'Custom function must return a boolean, a finite number or {pass, score, reason}; it returned "yes"',
    });
  });
});
