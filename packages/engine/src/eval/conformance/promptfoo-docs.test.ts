import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvalConfig, readConfigText } from '../config/parse';
import { planEval, runEval } from '../runner';
import { startJudgeServer, type JudgeServer } from '../testing/judge-server';

/*
 * Conformance with promptfoo's documentation: each case copies the YAML shape of a documented
 * example (the page is cited above it), with outputs written here, and expects the pass/fail
 * the page documents. The outputs come from the `echo` provider (the prompt is the output), so
 * only the assertions decide. Model-graded cases ask a scripted judge over real HTTP
 * (OpenAI's wire format) that answers the documented criteria deterministically.
 */

const DOCS = 'https://www.promptfoo.dev/docs/configuration/expected-outputs';

let judge: JudgeServer;

beforeAll(async () => {
  judge = await startJudgeServer([
    { criterion: /not apologetic/i, holds: (output) => !/sorry|apolog/i.test(output) },
    {
      criterion: /without hedging/i,
      holds: (output) => !/\b(maybe|perhaps|might)\b/i.test(output),
    },
    { criterion: /funniest/i, holds: (output) => /funny/i.test(output) },
    { criterion: /personally identifiable/i, holds: (output) => /@\w+\.\w+/.test(output) },
    { criterion: /simple terms|accuracy|examples or analogies|jargon/i, holds: () => true },
  ]);
});
afterAll(() => judge.close());

/** Runs one config (YAML) whose outputs are the `output` var, answering each cell's status. */
async function statuses(yaml: string): Promise<string[]> {
  const raw = readConfigText(yaml) as Record<string, unknown>;
  const config = parseEvalConfig({
    prompts: ['{{output}}'],
    providers: ['echo'],
    ...raw,
  });
  const run = await runEval(planEval(config, { OPENAI_BASE_URL: judge.baseUrl }));
  return run.results.map((cell) =>
    cell.status === 'error' ? `error: ${cell.error}` : cell.status,
  );
}

/** A test per output, each with the same documented assertions. */
function cases(assertYaml: string, outputs: string[], extra = ''): string {
  const tests = outputs
    .map((output) => `  - vars: { output: ${JSON.stringify(output)} }\n    assert:\n${assertYaml}`)
    .join('\n');
  return `${extra}\ntests:\n${tests}`;
}

/** Indents a documented `assert:` list body under a test. */
const assert = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

describe(`deterministic metrics (${DOCS}/deterministic)`, () => {
  it('contains / icontains, numbers as strings', async () => {
    const contains = assert(`
- type: contains
  value: 'The expected substring'`);
    expect(
      await statuses(
        cases(contains, ['Here is The expected substring.', 'the expected substring']),
      ),
    ).toEqual(['pass', 'fail']);
    const icontains = assert(`
- type: icontains
  value: 'The expected substring'`);
    expect(await statuses(cases(icontains, ['THE EXPECTED SUBSTRING!', 'nothing']))).toEqual([
      'pass',
      'fail',
    ]);
    const zero = assert(`
- type: contains
  value: 0`);
    expect(await statuses(cases(zero, ['score: 0', 'score: 1']))).toEqual(['pass', 'fail']);
  });

  it('contains-all / contains-any, and values with commas', async () => {
    const all = assert(`
- type: contains-all
  value:
    - 'Value 1'
    - 'Value 2'
    - 'Value 3'`);
    expect(
      await statuses(cases(all, ['Value 1, Value 2 and Value 3', 'Value 1 and Value 3'])),
    ).toEqual(['pass', 'fail']);
    const any = assert(`
- type: contains-any
  value:
    - 'Value 1'
    - 'Value 2'
    - 'Value 3'`);
    expect(await statuses(cases(any, ['only Value 2', 'Value 4']))).toEqual(['pass', 'fail']);
    const commas = assert(`
- type: contains-all
  value:
    - '1,000'
    - in stock`);
    expect(
      await statuses(
        cases(commas, ['We have 1,000 units in stock', 'We have 1000 units in stock']),
      ),
    ).toEqual(['pass', 'fail']);
  });

  it('regex', async () => {
    const regex = assert(`
- type: regex
  value: "\\\\d{4}" # Matches a 4-digit number`);
    expect(await statuses(cases(regex, ['Founded in 1889', 'Founded long ago']))).toEqual([
      'pass',
      'fail',
    ]);
  });

  it('contains-json and is-json, with the documented JSON schema', async () => {
    const schema = `
  value:
    required:
      - latitude
      - longitude
    type: object
    properties:
      latitude:
        minimum: -90
        type: number
        maximum: 90
      longitude:
        minimum: -180
        type: number
        maximum: 180`;
    const containsJson = assert(`- type: contains-json${schema}`);
    expect(
      await statuses(
        cases(containsJson, [
          'The point is {"latitude": 48.85, "longitude": 2.35}.',
          'The point is {"latitude": 48.85, "longitude": 200}.',
          'No JSON here',
        ]),
      ),
    ).toEqual(['pass', 'fail', 'fail']);
    const isJson = assert(`- type: is-json${schema}`);
    expect(
      await statuses(
        cases(isJson, [
          '{"latitude": 48.85, "longitude": 2.35}',
          'The point is {"latitude": 48.85, "longitude": 2.35}.',
          '{"latitude": 100, "longitude": 2.35}',
        ]),
      ),
    ).toEqual(['pass', 'fail', 'fail']);
    const bare = assert('- type: contains-json');
    expect(await statuses(cases(bare, ['Sure: {"a": 1}', 'Sure: {a: 1']))).toEqual([
      'pass',
      'fail',
    ]);
  });

  it('contains-html and is-html, with the documented passes and failures', async () => {
    expect(
      await statuses(
        cases(assert('- type: contains-html'), [
          'Here: <div class="x">hi</div>',
          'a < b and c > d',
        ]),
      ),
    ).toEqual(['pass', 'fail']);
    const passes = [
      '<!DOCTYPE html><html><body><p>Hi</p></body></html>',
      '<div>Content</div>',
      '<h1>Title</h1><p>Paragraph</p>',
      '<img src="test.jpg" />',
    ];
    const failures = [
      'Just text',
      'Text before <div>HTML</div> text after',
      '<?xml version="1.0"?><root><child>x</child></root>',
      '<div>Unclosed div',
      'Here is some HTML: <div>test</div>',
    ];
    expect(await statuses(cases(assert('- type: is-html'), [...passes, ...failures]))).toEqual([
      ...passes.map(() => 'pass'),
      ...failures.map(() => 'fail'),
    ]);
  });

  it('contains-sql and is-sql (missing comma, authority lists)', async () => {
    expect(
      await statuses(
        cases(assert('- type: contains-sql'), [
          'Here you go:\n```sql\nSELECT id FROM users;\n```',
          '```\nSELECT `id` FROM `users`;\n```',
          'I cannot write SQL today.',
        ]),
      ),
    ).toEqual(['pass', 'pass', 'fail']);
    expect(
      await statuses(
        cases(assert('- type: is-sql'), ['SELECT a, b FROM t', 'SELECT a b FROM t', '']),
      ),
    ).toEqual(['pass', 'fail', 'fail']);
    const authority = assert(`
- type: is-sql
  value:
    databaseType: 'MySQL'
    allowedTables:
      - '(select|update|insert|delete)::null::departments'
    allowedColumns:
      - 'select::null::name'
      - 'update::null::id'`);
    expect(
      await statuses(
        cases(authority, [
          'SELECT name FROM departments',
          'SELECT salary FROM departments',
          'SELECT name FROM employees',
        ]),
      ),
    ).toEqual(['pass', 'fail', 'fail']);
  });

  it('equals, strings and JSON', async () => {
    const text = assert(`
- type: equals
  value: 'The expected output'`);
    expect(await statuses(cases(text, ['The expected output', 'The expected output.']))).toEqual([
      'pass',
      'fail',
    ]);
    const json = assert(`
- type: equals
  value: { 'key': 'value' }`);
    expect(await statuses(cases(json, ['{"key": "value"}', '{"key": "other"}']))).toEqual([
      'pass',
      'fail',
    ]);
  });

  it('is-xml: documented passes and failures, required elements, not-is-xml', async () => {
    expect(
      await statuses(
        cases(assert('- type: is-xml'), [
          '<root><child>Content</child></root>',
          '<root><child>Content</child></root',
        ]),
      ),
    ).toEqual(['pass', 'fail']);
    const required = assert(`
- type: is-xml
  value:
    requiredElements:
      - analysis.classification
      - analysis.color`);
    expect(
      await statuses(
        cases(required, [
          '<analysis><classification>T-shirt</classification><color>Red</color></analysis>',
          '<analysis><classification>T-shirt</classification></analysis>',
        ]),
      ),
    ).toEqual(['pass', 'fail']);
    const nested = assert(`
- type: is-xml
  value:
    requiredElements:
      - root.parent.child.grandchild`);
    expect(
      await statuses(
        cases(nested, [
          '<root><parent><child><grandchild>Content</grandchild></child></parent></root>',
          '<root><parent><child></child></parent></root>',
        ]),
      ),
    ).toEqual(['pass', 'fail']);
    expect(
      await statuses(
        cases(assert('- type: not-is-xml'), ['Just prose', '<root><child>Content</child></root>']),
      ),
    ).toEqual(['pass', 'fail']);
  });

  it('contains-xml, with required elements from the fragment root', async () => {
    expect(
      await statuses(
        cases(assert('- type: contains-xml'), [
          'Sure, here is your xml:\n<root><child>Content</child></root>\nlet me know if you have any other questions!',
          'No markup at all',
        ]),
      ),
    ).toEqual(['pass', 'fail']);
    const required = assert(`
- type: contains-xml
  value:
    requiredElements:
      - root.child`);
    expect(
      await statuses(
        cases(required, [
          'Text <root><child>Content</child></root>',
          'Text <root><other>x</other></root>',
        ]),
      ),
    ).toEqual(['pass', 'fail']);
  });

  it('levenshtein (kitten → sitting is 3 edits), with vars in the value', async () => {
    const hello = assert(`
# Ensure Levenshtein distance from "hello world" is <= 5
- type: levenshtein
  threshold: 5
  value: hello world`);
    expect(await statuses(cases(hello, ['hello, world!', 'goodbye moon']))).toEqual([
      'pass',
      'fail',
    ]);
    const kitten = assert(`
- type: levenshtein
  threshold: 2
  value: '{{expected}}'`);
    expect(
      await statuses(`tests:
  - vars: { output: sitting, expected: kitten }
    assert:
${kitten}
  - vars: { output: foobaz, expected: foobar }
    assert:
${kitten}`),
    ).toEqual(['fail', 'pass']);
  });

  it('starts-with', async () => {
    const yes = assert(`
- type: starts-with
  value: 'Yes'`);
    expect(await statuses(cases(yes, ['Yes, of course.', 'No. Yes.']))).toEqual(['pass', 'fail']);
  });

  it('rouge-n (case-insensitive, default threshold 0.75) and not-rouge-n', async () => {
    const rouge = assert(`
# Ensure Rouge-N score compared to "hello world" is >= 0.75 (default threshold)
- type: rouge-n
  value: hello world`);
    expect(await statuses(cases(rouge, ['Hello World', 'goodbye moon']))).toEqual(['pass', 'fail']);
    const notRouge = assert(`
- type: not-rouge-n
  threshold: 0.75
  value: hello world`);
    expect(await statuses(cases(notRouge, ['goodbye moon', 'hello world']))).toEqual([
      'pass',
      'fail',
    ]);
    const cat = assert(`
- type: rouge-n
  value: the cat sat`);
    expect(await statuses(cases(cat, ['The Cat Sat']))).toEqual(['pass']);
  });

  it('bleu (default threshold 0.5)', async () => {
    const bleu = assert(`
# Ensure BLEU score compared to "hello world" is >= 0.5 (default threshold)
- type: bleu
  value: hello world`);
    expect(await statuses(cases(bleu, ['hello world', 'completely different words here']))).toEqual(
      ['pass', 'fail'],
    );
  });

  it('gleu (default threshold 0.5), several references', async () => {
    const gleu = assert(`
# Ensure GLEU score compared to "hello world" is >= 0.5 (default threshold)
- type: gleu
  value: hello world`);
    expect(await statuses(cases(gleu, ['Hello world.', 'goodbye moon']))).toEqual(['pass', 'fail']);
    const several = assert(`
- type: gleu
  value:
    - 'Hello world'
    - 'Hi there world'
  threshold: 0.6`);
    expect(await statuses(cases(several, ['hi there world', 'hello there moon']))).toEqual([
      'pass',
      'fail',
    ]);
  });

  it('every type negates with not- (not-equals, not-regex)', async () => {
    const negated = assert(`
- type: not-equals
  value: 'The expected output'
- type: not-regex
  value: "\\\\d{4}"`);
    expect(
      await statuses(cases(negated, ['Something else', 'The expected output', 'In 1889'])),
    ).toEqual(['pass', 'fail', 'fail']);
  });
});

const GRADER = `defaultTest:
  options:
    provider: openai:gpt-4o-mini`;

describe(`model-graded metrics (${DOCS}/model-graded)`, () => {
  it('llm-rubric (…/model-graded/llm-rubric)', async () => {
    const rubric = assert(`
- type: llm-rubric
  # Specify the criteria for grading the LLM output:
  value: Is not apologetic and provides a clear, concise answer`);
    expect(
      await statuses(
        cases(
          rubric,
          ['The answer is 42.', "I'm so sorry, I apologize, but I cannot say."],
          GRADER,
        ),
      ),
    ).toEqual(['pass', 'fail']);
  });

  it('model-graded-closedqa (…/model-graded/model-graded-closedqa)', async () => {
    const closedqa = assert(`
- type: model-graded-closedqa
  # Specify the criteria that the output must meet:
  value: Provides a clear answer without hedging or uncertainty`);
    expect(
      await statuses(cases(closedqa, ['It is Paris.', 'It might be Paris, perhaps.'], GRADER)),
    ).toEqual(['pass', 'fail']);
  });

  it('factuality, custom category scores and vars (…/model-graded/factuality)', async () => {
    const factuality = assert(`
- type: factuality
  # Provide the reference answer to check against:
  value: The capital of California is Sacramento`);
    expect(
      await statuses(
        cases(
          factuality,
          ['Sacramento is the capital of California', 'The capital of California is Los Angeles'],
          GRADER,
        ),
      ),
    ).toEqual(['pass', 'fail']);
    const scored = assert(`
- type: factuality
  value: The capital of California is Sacramento
  options:
    factuality:
      subset: 0.8 # Category A score
      superset: 0.6 # Category B score
      agree: 1.0 # Category C score
      disagree: 0.0 # Category D score
      differButFactual: 0.7 # Category E score`);
    expect(
      await statuses(
        cases(
          scored,
          ['The capital of California is Sacramento, a city on the river', 'Fresno is the capital'],
          GRADER,
        ),
      ),
    ).toEqual(['pass', 'fail']);
    expect(
      await statuses(`${GRADER}
tests:
  - vars:
      output: Sacramento is the capital of California
      state: California
      city: Sacramento
    assert:
      - type: factuality
        value: '{{city}} is the capital of {{state}}'`),
    ).toEqual(['pass']);
  });

  it('g-eval with a list of criteria, and not-g-eval (…/model-graded/g-eval)', async () => {
    const gEval = assert(`
- type: g-eval
  value:
    - 'Explains technical concepts in simple terms'
    - 'Maintains accuracy without oversimplification'
    - 'Includes relevant examples or analogies'
    - 'Avoids unnecessary jargon'
  threshold: 0.8`);
    expect(
      await statuses(cases(gEval, ['A qubit is like a coin spinning in the air.'], GRADER)),
    ).toEqual(['pass']);
    const notGEval = assert(`
- type: not-g-eval
  value: 'The response leaks personally identifiable information'
  threshold: 0.7`);
    expect(
      await statuses(
        cases(notGEval, ['Your order ships today.', 'Email jane at jane@example.com'], GRADER),
      ),
    ).toEqual(['pass', 'fail']);
  });

  it('select-best across prompts (…/model-graded/select-best)', async () => {
    expect(
      await statuses(`prompts:
  - 'Write a tweet about {{topic}}'
  - 'Write a very concise, funny tweet about {{topic}}'
defaultTest:
  options:
    provider:
      text:
        id: openai:gpt-4o-mini
        config:
          temperature: 0
tests:
  - vars:
      topic: bananas
    assert:
      - type: select-best
        value: choose the funniest tweet`),
    ).toEqual(['fail', 'pass']);
  });

  it('similar, lists, not-similar, and the euclidean variant (…/similar)', async () => {
    const similar = assert(`
- type: similar
  value: 'The expected output'
  threshold: 0.8`);
    expect(
      await statuses(cases(similar, ['the expected output', 'bananas are yellow'], GRADER)),
    ).toEqual(['pass', 'fail']);
    const list = assert(`
- type: similar
  value:
    - The expected output
    - Expected output
  threshold: 0.8`);
    expect(await statuses(cases(list, ['expected output', 'bananas are yellow'], GRADER))).toEqual([
      'pass',
      'fail',
    ]);
    const notSimilar = assert(`
- type: not-similar
  value:
    - The expected output
    - Bananas are yellow
  threshold: 0.8`);
    expect(
      await statuses(cases(notSimilar, ['Trains run late', 'bananas are yellow'], GRADER)),
    ).toEqual(['pass', 'fail']);
    const euclidean = assert(`
- type: similar:euclidean
  value: 'The expected output'
  threshold: 0.5 # Maximum distance threshold`);
    expect(await statuses(cases(euclidean, ['the expected output', 'bananas'], GRADER))).toEqual([
      'pass',
      'fail',
    ]);
    const embedding = `defaultTest:
  options:
    provider:
      embedding:
        id: openai:embedding:text-embedding-3-small`;
    expect(
      await statuses(
        cases(
          assert(`
- type: similar
  value: Hello world`),
          ['hello world'],
          embedding,
        ),
      ),
    ).toEqual(['pass']);
  });

  it('context-recall full example (…/model-graded/context-recall)', async () => {
    expect(
      await statuses(`${GRADER}
tests:
  - vars:
      output: Guido created it.
      query: 'Who created Python?'
      context: 'Guido van Rossum created Python in 1991.'
    assert:
      - type: context-recall
        value: 'Python was created by Guido van Rossum in 1991'
        threshold: 1.0
  - vars:
      output: It was 1991.
      query: 'Who created Python?'
      context: 'Python was released in 1991.'
    assert:
      - type: context-recall
        value: 'Python was created by Guido van Rossum in 1991'
        threshold: 1.0`),
    ).toEqual(['pass', 'fail']);
  });

  it('context-faithfulness, string and array context (…/model-graded/context-faithfulness)', async () => {
    expect(
      await statuses(`${GRADER}
tests:
  - vars:
      output: Paris is the capital of France.
      query: 'What is the capital of France?'
      context: 'Paris is the capital and largest city of France.'
    assert:
      - type: context-faithfulness
        threshold: 0.9
  - vars:
      output: Paris, with 2.2 million residents, is France's capital.
      query: 'What is the capital of France?'
      context: 'Paris is the capital and largest city of France.'
    assert:
      - type: context-faithfulness
        threshold: 0.9
  - vars:
      output: France is located in Western Europe.
      query: 'Tell me about France'
      context:
        - 'Paris is the capital and largest city of France.'
        - 'France is located in Western Europe.'
        - 'The country has a rich cultural heritage.'
    options:
      disableVarExpansion: true
    assert:
      - type: context-faithfulness
        threshold: 0.8`),
    ).toEqual(['pass', 'fail', 'pass']);
  });

  it('context-relevance (…/model-graded/context-relevance)', async () => {
    expect(
      await statuses(`${GRADER}
tests:
  - vars:
      output: Paris.
      query: 'What is the capital of France?'
      context: 'Paris is the capital of France. Bread is baked daily.'
    assert:
      - type: context-relevance
        threshold: 0.5
  - vars:
      output: Paris.
      query: 'What is the capital of France?'
      context: 'Bread is baked daily. Cheese is aged. Wine is poured.'
    assert:
      - type: context-relevance
        threshold: 0.5`),
    ).toEqual(['pass', 'fail']);
  });

  it('answer-relevance (…/model-graded/answer-relevance)', async () => {
    expect(
      await statuses(`${GRADER}
tests:
  - vars:
      output: the boiling point of water at sea level
      query: What about the boiling point of water at sea level?
    assert:
      - type: answer-relevance
        threshold: 0.7
  - vars:
      output: my cat likes tuna
      query: What about the boiling point of water at sea level?
    assert:
      - type: answer-relevance
        threshold: 0.7`),
    ).toEqual(['pass', 'fail']);
  });
});
