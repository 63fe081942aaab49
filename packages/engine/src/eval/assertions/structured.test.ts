import { describe, expect, it } from 'vitest';
import { check, passes } from '../testing/assert';

const schema = {
  required: ['latitude', 'longitude'],
  type: 'object',
  properties: {
    latitude: { minimum: -90, type: 'number', maximum: 90 },
    longitude: { minimum: -180, type: 'number', maximum: 180 },
  },
};

describe('JSON assertions', () => {
  it('is-json wants the whole output to parse, and to match the schema when given', async () => {
    expect(await passes({ type: 'is-json' }, '{"a": 1}')).toBe(true);
    expect(await passes({ type: 'is-json' }, 'Here: {"a": 1}')).toBe(false);
    expect(
      await passes({ type: 'is-json', value: schema }, '{"latitude": 10, "longitude": 20}'),
    ).toBe(true);
    const result = await check(
      { type: 'is-json', value: schema },
      '{"latitude": 100, "longitude": 20}',
    );
    expect(result.pass).toBe(false);
    expect(result.reason).toContain('JSON does not conform to the schema');
    expect(await passes({ type: 'not-is-json' }, 'plain text')).toBe(true);
  });

  it('contains-json finds JSON inside prose, with a schema as an object or as YAML text', async () => {
    expect(
      await passes(
        { type: 'contains-json' },
        'Sure! {"latitude": 1, "longitude": 2} Anything else?',
      ),
    ).toBe(true);
    expect(await passes({ type: 'contains-json' }, 'no json here')).toBe(false);
    expect(
      await passes(
        { type: 'contains-json', value: schema },
        '```json\n{"latitude": 1, "longitude": 2}\n```',
      ),
    ).toBe(true);
    expect(
      await passes(
        { type: 'contains-json', value: 'type: object\nrequired: [name]' },
        'x {"name": "a"} y',
      ),
    ).toBe(true);
    expect(await passes({ type: 'contains-json', value: schema }, '{"latitude": 1}')).toBe(false);
  });
});

describe('XML assertions', () => {
  const required = { requiredElements: ['analysis.classification', 'analysis.color'] };
  it('is-xml: promptfoo documented examples', async () => {
    expect(await passes({ type: 'is-xml' }, '<root><child>Content</child></root>')).toBe(true);
    expect(await passes({ type: 'is-xml' }, '<root><child>Content</child></root')).toBe(false);
    expect(
      await passes(
        { type: 'is-xml', value: required },
        '<analysis><classification>T-shirt</classification><color>Red</color></analysis>',
      ),
    ).toBe(true);
    expect(
      await passes(
        { type: 'is-xml', value: required },
        '<analysis><classification>T-shirt</classification></analysis>',
      ),
    ).toBe(false);
    const nested = { requiredElements: ['root.parent.child.grandchild'] };
    expect(
      await passes(
        { type: 'is-xml', value: nested },
        '<root><parent><child><grandchild>Content</grandchild></child></parent></root>',
      ),
    ).toBe(true);
    expect(
      await passes(
        { type: 'is-xml', value: nested },
        '<root><parent><child></child></parent></root>',
      ),
    ).toBe(false);
    expect(await passes({ type: 'not-is-xml' }, 'just text')).toBe(true);
    expect(await passes({ type: 'is-xml' }, '<!DOCTYPE r [<!ENTITY x "y">]><r>&x;</r>')).toBe(
      false,
    );
  });

  it('contains-xml finds a fragment in prose; required paths start at its root', async () => {
    const text = 'Sure, here is your xml:\n<root><child>Content</child></root>\nlet me know!';
    expect(await passes({ type: 'contains-xml' }, text)).toBe(true);
    expect(
      await passes({ type: 'contains-xml', value: { requiredElements: ['root.child'] } }, text),
    ).toBe(true);
    expect(
      await passes({ type: 'contains-xml', value: { requiredElements: ['root.other'] } }, text),
    ).toBe(false);
    expect(await passes({ type: 'contains-xml' }, 'a < b and c > d')).toBe(false);
  });
});

describe('HTML assertions', () => {
  it('is-html: passes the documented fragments and documents, fails the rest', async () => {
    for (const html of [
      '<!DOCTYPE html><html><body><p>Hi</p></body></html>',
      '<div>Content</div>',
      '<h1>Title</h1><p>Paragraph</p>',
      '<img src="test.jpg" />',
    ]) {
      expect(await passes({ type: 'is-html' }, html), html).toBe(true);
    }
    for (const text of [
      'Just text',
      'Text before <div>HTML</div> text after',
      '<?xml version="1.0"?><root>x</root>',
      '<div>Unclosed div',
      'Here is some HTML: <div>test</div>',
    ]) {
      expect(await passes({ type: 'is-html' }, text), text).toBe(false);
    }
  });

  it('contains-html wants two indicators, so "a < b" or an e-mail is not HTML', async () => {
    expect(await passes({ type: 'contains-html' }, 'Here: <div class="x">Hi</div> done')).toBe(
      true,
    );
    expect(await passes({ type: 'contains-html' }, 'if a < b and b > c')).toBe(false);
    expect(await passes({ type: 'contains-html' }, 'write to <me@example.com>')).toBe(false);
    expect(await passes({ type: 'not-contains-html' }, 'plain')).toBe(true);
  });
});

describe('SQL assertions', () => {
  it('is-sql parses with node-sql-parser (MySQL by default)', async () => {
    expect(await passes({ type: 'is-sql' }, 'SELECT id, name FROM users WHERE id = 1')).toBe(true);
    expect(await passes({ type: 'is-sql' }, 'SELEC id FROM users')).toBe(false);
    expect(await passes({ type: 'is-sql' }, '')).toBe(false);
    expect(
      await passes({ type: 'is-sql', value: { databaseType: 'PostgresQL' } }, 'SELECT 1'),
    ).toBe(true);
    expect(await check({ type: 'is-sql' }, 'SELECT id name FROM users')).toMatchObject({
      pass: false,
      reason: '"id name" looks like a missing comma between two columns',
    });
    expect(await passes({ type: 'is-sql' }, 'SELECT DISTINCT a b FROM t')).toBe(false);
    expect(
      await passes({ type: 'is-sql' }, 'SELECT id AS name, COUNT(*) total FROM users GROUP BY id'),
    ).toBe(true);
  });

  it('is-sql checks the table and column authority lists', async () => {
    const value = {
      databaseType: 'MySQL',
      allowedTables: ['(select|update|insert|delete)::null::departments'],
      allowedColumns: ['select::null::name', 'update::null::id'],
    };
    expect(await passes({ type: 'is-sql', value }, 'SELECT name FROM departments')).toBe(true);
    expect(await passes({ type: 'is-sql', value }, 'SELECT name FROM employees')).toBe(false);
    expect(await passes({ type: 'is-sql', value }, 'SELECT salary FROM departments')).toBe(false);
  });

  it('contains-sql reads a fenced block', async () => {
    expect(
      await passes({ type: 'contains-sql' }, 'Here:\n```sql\nSELECT `id` FROM `users`;\n```'),
    ).toBe(true);
    expect(await passes({ type: 'contains-sql' }, 'no query here')).toBe(false);
  });
});
