import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalConfigError, parseEvalConfig } from '../config/parse';
import { planEval, runEval } from '../runner';
import { startJudgeServer, type JudgeServer } from '../testing/judge-server';
import { buildGradingOptions } from './providers';

let judge: JudgeServer;
let grader: { id: string; config: Record<string, unknown> };

beforeAll(async () => {
  judge = await startJudgeServer();
  grader = { id: 'openai:chat:gpt-4o-mini', config: { apiBaseUrl: judge.baseUrl } };
});
afterAll(() => judge.close());

describe('grading in a run', () => {
  it('grades with defaultTest.options.provider and counts grading tokens per cell and run', async () => {
    const config = parseEvalConfig({
      prompts: ['Say {{word}}'],
      providers: ['echo'],
      defaultTest: { options: { provider: grader } },
      tests: [
        { vars: { word: 'Paris' }, assert: [{ type: 'llm-rubric', value: 'mentions Paris' }] },
        { vars: { word: 'Rome' }, assert: [{ type: 'llm-rubric', value: 'mentions Paris' }] },
      ],
    });
    const run = await runEval(planEval(config, {}));
    expect(run.results.map((cell) => cell.status)).toEqual(['pass', 'fail']);
    expect(run.results[0]?.grading?.tokens).toEqual({ prompt: 100, completion: 10, total: 110 });
    expect(run.results[0]?.tokens).toBeUndefined(); // echo spends nothing itself
    expect(run.summary.grading?.tokens.total).toBe(220);
    expect(run.summary.grading?.cost).toBeGreaterThan(0);
  });

  it('uses the run option grading when the config names no provider, and fails without one', async () => {
    const config = parseEvalConfig({
      prompts: ['Say {{word}}'],
      providers: ['echo'],
      tests: [
        { vars: { word: 'Paris' }, assert: [{ type: 'llm-rubric', value: 'mentions Paris' }] },
      ],
    });
    const plan = planEval(config, {});
    const withSettings = await runEval(plan, { grading: buildGradingOptions(grader, {}) });
    expect(withSettings.results[0]?.status).toBe('pass');
    const without = await runEval(plan);
    expect(without.results[0]?.status).toBe('fail');
    expect(without.results[0]?.reason).toMatch(/^no grading provider configured for "llm-rubric"/);
  });

  it("lets an assertion's provider win over the test's", async () => {
    const config = parseEvalConfig({
      prompts: ['Say {{word}}'],
      providers: ['echo'],
      defaultTest: {
        options: {
          provider: { id: 'openai:chat:m', config: { apiBaseUrl: 'http://127.0.0.1:9/v1' } },
        },
      },
      tests: [
        {
          vars: { word: 'Paris' },
          assert: [{ type: 'llm-rubric', value: 'mentions Paris', provider: grader }],
        },
      ],
    });
    const run = await runEval(planEval(config, {}));
    expect(run.results[0]?.status).toBe('pass');
  });

  it('grades with an Anthropic model, which cannot embed', async () => {
    const anthropic = {
      id: 'anthropic:messages:claude-3-5-haiku-latest',
      config: { apiBaseUrl: judge.baseUrl.replace(/\/v1$/, '') },
    };
    const config = parseEvalConfig({
      prompts: ['Say {{word}}'],
      providers: ['echo'],
      defaultTest: { options: { provider: anthropic } },
      tests: [
        {
          vars: { word: 'Paris' },
          assert: [
            { type: 'llm-rubric', value: 'mentions Paris' },
            { type: 'similar', value: 'Say Paris' },
          ],
        },
      ],
    });
    const before = judge.requests.length;
    const [cell] = (await runEval(planEval(config, {}))).results;
    expect(judge.requests[before]?.path).toBe('/v1/messages');
    expect(cell?.assertions.map((a) => [a.type, a.pass])).toEqual([
      ['llm-rubric', true],
      ['similar', false],
    ]);
    expect(cell?.assertions[1]?.reason).toMatch(/^no embedding provider configured for "similar"/);
    expect(cell?.grading?.tokens.total).toBe(110);
  });

  it('reads OPENAI_BASE_URL for a grader named by id alone', async () => {
    const config = parseEvalConfig({
      prompts: ['Say {{word}}'],
      providers: ['echo'],
      defaultTest: { options: { provider: 'openai:gpt-4o-mini' } },
      tests: [{ vars: { word: 'Paris' }, assert: [{ type: 'similar', value: 'Say Paris' }] }],
    });
    const run = await runEval(planEval(config, { OPENAI_BASE_URL: judge.baseUrl }));
    expect(run.results[0]?.status).toBe('pass');
  });

  it('names the path of a grading provider that cannot be built', () => {
    const config = (provider: unknown, where: 'defaultTest' | 'assert') =>
      parseEvalConfig({
        prompts: ['p'],
        providers: ['echo'],
        ...(where === 'defaultTest' ? { defaultTest: { options: { provider } } } : {}),
        tests: [
          {
            assert: [
              { type: 'llm-rubric', value: 'x', ...(where === 'assert' ? { provider } : {}) },
            ],
          },
        ],
      });
    const errorOf = (provider: unknown, where: 'defaultTest' | 'assert') => {
      try {
        planEval(config(provider, where), {});
      } catch (error) {
        expect(error).toBeInstanceOf(EvalConfigError);
        return (error as Error).message;
      }
      throw new Error('expected a config error');
    };
    expect(errorOf('bedrock:claude', 'defaultTest')).toMatch(
      /^defaultTest\.options\.provider: provider "bedrock:claude" is not supported/,
    );
    expect(errorOf({ id: 'openai:chat:m', config: { bogus: 1 } }, 'assert')).toBe(
      'tests.0.assert.0.provider.config: unknown or unsupported key "bogus"',
    );
  });
});

describe('select-best', () => {
  it('compares the cells of a test once all are done: the chosen one passes, the others fail', async () => {
    const config = parseEvalConfig({
      prompts: ['Say hello about {{topic}}', 'Say Paris about {{topic}}', 'Say nothing'],
      providers: ['echo'],
      defaultTest: { options: { provider: grader } },
      tests: [
        {
          vars: { topic: 'cities' },
          assert: [
            { type: 'contains', value: 'Say' },
            { type: 'select-best', value: 'mentions Paris' },
          ],
        },
      ],
    });
    const streamed: string[] = [];
    const run = await runEval(planEval(config, {}), {
      maxConcurrency: 3,
      onResult: (cell) => streamed.push(cell.status),
    });
    expect(run.results.map((cell) => cell.status)).toEqual(['fail', 'pass', 'fail']);
    // Every cell is reported once, already compared.
    expect(streamed.sort()).toEqual(['fail', 'fail', 'pass']);
    const chosen = run.results[1];
    expect(chosen?.assertions.map((a) => [a.type, a.pass])).toEqual([
      ['contains', true],
      ['select-best', true],
    ]);
    expect(run.results[0]?.reason).toBe('Output not selected: mentions Paris');
    // One grading call for the test, counted once.
    expect(run.summary.grading?.tokens.total).toBe(110);
  });

  it('with cellIndexes (a resumed run), compares the cells of each test in the run', async () => {
    const config = parseEvalConfig({
      prompts: ['Say hello about {{topic}}', 'Say Paris about {{topic}}', 'Say nothing'],
      providers: ['echo'],
      defaultTest: { options: { provider: grader } },
      tests: [
        { vars: { topic: 'a' }, assert: [{ type: 'select-best', value: 'mentions Paris' }] },
        { vars: { topic: 'b' }, assert: [{ type: 'select-best', value: 'mentions Paris' }] },
      ],
    });
    const reported: number[] = [];
    const run = await runEval(planEval(config, {}), {
      cellIndexes: [5, 1, 4, 3],
      onResult: (cell) => reported.push(cell.testIndex * 3 + cell.promptIndex),
    });
    expect(reported.sort()).toEqual([1, 3, 4, 5]);
    expect(run.results.map((cell) => [cell.testIndex, cell.promptIndex, cell.status])).toEqual([
      [0, 1, 'fail'], // alone in the run: nothing to compare with
      [1, 0, 'fail'],
      [1, 1, 'pass'],
      [1, 2, 'fail'],
    ]);
    expect(run.results[0]?.reason).toMatch(/needs at least two outputs/);
  });

  it('fails with the reason when there is only one output to compare', async () => {
    const config = parseEvalConfig({
      prompts: ['Say {{topic}}'],
      providers: ['echo'],
      defaultTest: { options: { provider: grader } },
      tests: [{ vars: { topic: 'x' }, assert: [{ type: 'select-best', value: 'mentions x' }] }],
    });
    const run = await runEval(planEval(config, {}));
    expect(run.results[0]?.status).toBe('fail');
    expect(run.results[0]?.reason).toMatch(/needs at least two outputs/);
  });

  it('cannot be negated nor sit in an assert-set', () => {
    const parse = (assert: unknown[]) => () =>
      parseEvalConfig({ prompts: ['p'], providers: ['echo'], tests: [{ assert }] });
    expect(parse([{ type: 'not-select-best', value: 'x' }])).toThrow(
      /select-best cannot be negated/,
    );
    expect(parse([{ type: 'assert-set', assert: [{ type: 'select-best', value: 'x' }] }])).toThrow(
      /cannot be inside an assert-set/,
    );
  });
});
