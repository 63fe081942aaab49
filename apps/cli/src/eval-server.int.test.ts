import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalModel, type LocalModel } from '../../server/test/eval-harness';
import { call, registerOrgAdmin } from '../../server/test/harness';
import { useScanApp } from '../../server/test/scan-harness';
import { runCrucible } from '../test/run-cli';

describe('crucible eval --server', () => {
  const ctx = useScanApp();
  const home = mkdtempSync(join(tmpdir(), 'crucible-cli-eval-server-'));
  const env = { ...process.env, HOME: home, CRUCIBLE_CONFIG_DIR: join(home, 'config') };
  let server: string;
  let model: LocalModel;

  function crucible(args: string[]) {
    return runCrucible(args, { cwd: home, env });
  }

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    model = await startLocalModel((prompt) =>
      prompt.includes('France') ? 'The capital is Paris.' : 'No idea.',
    );
  });
  afterAll(async () => {
    await model.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('submits the config (files read locally), follows progress, prints the summary, exits as the local run', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'CLI Eval Org');
    const { token } = (
      await call(ctx.app, { method: 'POST', url: '/api/v1/users/me/cli-token', caller: admin })
    ).json();
    await crucible(['auth', 'login', '--token', token, '--server', server]);

    writeFileSync(
      join(home, 'tests.csv'),
      ['country,__expected', 'France,icontains:paris', 'Peru,icontains:lima'].join('\n'),
    );
    const config = join(home, 'promptfooconfig.yaml');
    writeFileSync(
      config,
      [
        'description: Capitals over the server',
        'prompts: ["What is the capital of {{country}}?"]',
        'providers:',
        '  - id: openai:chat:local-model',
        `    config: { apiBaseUrl: "${model.openAiBaseUrl}", apiKey: sk-local }`,
        'tests: file://tests.csv',
      ].join('\n'),
    );
    const output = join(home, 'results.json');
    const failing = await crucible(['eval', '-c', config, '--server', '-o', output]);
    expect(failing.stderr).toContain('2/2 cells (100%)');
    expect(failing.stdout).toMatch(
      /^Eval eval-[0-9a-f]{8}-\S+ completed: 2 cells, 1 passed, 1 failed, 0 errors \(pass rate 50\.0%\)$/m,
    );
    expect(failing.code).toBe(100);
    const written = JSON.parse(readFileSync(output, 'utf8'));
    expect(written.results).toHaveLength(2);
    expect(written.results[0].cells[0]).toMatchObject({
      pass: true,
      output: 'The capital is Paris.',
    });

    writeFileSync(
      join(home, 'tests.csv'),
      ['country,__expected', 'France,icontains:paris'].join('\n'),
    );
    const passing = await crucible(['eval', '-c', config, '--server']);
    expect(passing.code).toBe(0);
    expect(passing.stdout).toContain('1 passed, 0 failed');

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/evals?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(list.json()).toMatchObject({
      total: 2,
      items: [{ name: 'Capitals over the server' }, { name: 'Capitals over the server' }],
    });

    // The server's config errors, each with its path; nothing runs.
    writeFileSync(
      config,
      'prompts: [hi]\nproviders: [echo]\ntests:\n  - assert: [{type: python, value: x}]\n  - colour: red\n',
    );
    const invalid = await crucible(['eval', '-c', config, '--server']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('tests.0.assert.0.type');
    expect(invalid.stderr).toContain('tests.1');
  });
});
