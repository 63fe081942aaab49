import { describe, expect, it } from 'vitest';
import { check, passes } from '../testing/assert';
import { bleu, gleu, levenshteinDistance, rougeN } from './similarity';

describe('similarity assertions', () => {
  it('levenshtein: distance ≤ threshold (default 5), with vars in the value', async () => {
    expect(levenshteinDistance('kitten', 'sitting')).toBe(3);
    expect(
      await passes({ type: 'levenshtein', threshold: 5, value: 'hello world' }, 'hallo wrld'),
    ).toBe(true);
    expect(await passes({ type: 'levenshtein', value: 'hello world' }, 'goodbye moon')).toBe(false);
    expect(
      await passes({ type: 'levenshtein', threshold: 2, value: '{{expected}}' }, 'fobar', {
        vars: { expected: 'foobar' },
      }),
    ).toBe(true);
    expect(
      await passes(
        { type: 'not-levenshtein', threshold: 2, value: 'foobar' },
        'completely different',
      ),
    ).toBe(true);
  });

  it('rouge-n: F1 of unigram overlap, case-insensitive, punctuation split off, default threshold 0.75', async () => {
    expect(rougeN('The Cat Sat', 'the cat sat')).toBe(1);
    expect(rougeN('hello there', 'hello world')).toBe(0.5);
    expect(rougeN('the the the', 'the cat')).toBeCloseTo((2 * (1 / 3) * 0.5) / (1 / 3 + 0.5));
    expect(await check({ type: 'rouge-n', value: 'hello world' }, 'Hello, world!')).toMatchObject({
      pass: false,
    });
    expect(await check({ type: 'rouge-n', value: 'hello world' }, 'hello world!')).toMatchObject({
      pass: true,
      score: 0.8,
    });
    expect(await passes({ type: 'rouge-n', value: 'hello world' }, 'well hello world')).toBe(true);
    expect(
      await passes({ type: 'rouge-n', threshold: 0.4, value: 'hello world' }, 'hello there'),
    ).toBe(true);
    expect(
      await check({ type: 'not-rouge-n', threshold: 0.75, value: 'hello world' }, 'hello there'),
    ).toMatchObject({ pass: true, score: 0.5 });
  });

  it('bleu: 1 for an exact answer, lower with extra or missing words, default threshold 0.5', async () => {
    expect(bleu('hello world', ['hello world'])).toBe(1);
    expect(bleu('', ['hello world'])).toBe(0);
    expect(bleu('the cat sat on the mat', ['the cat sat on the mat today'])).toBeCloseTo(
      Math.exp(1 - 7 / 6),
    );
    expect(bleu('a b c d', ['a b x y'])).toBeLessThan(0.01); // no 3- or 4-gram matches: smoothed
    // Reference lengths 4 and 2 are equally close to 3: the shorter sets the brevity penalty.
    expect(bleu('a b c', ['a b c d', 'a b'])).toBe(1);
    expect(await passes({ type: 'bleu', value: 'hello world' }, 'hello world')).toBe(true);
    expect(
      await passes(
        { type: 'bleu', threshold: 0.7, value: 'the quick brown fox' },
        'a slow red dog',
      ),
    ).toBe(false);
    expect(await passes({ type: 'bleu', value: ['nope', 'hello world'] }, 'hello world')).toBe(
      true,
    );
  });
});

describe('gleu', () => {
  it('is the smaller of n-gram precision and recall, the best over references', async () => {
    expect(gleu('Hello world.', ['hello world'])).toBe(1);
    expect(gleu('   ', ['hello world'])).toBe(0);
    // "the cat" vs "the cat sat": 2 + 1 matching 1- and 2-grams; the output has 3 n-grams, the
    // reference 6 (3 + 2 + 1): precision 1, recall 0.5.
    expect(gleu('the cat', ['the cat sat'])).toBe(0.5);
    expect(gleu('the cat', ['a dog', 'the cat sat'])).toBe(0.5);
    expect(await check({ type: 'gleu', value: 'the cat sat' }, 'the cat')).toMatchObject({
      pass: true,
      score: 0.5,
    });
    expect(
      await check({ type: 'not-gleu', value: 'the cat sat', threshold: 0.7 }, 'the cat'),
    ).toMatchObject({ pass: true, score: 0.5, reason: 'GLEU score 0.50 is below 0.7' });
  });
});

describe('counting and provider-metadata assertions', () => {
  it('word-count: exact, range, min only, max only', async () => {
    expect(await passes({ type: 'word-count', value: 3 }, 'one two  three')).toBe(true);
    expect(
      await passes({ type: 'word-count', value: { min: 2, max: 4 } }, 'one two three four five'),
    ).toBe(false);
    expect(await passes({ type: 'word-count', value: { min: 2 } }, 'one two')).toBe(true);
    expect(await passes({ type: 'word-count', value: { max: 1 } }, '')).toBe(true);
    expect(await passes({ type: 'not-word-count', value: 2 }, 'one')).toBe(true);
  });

  it('latency and cost compare with the threshold; missing cost is a failure with the reason', async () => {
    expect(
      await passes({ type: 'latency', threshold: 200 }, 'x', { response: { latencyMs: 150 } }),
    ).toBe(true);
    expect(
      await passes({ type: 'latency', threshold: 100 }, 'x', { response: { latencyMs: 150 } }),
    ).toBe(false);
    expect(
      await passes({ type: 'cost', threshold: 0.001 }, 'x', { response: { cost: 0.0005 } }),
    ).toBe(true);
    expect(
      await passes({ type: 'not-cost', threshold: 0.001 }, 'x', { response: { cost: 0.0005 } }),
    ).toBe(false);
    expect(await check({ type: 'cost', threshold: 0.001 }, 'x')).toMatchObject({
      pass: false,
      reason: 'The provider reported no cost for this call',
    });
    expect(
      await check({ type: 'cost', metric: 'inference_cost', weight: 0 }, 'x', {
        response: { cost: 0.002 },
      }),
    ).toMatchObject({ pass: true, score: 0.002 });
  });

  it('finish-reason compares case-insensitively and says when the provider gave none', async () => {
    expect(
      await passes({ type: 'finish-reason', value: 'STOP' }, 'x', {
        response: { finishReason: 'stop' },
      }),
    ).toBe(true);
    expect(
      await passes({ type: 'finish-reason', value: 'length' }, 'x', {
        response: { finishReason: 'stop' },
      }),
    ).toBe(false);
    expect(await check({ type: 'finish-reason', value: 'stop' }, 'x')).toMatchObject({
      pass: false,
      reason: 'Provider did not supply stop/finish reason',
    });
  });

  it('is-refusal uses the engine refusal detector; empty replies count, not-is-refusal inverts', async () => {
    expect(
      await passes({ type: 'is-refusal' }, "I'm sorry, but I can't help with that request."),
    ).toBe(true);
    expect(await passes({ type: 'is-refusal' }, '')).toBe(true);
    expect(await passes({ type: 'is-refusal' }, '2 + 2 = 4')).toBe(false);
    expect(await passes({ type: 'not-is-refusal' }, '2 + 2 = 4')).toBe(true);
  });
});

describe('is-valid-openai-tools-call', () => {
  const providerConfig = {
    tools: [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          parameters: {
            type: 'object',
            properties: { city: { type: 'string' } },
            required: ['city'],
          },
        },
      },
    ],
  };
  const call = (name: string, args: string) => [
    { id: 'c1', type: 'function', function: { name, arguments: args } },
  ];

  it('passes calls of configured tools with schema-valid arguments', async () => {
    expect(
      await passes({ type: 'is-valid-openai-tools-call' }, call('get_weather', '{"city":"NYC"}'), {
        providerConfig,
      }),
    ).toBe(true);
    expect(
      await passes(
        { type: 'is-valid-openai-tools-call' },
        JSON.stringify(call('get_weather', '{"city":"NYC"}')),
        { providerConfig },
      ),
    ).toBe(true);
  });

  it('fails unknown tools, invalid arguments, plain text and providers without tools', async () => {
    expect(
      await check({ type: 'is-valid-openai-tools-call' }, call('book_flight', '{}'), {
        providerConfig,
      }),
    ).toMatchObject({ pass: false, reason: expect.stringContaining('not one of the provider') });
    expect(
      await passes({ type: 'is-valid-openai-tools-call' }, call('get_weather', '{"town":1}'), {
        providerConfig,
      }),
    ).toBe(false);
    expect(
      await passes({ type: 'is-valid-openai-tools-call' }, 'It is sunny', { providerConfig }),
    ).toBe(false);
    expect(
      await passes({ type: 'is-valid-openai-tools-call' }, call('get_weather', '{"city":"NYC"}')),
    ).toBe(false);
    expect(
      await passes({ type: 'not-is-valid-openai-tools-call' }, 'It is sunny', { providerConfig }),
    ).toBe(true);
  });
});
