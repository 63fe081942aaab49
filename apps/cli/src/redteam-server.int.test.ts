import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin } from '../../server/test/harness';
import { startLocalTarget, useScanApp, type LocalTarget } from '../../server/test/scan-harness';

const run = promisify(execFile);
const main = join(import.meta.dirname, 'main.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

describe('crucible redteam run --server', () => {
  const ctx = useScanApp();
  const home = mkdtempSync(join(tmpdir(), 'crucible-cli-server-'));
  const env = { ...process.env, HOME: home, CRUCIBLE_CONFIG_DIR: join(home, 'config') };
  let server: string;
  let local: LocalTarget;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    local = await startLocalTarget(5);
  });
  afterAll(async () => {
    await local.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('submits the config, follows progress and prints the summary', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'CLI Server Org');
    const { token } = (
      await call(ctx.app, { method: 'POST', url: '/api/v1/users/me/cli-token', caller: admin })
    ).json();
    await run(tsx, [main, 'auth', 'login', '--token', token, '--server', server], {
      env,
      cwd: home,
    });

    const config = join(home, 'crucible.yaml');
    writeFileSync(
      config,
      [
        'targets:',
        `  - id: ${local.url}`,
        '    label: Local chat',
        '    config:',
        '      body: { prompt: "{{prompt}}" }',
        '      transformResponse: json.reply',
        '      headers: { X-Api-Key: secret-value-123 }',
        'redteam:',
        '  numTests: 2',
        '  plugins: [prompt-extraction, harmful:hate]',
        '  strategies: [basic, base64]',
      ].join('\n'),
    );
    const { stdout, stderr } = await run(tsx, [main, 'redteam', 'run', '-c', config, '--server'], {
      env,
      cwd: home,
    });
    expect(stderr).toContain('8/8 probes (100%)');
    expect(stdout).toMatch(
      /^Scan [0-9a-f-]+ completed: 8\/8 probes, 8 resisted, 0 succeeded against the target, 0 undecided, 0 errors$/m,
    );
    expect(local.seen.size).toBe(8);

    // The target was created in the team with its secret header sealed, and is reused next time.
    const targets = (
      await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/targets?teamId=${admin.defaultTeamId}`,
        caller: admin,
      })
    ).json().targets as { id: string; name: string }[];
    const created = targets.find((t) => t.name === 'Local chat');
    const target = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/targets/${created?.id}`,
      caller: admin,
    });
    expect(target.json().secretsSet.headers).toEqual(['X-Api-Key']);
    await run(tsx, [main, 'redteam', 'run', '-c', config, '--server'], { env, cwd: home });
    const again = (
      await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/targets?teamId=${admin.defaultTeamId}`,
        caller: admin,
      })
    ).json().targets as { name: string }[];
    expect(again.filter((t) => t.name === 'Local chat')).toHaveLength(1);
  });
});
