import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJudgeServer, type JudgeServer } from '@crucible/engine/eval/testing/judge-server';
import { runCrucible } from '../test/run-cli';

function crucible(args: string[], cwd: string, env: Record<string, string> = {}) {
  return runCrucible(args, { cwd, env: { OPENAI_API_KEY: 'sk-test', ...env } });
}

/** An OpenAI-compatible server: answers "The capital of <X> is <capital>." from a table. */
const CAPITALS: Record<string, string> = { France: 'Paris', Japan: 'Tokyo', Peru: 'Lima' };
let server: Server;
let baseUrl: string;
const authHeaders: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    authHeaders.push(String(request.headers.authorization));
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: { content: string }[] };
      const country = /of (\w+)/.exec(messages.at(-1)?.content ?? '')?.[1] ?? '';
      const content = `The capital of ${country} is ${CAPITALS[country] ?? 'unknown'}.`;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => server.close());

describe('crucible eval', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crucible-eval-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function writeConfig(tests: string): string {
    writeFileSync(join(dir, 'prompt.txt'), 'What is the capital of {{country}}?');
    writeFileSync(
      join(dir, 'promptfooconfig.yaml'),
      [
        'description: Capitals',
        'prompts: [file://prompt.txt]',
        'providers:',
        `  - id: openai:chat:gpt-4o-mini`,
        `    config: { apiBaseUrl: '${baseUrl}' }`,
        'defaultTest:',
        '  assert: [{ type: finish-reason, value: stop }]',
        tests,
      ].join('\n'),
    );
    return join(dir, 'promptfooconfig.yaml');
  }

  it('runs against an OpenAI-compatible server: table, JSON file, exit 0 when all pass', async () => {
    const config = writeConfig(
      [
        'tests:',
        '  - vars: { country: [France, Japan] }',
        '    assert: [{ type: icontains-any, value: [paris, tokyo] }]',
        '  - description: Peru',
        '    vars: { country: Peru }',
        "    assert: [{ type: regex, value: 'is Lima\\.$' }]",
      ].join('\n'),
    );
    const output = join(dir, 'results.json');
    const result = await crucible(['eval', '-c', config, '-o', output], dir);
    expect(result.stderr).toContain('3/3 cells (100%) · 0 failed · 0 errors');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('| #');
    expect(result.stdout).toContain('[openai:chat:gpt-4o-mini] prompt.txt');
    expect(result.stdout).toMatch(
      /\| 1 \| country=France\s+\| \[PASS\] The capital of France is Paris\.\s+\|/,
    );
    expect(result.stdout).toMatch(/\| 3 \| Peru\s+\| \[PASS\] The capital of Peru is Lima\.\s+\|/);
    expect(result.stdout).toContain('Passes: 3  Failures: 0  Errors: 0');
    expect(result.stdout).toContain('100.0% pass · [openai:chat:gpt-4o-mini] prompt.txt');
    expect(authHeaders.at(-1)).toBe('Bearer sk-test');

    const document = JSON.parse(readFileSync(output, 'utf8')) as {
      description: string;
      summary: Record<string, unknown>;
      results: Record<string, unknown>[];
    };
    expect(document.description).toBe('Capitals');
    expect(document.summary).toMatchObject({
      tests: 3,
      cells: 3,
      passes: 3,
      failures: 0,
      errors: 0,
      tokens: { total: 60 },
    });
    expect(document.results.map((cell) => cell.output)).toEqual([
      'The capital of France is Paris.',
      'The capital of Japan is Tokyo.',
      'The capital of Peru is Lima.',
    ]);
    expect(document.results[0]).toMatchObject({
      status: 'pass',
      vars: { country: 'France' },
      prompt: { label: 'prompt.txt', rendered: 'What is the capital of France?' },
      finishReason: 'stop',
      assertions: [
        { type: 'finish-reason', pass: true, score: 1 },
        { type: 'icontains-any', pass: true, score: 1 },
      ],
    });
  });

  it('exits 100 when a test fails, truncating long cells; --no-table prints only the summary', async () => {
    const config = writeConfig(
      [
        'tests:',
        '  - vars: { country: Peru }',
        '    assert: [{ type: contains, value: Cusco }]',
      ].join('\n'),
    );
    const result = await crucible(['eval', '-c', config, '--max-concurrency', '2'], dir);
    expect(result.code).toBe(100);
    expect(result.stdout).toContain(
      '| 1 | country=Peru | [FAIL] Expected output to contain "Cusc… |',
    );
    expect(result.stdout).toContain('Passes: 0  Failures: 1  Errors: 0');

    const quiet = await crucible(
      ['eval', '-c', config, '--no-table', '-o', join(dir, 'out.csv')],
      dir,
    );
    expect(quiet.code).toBe(100);
    expect(quiet.stdout).not.toContain('[FAIL]');
    expect(readFileSync(join(dir, 'out.csv'), 'utf8').split('\n')[0]).toBe(
      'test,description,var:country,prompt,provider,status,score,output,reason,latencyMs,cost',
    );
  });

  it('exits 1 on a config error, naming the path', async () => {
    const config = writeConfig(
      [
        'tests:',
        '  - vars: { country: Peru }',
        '    assert: [{ type: python, value: "True" }]',
      ].join('\n'),
    );
    const result = await crucible(['eval', '-c', config], dir);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'tests.0.assert.0.type: "python" assertions are not supported',
    );
  });

  describe('model-graded assertions and the HTML report', () => {
    let judge: JudgeServer;
    beforeAll(async () => {
      judge = await startJudgeServer();
    });
    afterAll(() => judge.close());

    function gradedConfig(withProvider: boolean): string {
      const path = join(dir, withProvider ? 'graded.yaml' : 'graded-no-provider.yaml');
      writeFileSync(
        path,
        [
          'description: "Capitals <script>alert(1)</script>"',
          "prompts: ['What is the capital of {{country}}? <b>{{note}}</b>']",
          'providers:',
          `  - id: openai:chat:gpt-4o-mini`,
          `    config: { apiBaseUrl: '${baseUrl}' }`,
          ...(withProvider
            ? [
                'defaultTest:',
                '  options:',
                `    provider: { id: openai:chat:gpt-4o-mini, config: { apiBaseUrl: '${judge.baseUrl}' } }`,
              ]
            : []),
          'tests:',
          '  - vars: { country: France, note: "<img src=x onerror=alert(1)>" }',
          '    assert:',
          '      - type: llm-rubric',
          '        value: mentions Paris',
          '      - type: similar',
          '        value: The capital of France is Paris',
          '  - vars: { country: Peru, note: "&amp;" }',
          '    assert: [{ type: llm-rubric, value: mentions Cusco }]',
        ].join('\n'),
      );
      return path;
    }

    it('grades with the config provider and writes one self-contained, escaped HTML file', async () => {
      const output = join(dir, 'results.html');
      const result = await crucible(['eval', '-c', gradedConfig(true), '-o', output], dir);
      expect(result.code).toBe(100);
      expect(result.stdout).toContain('Passes: 1  Failures: 1  Errors: 0');
      expect(result.stdout).toContain(`Results written to ${output}`);
      const html = readFileSync(output, 'utf8');
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      // Nothing runs and nothing loads: no script, no external asset, a CSP that forbids both.
      expect(html).not.toMatch(/<script|<img|<link|<iframe|<[^>]*\b(?:src|href)=/i);
      expect(html).toContain("default-src 'none'; style-src 'unsafe-inline'");
      expect(html).toContain('<title>Capitals &lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(html).toContain('note=&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('note=&amp;amp;');
      // The summary and the matrix: statuses, scores, reasons of each assertion.
      expect(html).toContain('<b>50.0%</b>pass rate');
      expect(html).toContain('50.0% pass (1/2)');
      expect(html).toContain('<span class="badge">PASS</span>');
      expect(html).toContain('<span class="badge">FAIL</span>');
      expect(html).toContain('<b>llm-rubric</b> 0.00 — it does not');
      expect(html).toMatch(/<b>similar<\/b> 1\.00 — Similarity 1\.00 is greater than or equal/);
      expect(html).toContain('The capital of Peru is Lima.');
      expect(html).toMatch(/<b>\d+<\/b>grading tokens/);
    });

    it('takes --grader when the config names no grading provider, and fails clearly without', async () => {
      const config = gradedConfig(false);
      const none = await crucible(['eval', '-c', config, '--no-table'], dir);
      expect(none.code).toBe(100);
      expect(none.stdout).toContain('Passes: 0  Failures: 2  Errors: 0');
      const output = join(dir, 'no-grader.json');
      await crucible(['eval', '-c', config, '-o', output], dir);
      const document = JSON.parse(readFileSync(output, 'utf8')) as {
        results: { reason: string }[];
      };
      expect(document.results[0]?.reason).toMatch(
        /^no grading provider configured for "llm-rubric": set one in defaultTest\.options\.provider/,
      );
      const graded = await crucible(
        ['eval', '-c', config, '--grader', 'openai:chat:gpt-4o-mini', '--no-table'],
        dir,
        { OPENAI_BASE_URL: judge.baseUrl },
      );
      expect(graded.stdout).toContain('Passes: 1  Failures: 1  Errors: 0');
    });
  });
});
