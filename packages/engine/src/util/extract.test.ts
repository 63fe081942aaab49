import { describe, expect, it } from 'vitest';
import { ExtractionError, extractOutput, getByPath, parsePath } from './extract';

const body = {
  choices: [{ message: { content: 'hello' } }, { message: { content: 'second' } }],
  data: { 'reply-text': 'r', nested: { n: 3 } },
};

describe('parsePath', () => {
  it('parses dotted, bracket and quoted segments', () => {
    expect(parsePath('$.choices[0].message["content"]')).toEqual([
      'choices',
      0,
      'message',
      'content',
    ]);
    expect(parsePath("data['reply-text']")).toEqual(['data', 'reply-text']);
  });
  it('rejects anything that is not a plain path', () => {
    expect(() => parsePath('choices[0]; process.exit()')).toThrow(/Invalid response path/);
    expect(() => parsePath('a[(1)]')).toThrow(/Invalid response path/);
  });
});

describe('getByPath', () => {
  it('walks objects and arrays, including negative indexes', () => {
    expect(getByPath(body, 'choices[0].message.content')).toBe('hello');
    expect(getByPath(body, 'choices[-1].message.content')).toBe('second');
    expect(getByPath(body, 'data.nested.n')).toBe(3);
  });
  it('returns undefined for missing paths and never reads prototype members', () => {
    expect(getByPath(body, 'choices[5].message')).toBeUndefined();
    expect(getByPath(body, 'data.constructor')).toBeUndefined();
    expect(getByPath('text', 'a')).toBeUndefined();
  });
});

describe('extractOutput', () => {
  it('extracts by path, by JSONata and as text', async () => {
    expect(await extractOutput({ type: 'path', path: 'choices[1].message.content' }, body)).toBe(
      'second',
    );
    expect(
      await extractOutput(
        { type: 'jsonata', expression: '$join(choices.message.content, "|")' },
        body,
      ),
    ).toBe('hello|second');
    expect(await extractOutput({ type: 'path', path: 'data.nested' }, body)).toBe('{"n":3}');
    expect(await extractOutput({ type: 'text' }, 'plain')).toBe('plain');
  });
  it('throws ExtractionError when nothing matches', async () => {
    await expect(extractOutput({ type: 'path', path: 'nope.x' }, body)).rejects.toBeInstanceOf(
      ExtractionError,
    );
    await expect(extractOutput({ type: 'jsonata', expression: 'nope' }, body)).rejects.toThrow(
      'matched nothing',
    );
  });
});
