import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTarget } from '../targets/registry';
import { startFakeOpenAiServer, type FakeServer } from '../testing/fake-openai-server';
import { costOf, priceOf } from './pricing';

describe('model price table', () => {
  it('knows the well-known OpenAI and Anthropic chat models by name', () => {
    expect(priceOf('gpt-4o')).toEqual({ input: 2.5, output: 10 });
    expect(priceOf('gpt-4o-mini')).toEqual({ input: 0.15, output: 0.6 });
    expect(priceOf('gpt-4.1')).toEqual({ input: 2, output: 8 });
    expect(priceOf('gpt-4.1-mini')).toEqual({ input: 0.4, output: 1.6 });
    expect(priceOf('gpt-4.1-nano')).toEqual({ input: 0.1, output: 0.4 });
    expect(priceOf('o3-mini')).toEqual({ input: 1.1, output: 4.4 });
    expect(priceOf('o4-mini')).toEqual({ input: 1.1, output: 4.4 });
    expect(priceOf('claude-3-5-haiku')).toEqual({ input: 0.8, output: 4 });
    expect(priceOf('claude-3-5-sonnet')).toEqual({ input: 3, output: 15 });
    expect(priceOf('claude-3-7-sonnet')).toEqual({ input: 3, output: 15 });
    expect(priceOf('claude-sonnet-4')).toEqual({ input: 3, output: 15 });
    expect(priceOf('claude-opus-4')).toEqual({ input: 15, output: 75 });
  });

  it('matches dated and -latest names to their family, and a dated entry before its family', () => {
    expect(priceOf('gpt-4o-2024-08-06')).toEqual(priceOf('gpt-4o'));
    expect(priceOf('gpt-4o-mini-2024-07-18')).toEqual(priceOf('gpt-4o-mini'));
    expect(priceOf('gpt-4.1-nano-2025-04-14')).toEqual(priceOf('gpt-4.1-nano'));
    expect(priceOf('o3-mini-2025-01-31')).toEqual(priceOf('o3-mini'));
    expect(priceOf('claude-3-5-sonnet-20241022')).toEqual(priceOf('claude-3-5-sonnet'));
    expect(priceOf('claude-3-7-sonnet-latest')).toEqual(priceOf('claude-3-7-sonnet'));
    expect(priceOf('claude-sonnet-4-20250514')).toEqual({ input: 3, output: 15 });
    expect(priceOf('claude-opus-4-1-20250805')).toEqual({ input: 15, output: 75 });
    expect(priceOf('GPT-4o-Mini')).toEqual(priceOf('gpt-4o-mini'));
    // The first gpt-4o snapshot was priced higher than the family is today.
    expect(priceOf('gpt-4o-2024-05-13')).toEqual({ input: 5, output: 15 });
  });

  it('answers undefined for any other name rather than guessing from a prefix', () => {
    for (const model of [
      'llama3.1',
      'gpt-4',
      'gpt-4o-audio-preview',
      'gpt-4o-mini-realtime-preview',
      'gpt-4.1-mini-finetuned',
      'claude-opus-4-5',
      'claude-3-5-sonnet-v2',
      'o3',
      'openai/gpt-4o',
      '',
    ]) {
      expect(priceOf(model), model).toBeUndefined();
    }
  });

  it('prices prompt and completion tokens separately', () => {
    expect(costOf('gpt-4o', { prompt: 1_000_000, completion: 0, total: 1_000_000 })).toBe(2.5);
    expect(costOf('gpt-4o', { prompt: 0, completion: 1_000_000, total: 1_000_000 })).toBe(10);
    expect(
      costOf('claude-3-5-haiku-20241022', { prompt: 2000, completion: 500, total: 2500 }),
    ).toBe((2000 * 0.8 + 500 * 4) / 1_000_000);
    expect(costOf('gpt-4o-mini', undefined)).toBeUndefined();
    expect(costOf('my-local-model', { prompt: 10, completion: 5, total: 15 })).toBeUndefined();
  });
});

describe('cost on target responses', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer({
      reply: ({ messages }) =>
        messages.at(-1)?.content === 'fail'
          ? { status: 500, body: { error: 'down' } }
          : 'I cannot help.',
    });
  });
  afterAll(() => server.close());

  it('puts the list-price cost of the reported tokens next to them', async () => {
    // The fake server reports 10 prompt and 5 completion tokens per call.
    const openai = await createTarget({
      type: 'openai',
      baseUrl: server.openAiBaseUrl,
      model: 'gpt-4o-mini-2024-07-18',
    }).send('hello');
    expect(openai.tokens).toEqual({ prompt: 10, completion: 5, total: 15 });
    expect(openai.cost).toBeCloseTo((10 * 0.15 + 5 * 0.6) / 1_000_000, 15);

    const anthropic = await createTarget({
      type: 'anthropic',
      baseUrl: server.url,
      model: 'claude-sonnet-4-20250514',
    }).send('hello');
    expect(anthropic.tokens).toEqual({ prompt: 10, completion: 5, total: 15 });
    expect(anthropic.cost).toBeCloseTo((10 * 3 + 5 * 15) / 1_000_000, 15);
  });

  it('leaves cost out for a model without a known price and for a failed call', async () => {
    const unknown = await createTarget({
      type: 'openai',
      baseUrl: server.openAiBaseUrl,
      model: 'llama3.1',
    }).send('hello');
    expect(unknown.tokens).toEqual({ prompt: 10, completion: 5, total: 15 });
    expect(unknown).not.toHaveProperty('cost');

    const failed = await createTarget({
      type: 'openai',
      baseUrl: server.openAiBaseUrl,
      model: 'gpt-4o',
      retries: 0,
    }).send('fail');
    expect(failed.error?.kind).toBe('http-status');
    expect(failed).not.toHaveProperty('cost');
  });
});
