import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin } from '../../server/test/harness';
import { benignSafetensors, maliciousPickle } from '../../server/test/model-files';
import { useScanApp } from '../../server/test/scan-harness';

const run = promisify(execFile);
const main = join(import.meta.dirname, 'main.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

/** Runs the CLI, answering its exit code and output even when it fails. */
async function cli(args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  try {
    const { stdout, stderr } = await run(tsx, [main, ...args], { env, cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('crucible model-audit scan --server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crucible-cli-ma-data-'));
  const ctx = useScanApp({ env: { CRUCIBLE_DATA_DIR: dataDir } });
  const home = mkdtempSync(join(tmpdir(), 'crucible-cli-ma-'));
  const env = { ...process.env, HOME: home, CRUCIBLE_CONFIG_DIR: join(home, 'config') };
  let server: string;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    mkdirSync(join(home, 'models', 'llama'), { recursive: true });
    writeFileSync(join(home, 'models', 'llama', 'pytorch_model.bin'), maliciousPickle());
    writeFileSync(join(home, 'models', 'llama', 'model.safetensors'), benignSafetensors());
    writeFileSync(join(home, 'clean.safetensors'), benignSafetensors());
  });
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("uploads a folder, prints the scan URL and exits 1 on the server's critical finding", async () => {
    const admin = await registerOrgAdmin(ctx.app, 'CLI Audit Org');
    const { token } = (
      await call(ctx.app, { method: 'POST', url: '/api/v1/users/me/cli-token', caller: admin })
    ).json();
    const args = ['--server', server, '--token', token, '--team', admin.defaultTeamId];
    const unsafe = await cli(
      ['model-audit', 'scan', 'models', '--format', 'json', ...args],
      env,
      home,
    );
    expect(unsafe.stderr).toMatch(new RegExp(`${server}/model-audit/scan/[0-9a-f-]{36}`));
    expect(unsafe.code).toBe(1);
    const report = JSON.parse(unsafe.stdout);
    expect(report.summary).toMatchObject({ files: 2, verdict: 'unsafe' });
    expect(report.findings[0]).toMatchObject({
      file: 'models/llama/pytorch_model.bin',
      severity: 'critical',
    });

    // The scan is recorded on the server, under the team.
    const id = /model-audit\/scan\/([0-9a-f-]{36})/.exec(unsafe.stderr)![1];
    const stored = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/model-audit/scans/${id}`,
      caller: admin,
    });
    expect(stored.json()).toMatchObject({
      teamId: admin.defaultTeamId,
      names: ['models/llama/model.safetensors', 'models/llama/pytorch_model.bin'],
    });

    const clean = await cli(['model-audit', 'scan', 'clean.safetensors', ...args], env, home);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('Verdict: CLEAN');

    const noTeam = await cli(
      ['model-audit', 'scan', 'clean.safetensors', '--server', server, '--token', token],
      env,
      home,
    );
    expect(noTeam.code).toBe(2);
    expect(noTeam.stderr).toContain('--server needs --team');
  });
});
