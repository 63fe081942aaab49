import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalConfigError, parseEvalConfig } from './config/parse';
import { planEval, runEval, streamEval } from './runner';
import type { EvalCellResult } from './types';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  // Answers OpenAI chat completions by upper-casing the last user message, or with a tool call.
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { messages: { content: string }[]; tools?: unknown };
      const text = parsed.messages.at(-1)?.content ?? '';
      response.setHeader('content-type', 'application/json');
      if (request.url === '/reply')
        return response.end(JSON.stringify({ data: { reply: `echo: ${text}` } }));
      if (request.url === '/v1/messages') {
        const system = (JSON.parse(body) as { system?: string }).system ?? '';
        return response.end(
          JSON.stringify({
            content: [{ type: 'text', text: `${system} | ${text}` }],
            stop_reason: 'max_tokens',
            usage: { input_tokens: 7, output_tokens: 2 },
          }),
        );
      }
      const message = parsed.tools
        ? {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: '1',
                type: 'function',
                function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
              },
            ],
          }
        : { role: 'assistant', content: text.toUpperCase() };
      response.end(
        JSON.stringify({
          choices: [{ message, finish_reason: parsed.tools ? 'tool_calls' : 'stop' }],
          usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('runEval', () => {
  it('runs tests × prompts × providers, streams cells and summarises per column', async () => {
    const config = parseEvalConfig({
      prompts: ['say {{word}}', 'shout {{word}}'],
      providers: [
        { id: 'openai:chat:gpt-4o-mini', label: 'mini', config: { apiBaseUrl: `${baseUrl}/v1` } },
        'echo',
      ],
      tests: [
        { vars: { word: 'hi' }, assert: [{ type: 'contains', value: 'HI', metric: 'upper' }] },
        {
          vars: { word: 'yo' },
          assert: [
            { type: 'icontains', value: 'yo' },
            { type: 'finish-reason', value: 'stop' },
          ],
        },
      ],
    });
    const plan = planEval(config, {});
    expect(plan.cells).toBe(8);
    const streamed: EvalCellResult[] = [];
    const run = await runEval(plan, { maxConcurrency: 3, onResult: (cell) => streamed.push(cell) });
    expect(streamed).toHaveLength(8);
    expect(
      run.results.map((cell) => [
        cell.testIndex,
        cell.promptIndex,
        cell.providerIndex,
        cell.status,
      ]),
    ).toEqual([
      [0, 0, 0, 'pass'],
      [0, 0, 1, 'fail'],
      [0, 1, 0, 'pass'],
      [0, 1, 1, 'fail'],
      [1, 0, 0, 'pass'],
      [1, 0, 1, 'fail'],
      [1, 1, 0, 'pass'],
      [1, 1, 1, 'fail'],
    ]);
    expect(run.results[0]).toMatchObject({
      output: 'SAY HI',
      prompt: { label: 'say {{word}}', rendered: 'say hi' },
      provider: { id: 'openai:chat:gpt-4o-mini', label: 'mini' },
      tokens: { prompt: 5, completion: 3, total: 8 },
      finishReason: 'stop',
      cost: expect.any(Number),
    });
    expect(run.results[5]?.reason).toBe('Provider did not supply stop/finish reason');
    expect(run.summary).toMatchObject({
      tests: 2,
      cells: 8,
      passes: 4,
      failures: 4,
      errors: 0,
      metrics: { upper: 0.5 },
    });
    expect(run.summary.columns.map((c) => [c.prompt, c.provider, c.passRate])).toEqual([
      ['say {{word}}', 'mini', 1],
      ['say {{word}}', 'echo', 0],
      ['shout {{word}}', 'mini', 1],
      ['shout {{word}}', 'echo', 0],
    ]);
  });

  it('sends tools, reads tool calls as the output and validates them', async () => {
    const tools = [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          parameters: { type: 'object', properties: { city: { type: 'string' } } },
        },
      },
    ];
    const plan = planEval(
      parseEvalConfig({
        prompts: ['Weather in {{city}}?'],
        providers: [{ id: 'openai:gpt-4o-mini', config: { apiBaseUrl: `${baseUrl}/v1`, tools } }],
        tests: [
          {
            vars: { city: 'Paris' },
            assert: [
              { type: 'is-valid-openai-tools-call' },
              { type: 'finish-reason', value: 'tool_calls' },
            ],
          },
        ],
      }),
    );
    const [cell] = (await runEval(plan)).results;
    expect(cell?.status).toBe('pass');
    expect(JSON.parse(cell?.output ?? '')).toEqual([
      {
        id: '1',
        type: 'function',
        function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
      },
    ]);
  });

  it('http provider: templated body, transformResponse path; failures are errors, not fails', async () => {
    const plan = planEval(
      parseEvalConfig({
        prompts: ['{{q}}'],
        providers: [
          {
            id: 'http',
            config: {
              url: `${baseUrl}/reply`,
              body: { messages: [{ content: '{{prompt}}' }] },
              transformResponse: 'json.data.reply',
            },
          },
          { id: 'http', label: 'down', config: { url: 'http://127.0.0.1:1/none', maxRetries: 0 } },
        ],
        tests: [{ vars: { q: 'ping' }, assert: [{ type: 'equals', value: 'echo: ping' }] }],
      }),
    );
    const run = await runEval(plan);
    expect(run.results[0]).toMatchObject({ status: 'pass', output: 'echo: ping' });
    expect(run.results[1]).toMatchObject({
      status: 'error',
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(run.summary).toMatchObject({ passes: 1, errors: 1 });
  });

  it('anthropic provider: system messages lifted out, stop reason normalised, usage read', async () => {
    const plan = planEval(
      parseEvalConfig({
        prompts: [
          [
            { role: 'system', content: 'Be {{tone}}' },
            { role: 'user', content: 'Hi {{name}}' },
          ],
        ],
        providers: [
          {
            id: 'anthropic:messages:claude-3-5-haiku-latest',
            config: { apiBaseUrl: baseUrl, apiKey: 'k' },
          },
        ],
        tests: [
          {
            vars: { tone: 'brief', name: 'Ann' },
            assert: [
              { type: 'equals', value: 'Be brief | Hi Ann' },
              { type: 'finish-reason', value: 'length' },
            ],
          },
        ],
      }),
    );
    const [cell] = (await runEval(plan)).results;
    expect(cell).toMatchObject({
      status: 'pass',
      tokens: { prompt: 7, completion: 2, total: 9 },
      finishReason: 'length',
    });
  });

  it('streamEval yields each cell as it completes and returns the summary', async () => {
    const plan = planEval(
      parseEvalConfig({
        prompts: ['{{n}}'],
        providers: ['echo'],
        tests: [
          { vars: { n: ['1', '2', '3', '4', '5'] }, assert: [{ type: 'regex', value: '^[135]$' }] },
        ],
      }),
    );
    const seen: string[] = [];
    const stream = streamEval(plan, { maxConcurrency: 2 });
    let step = await stream.next();
    while (!step.done) {
      seen.push(`${step.value.output}:${step.value.status}`);
      step = await stream.next();
    }
    expect(seen.sort()).toEqual(['1:pass', '2:fail', '3:pass', '4:fail', '5:pass']);
    expect(step.value).toMatchObject({ cells: 5, passes: 3, failures: 2 });

    const early: string[] = [];
    for await (const cell of streamEval(plan, { maxConcurrency: 1 })) {
      early.push(cell.output);
      if (early.length === 2) break;
    }
    expect(early).toEqual(['1', '2']);
  });

  it('rejects providers and provider options it cannot run, naming the path', () => {
    const attempt = (providers: unknown[]) => () =>
      planEval(parseEvalConfig({ prompts: ['x'], providers }));
    const fromEnv = planEval(
      parseEvalConfig({
        prompts: ['x'],
        providers: [{ id: 'openai:gpt-4o', config: { apiKey: '{{ env.MY_KEY }}' } }],
      }),
      { MY_KEY: 'sk-from-env' },
    );
    expect(fromEnv.providers[0]?.config).toEqual({ apiKey: 'sk-from-env' });
    expect(attempt(['vertex:gemini'])).toThrow(EvalConfigError);
    expect(attempt(['vertex:gemini'])).toThrow(
      'providers.0: provider "vertex:gemini" is not supported',
    );
    expect(attempt(['echo', { id: 'openai:gpt-4o', config: { functions: [] } }])).toThrow(
      'providers.1.config: unknown or unsupported key "functions"',
    );
    expect(
      attempt([
        {
          id: 'http',
          config: { url: 'http://x', transformResponse: 'json.items.map(i => i.text)' },
        },
      ]),
    ).toThrow('only path expressions');
  });
});
