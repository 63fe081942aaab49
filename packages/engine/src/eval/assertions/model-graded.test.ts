import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGradingOptions } from '../grading/providers';
import type { EvalGradingOptions } from '../grading/types';
import { startJudgeServer, type JudgeServer } from '../testing/judge-server';
import { check } from '../testing/assert';
import type { AssertionConfig } from '../types';

let judge: JudgeServer;
let grading: EvalGradingOptions;

beforeAll(async () => {
  judge = await startJudgeServer();
  // A real OpenAI-compatible grader over HTTP (gpt-4o-mini has a list price: cost is counted).
  grading = buildGradingOptions(
    { id: 'openai:chat:gpt-4o-mini', config: { apiBaseUrl: judge.baseUrl, apiKey: 'k' } },
    {},
  );
});
afterAll(() => judge.close());

const graded = (
  assertion: AssertionConfig,
  output: string,
  extra: Parameters<typeof check>[2] = {},
) => check(assertion, output, { grading, prompt: 'Tell me about Paris', ...extra });

describe('model-graded assertions without a grading provider', () => {
  it.each([
    { type: 'llm-rubric', value: 'mentions Paris' },
    { type: 'not-llm-rubric', value: 'mentions Paris' },
    { type: 'factuality', value: 'Paris is the capital' },
    { type: 'similar', value: 'Paris' },
    { type: 'not-similar', value: 'Paris' },
  ])('$type fails with a clear reason, never passes', async (assertion) => {
    const result = await check(assertion, 'Paris', { prompt: 'p' });
    expect(result.pass).toBe(false);
    expect(result.reason).toMatch(
      /^no (grading|embedding) provider configured for "[a-z-]+": set one/,
    );
  });
});

describe('llm-rubric', () => {
  it('passes and fails on the judge verdict, counting its tokens and cost', async () => {
    const pass = await graded({ type: 'llm-rubric', value: 'mentions Paris' }, 'Paris is lovely');
    expect(pass).toMatchObject({ pass: true, score: 1, reason: 'it does' });
    expect(pass.tokens).toEqual({ prompt: 100, completion: 10, total: 110 });
    expect(pass.cost).toBeGreaterThan(0);
    const fail = await graded({ type: 'llm-rubric', value: 'mentions Rome' }, 'Paris is lovely');
    expect(fail).toMatchObject({ pass: false, score: 0, reason: 'it does not' });
  });

  it('sends the rubric and the output in the grading prompt, vars rendered', async () => {
    const before = judge.requests.length;
    await graded({ type: 'llm-rubric', value: 'mentions {{city}}' }, 'Lyon', {
      vars: { city: 'Lyon' },
    });
    const sent = judge.requests[before]?.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]?.role).toBe('system');
    expect(sent.messages[1]?.content).toBe(
      '<Output>\nLyon\n</Output>\n<Rubric>\nmentions Lyon\n</Rubric>',
    );
  });

  it('applies the threshold to the judge score', async () => {
    const assertion = { type: 'llm-rubric', value: 'score 0.4' };
    expect(await graded(assertion, 'x')).toMatchObject({ pass: true, score: 0.4 });
    expect(await graded({ ...assertion, threshold: 0.5 }, 'x')).toMatchObject({
      pass: false,
      score: 0.4,
    });
  });

  it('fails on a judge answer with no JSON, even negated', async () => {
    for (const type of ['llm-rubric', 'not-llm-rubric']) {
      const result = await graded({ type, value: 'MALFORMED' }, 'x');
      expect(result.pass).toBe(false);
      expect(result.reason).toMatch(/^Could not extract JSON from the llm-rubric response/);
      expect(result.tokens?.total).toBe(110);
    }
  });

  it('not-llm-rubric inverts pass and score', async () => {
    expect(await graded({ type: 'not-llm-rubric', value: 'mentions Rome' }, 'Paris')).toMatchObject(
      { pass: true, score: 1 },
    );
  });

  it('uses a rubricPrompt from the assertion or the test options', async () => {
    const rubricPrompt = [
      { role: 'system', content: 'Custom grader.' },
      { role: 'user', content: '<Output>{{output}}</Output><Rubric>mentions {{word}}</Rubric>' },
    ];
    const before = judge.requests.length;
    const result = await graded({ type: 'llm-rubric', value: 'ignored', rubricPrompt }, 'a cat', {
      vars: { word: 'cat' },
    });
    expect(result.pass).toBe(true);
    const sent = judge.requests[before]?.body as { messages: { content: string }[] };
    expect(sent.messages[0]?.content).toBe('Custom grader.');
    const viaOptions = await graded({ type: 'llm-rubric', value: 'x' }, 'a dog', {
      vars: { word: 'cat' },
      options: { rubricPrompt },
    });
    expect(viaOptions.pass).toBe(false);
  });
});

describe('factuality', () => {
  it('scores categories A–E with the factuality options', async () => {
    const value = 'Paris is the capital of France';
    expect(
      await graded({ type: 'factuality', value }, 'Paris is the capital of France'),
    ).toMatchObject({
      pass: true,
      score: 1,
      reason: 'category C',
    });
    expect(
      await graded(
        { type: 'factuality', value },
        'Paris is the capital of France. It has 2 million people',
      ),
    ).toMatchObject({ pass: true, reason: 'category B' });
    expect(await graded({ type: 'factuality', value }, 'Lyon is the capital')).toMatchObject({
      pass: false,
      score: 0,
      reason: 'category D',
    });
    // options.factuality: a superset scores 0 → fails; a disagreement may be allowed.
    const strict = { options: { factuality: { superset: 0, disagree: 0.3 } } };
    expect(
      await graded(
        { type: 'factuality', value },
        'Paris is the capital of France. And more',
        strict,
      ),
    ).toMatchObject({ pass: false, score: 0 });
    expect(await graded({ type: 'factuality', value }, 'Lyon', strict)).toMatchObject({
      pass: true,
      score: 0.3,
    });
  });

  it('reads the legacy "(B) …" answer and fails on an unreadable one', async () => {
    expect(await graded({ type: 'factuality', value: 'LEGACY' }, 'x')).toMatchObject({
      pass: true,
      reason: 'The submission adds details.',
    });
    const garbage = await graded({ type: 'factuality', value: 'GARBAGE' }, 'x');
    expect(garbage.pass).toBe(false);
    expect(garbage.reason).toMatch(/did not match the expected format/);
  });

  it('needs a value and the prompt', async () => {
    expect((await graded({ type: 'factuality' }, 'x')).reason).toBe(
      '"factuality" needs a string value (the reference answer)',
    );
    const noPrompt = await graded({ type: 'factuality', value: 'v' }, 'x', { prompt: '' });
    expect(noPrompt).toMatchObject({ pass: false });
    expect(noPrompt.reason).toMatch(/needs the prompt/);
  });
});

describe('model-graded-closedqa', () => {
  it('passes on a final Y, fails on N, fails clearly on neither', async () => {
    const type = 'model-graded-closedqa';
    expect(await graded({ type, value: 'mentions Paris' }, 'Paris!')).toMatchObject({ pass: true });
    expect(await graded({ type, value: 'mentions Rome' }, 'Paris!')).toMatchObject({ pass: false });
    const malformed = await graded({ type, value: 'MALFORMED' }, 'Paris!');
    expect(malformed.pass).toBe(false);
    expect(malformed.reason).toMatch(/^Model grader produced a malformed response/);
  });
});

describe('g-eval', () => {
  it('scores out of 10 against the threshold (default 0.7), averaging several criteria', async () => {
    expect(await graded({ type: 'g-eval', value: 'mentions Paris' }, 'Paris')).toMatchObject({
      pass: true,
      score: 0.9,
    });
    expect(await graded({ type: 'g-eval', value: 'mentions Rome' }, 'Paris')).toMatchObject({
      pass: false,
      score: 0.2,
    });
    const both = await graded(
      { type: 'g-eval', value: ['mentions Paris', 'mentions Rome'] },
      'Paris',
    );
    expect(both.score).toBeCloseTo(0.55);
    expect(both.pass).toBe(false);
    expect(
      (
        await graded(
          { type: 'g-eval', value: ['mentions Paris', 'mentions Rome'], threshold: 0.5 },
          'Paris',
        )
      ).pass,
    ).toBe(true);
    // Two grading calls per criterion.
    expect(both.tokens?.total).toBe(4 * 110);
  });

  it('fails on a score outside 0–10', async () => {
    const result = await graded({ type: 'g-eval', value: 'MALFORMED' }, 'x');
    expect(result.pass).toBe(false);
    expect(result.reason).toMatch(/outside the expected 0-10 range/);
  });
});

describe('similar', () => {
  it('compares embeddings by cosine similarity (threshold 0.75 by default)', async () => {
    const close = await graded(
      { type: 'similar', value: 'the cat sat on the mat' },
      'the cat sat on a mat',
    );
    expect(close.pass).toBe(true);
    expect(close.score).toBeCloseTo(1);
    const far = await graded(
      { type: 'similar', value: 'the cat sat on the mat' },
      'stock prices fell',
    );
    expect(far).toMatchObject({ pass: false, score: 0 });
    expect(far.reason).toBe('Similarity 0.00 is less than threshold 0.75');
    expect(
      (await graded({ type: 'not-similar', value: 'the cat sat on the mat' }, 'stock prices fell'))
        .pass,
    ).toBe(true);
  });

  it('passes when any of a list is similar; not- needs all to be dissimilar', async () => {
    const value = ['stock prices fell', 'cat sat mat'];
    expect((await graded({ type: 'similar', value }, 'cat sat mat')).pass).toBe(true);
    expect((await graded({ type: 'not-similar', value }, 'cat sat mat')).pass).toBe(false);
  });

  it('has the dot and euclidean variants', async () => {
    const dot = await graded({ type: 'similar:dot', value: 'cat mat', threshold: 2 }, 'cat mat');
    expect(dot).toMatchObject({ pass: true, score: 2 });
    const euclid = await graded(
      { type: 'similar:euclidean', value: 'cat mat', threshold: 0.5 },
      'cat mat',
    );
    expect(euclid).toMatchObject({ pass: true, score: 1 });
    expect(
      (await graded({ type: 'similar:euclidean', value: 'cat', threshold: 0.5 }, 'dog')).pass,
    ).toBe(false);
  });

  it('uses an embedding provider given as {embedding}', async () => {
    const embeddingOnly = buildGradingOptions(
      {
        embedding: {
          id: 'openai:embedding:text-embedding-3-small',
          config: { apiBaseUrl: judge.baseUrl },
        },
      },
      {},
    );
    const before = judge.requests.length;
    const result = await check({ type: 'similar', value: 'cat' }, 'cat', {
      grading: embeddingOnly,
    });
    expect(result.pass).toBe(true);
    expect(judge.requests.slice(before).map((r) => [r.path, r.body.model])).toEqual([
      ['/v1/embeddings', 'text-embedding-3-small'],
      ['/v1/embeddings', 'text-embedding-3-small'],
    ]);
    // It cannot grade text: a rubric fails with the reason.
    const rubric = await check({ type: 'llm-rubric', value: 'x' }, 'y', { grading: embeddingOnly });
    expect(rubric.pass).toBe(false);
    expect(rubric.reason).toMatch(/embedding model: it cannot grade text/);
  });
});

describe('answer-relevance', () => {
  it('compares the query with questions generated from the answer', async () => {
    const vars = { query: 'What about the Eiffel tower height?' };
    const good = await graded({ type: 'answer-relevance' }, 'the Eiffel tower height', { vars });
    expect(good.pass).toBe(true);
    expect(good.score).toBeGreaterThan(0.7);
    // 3 question generations (the embeddings are not priced by the interface).
    expect(good.tokens?.total).toBe(3 * 110);
    const bad = await graded({ type: 'answer-relevance' }, 'bananas are yellow', { vars });
    expect(bad.pass).toBe(false);
    expect(bad.reason).toMatch(/^Relevance 0\.\d\d is less than threshold 0.7$/);
  });
});

describe('context assertions', () => {
  const context = 'Paris is the capital of France. The Seine flows through Paris.';

  it('context-recall: share of the expected answer attributed to the context', async () => {
    const value = 'Paris is the capital of France. Paris has ten million dogs.';
    const result = await graded({ type: 'context-recall', value }, 'x', { vars: { context } });
    expect(result).toMatchObject({ pass: true, score: 0.5, reason: 'Recall 0.50 is >= 0' });
    expect(
      (await graded({ type: 'context-recall', value, threshold: 0.9 }, 'x', { vars: { context } }))
        .reason,
    ).toBe('Recall 0.50 is < 0.9');
  });

  it('context-relevance: share of the context needed for the query', async () => {
    const vars = {
      query: 'Which river flows there?',
      context: 'The Seine is a river.\nBread is tasty.',
    };
    const result = await graded({ type: 'context-relevance', threshold: 0.5 }, 'x', { vars });
    expect(result).toMatchObject({ pass: true, score: 0.5 });
    const none = await graded({ type: 'context-relevance', threshold: 0.1 }, 'x', {
      vars: { ...vars, query: 'What about quantum gravity?' },
    });
    expect(none).toMatchObject({ pass: false, score: 0 });
  });

  it('context-faithfulness: share of the answer claims the context supports', async () => {
    const vars = { query: 'Tell me about Paris', context };
    const faithful = await graded(
      { type: 'context-faithfulness', threshold: 0.9 },
      'Paris is the capital of France.',
      { vars },
    );
    expect(faithful).toMatchObject({ pass: true, score: 1 });
    const half = await graded(
      { type: 'context-faithfulness', threshold: 0.9 },
      'Paris is the capital of France. Paris has two million residents.',
      { vars },
    );
    expect(half).toMatchObject({ pass: false, score: 0.5, reason: 'Faithfulness 0.50 is < 0.9' });
  });

  it('take the context from contextTransform over the output', async () => {
    const output = JSON.stringify({ answer: 'Paris is the capital of France.', context });
    const result = await graded(
      { type: 'context-faithfulness', contextTransform: 'output.context', threshold: 0.9 },
      output,
      { vars: { query: 'q' } },
    );
    expect(result.reason).toMatch(/^Faithfulness/);
  });

  it('fail clearly without the vars they need', async () => {
    const noQuery = await graded({ type: 'context-faithfulness' }, 'x', { vars: { context } });
    expect(noQuery).toMatchObject({ pass: false });
    expect(noQuery.reason).toBe(
      '"context-faithfulness" needs a "query" var with the user\'s question',
    );
    const noContext = await graded({ type: 'context-relevance' }, 'x', { vars: { query: 'q' } });
    expect(noContext.reason).toMatch(/^"context-relevance" needs a context: a "context" var/);
    const badTransform = await graded(
      { type: 'context-relevance', contextTransform: 'output.missing.deeper' },
      '{}',
      { vars: { query: 'q' } },
    );
    expect(badTransform.reason).toMatch(/^Failed to transform context using expression/);
  });
});
