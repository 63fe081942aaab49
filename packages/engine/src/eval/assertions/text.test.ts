import { describe, expect, it } from 'vitest';
import { check, passes } from '../testing/assert';

describe('text assertions', () => {
  it('equals compares text exactly, and an object value with the output parsed as JSON', async () => {
    expect(
      await passes({ type: 'equals', value: 'The expected output' }, 'The expected output'),
    ).toBe(true);
    expect(await passes({ type: 'equals', value: 'Hello' }, 'hello')).toBe(false);
    expect(await passes({ type: 'equals', value: { key: 'value' } }, '{"key": "value"}')).toBe(
      true,
    );
    expect(await passes({ type: 'equals', value: { key: 'value' } }, '{"key": "other"}')).toBe(
      false,
    );
    expect(await passes({ type: 'not-equals', value: 'a' }, 'b')).toBe(true);
  });

  it('contains and icontains take strings or numbers, not- inverts', async () => {
    expect(
      await passes(
        { type: 'contains', value: 'The expected substring' },
        'Here is The expected substring.',
      ),
    ).toBe(true);
    expect(await passes({ type: 'contains', value: 'expected' }, 'EXPECTED')).toBe(false);
    expect(await passes({ type: 'icontains', value: 'expected' }, 'EXPECTED')).toBe(true);
    expect(await passes({ type: 'contains', value: 0 }, 'The answer is 0')).toBe(true);
    expect(
      await check({ type: 'not-contains', value: 'error' }, 'an error occurred'),
    ).toMatchObject({
      pass: false,
      score: 0,
      reason: 'Expected output to not contain "error"',
    });
  });

  it('contains-any / -all, case-insensitive forms and comma-separated lists', async () => {
    const values = ['Value 1', 'Value 2', 'Value 3'];
    expect(await passes({ type: 'contains-any', value: values }, 'only Value 2 here')).toBe(true);
    expect(await passes({ type: 'contains-all', value: values }, 'only Value 2 here')).toBe(false);
    expect(await passes({ type: 'contains-all', value: values }, 'Value 1, Value 2, Value 3')).toBe(
      true,
    );
    expect(await passes({ type: 'icontains-any', value: ['PARIS', 'london'] }, 'paris')).toBe(true);
    expect(
      await passes({ type: 'icontains-all', value: ['PARIS', 'france'] }, 'Paris, France'),
    ).toBe(true);
    expect(
      await passes({ type: 'contains-all', value: '"1,000", in stock' }, '1,000 units in stock'),
    ).toBe(true);
    expect(await passes({ type: 'not-contains-any', value: ['x', 'y'] }, 'abc')).toBe(true);
  });

  it('starts-with and regex', async () => {
    expect(await passes({ type: 'starts-with', value: 'Yes' }, 'Yes, it is')).toBe(true);
    expect(await passes({ type: 'starts-with', value: 'Yes' }, 'Well, yes')).toBe(false);
    expect(await passes({ type: 'regex', value: '\\d{4}' }, 'in 1984')).toBe(true);
    expect(await passes({ type: 'regex', value: '\\d{4}' }, 'in 84')).toBe(false);
    expect(await passes({ type: 'not-regex', value: '^Sorry' }, 'Sure')).toBe(true);
    expect(await check({ type: 'regex', value: '(' }, 'x')).toMatchObject({
      pass: false,
      reason: expect.stringContaining('Invalid regex'),
    });
  });

  it('renders assertion values with the test vars (nunjucks)', async () => {
    expect(
      await passes({ type: 'contains', value: '{{city}}' }, 'I love Paris', {
        vars: { city: 'Paris' },
      }),
    ).toBe(true);
  });
});
