import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin } from '../../server/test/harness';
import { demoTargetOf, startScan, useScanApp, waitForScan } from '../../server/test/scan-harness';

const run = promisify(execFile);
const main = join(import.meta.dirname, 'main.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

describe('crucible redteam run with a remediation bundle’s regression scan', () => {
  const ctx = useScanApp();
  const home = mkdtempSync(join(tmpdir(), 'crucible-remediation-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('replays exactly the failing probes against the demo target, which fails them again', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = await startScan(ctx, admin, {
      targetId,
      config: {
        plugins: ['prompt-extraction', 'pii:social', 'sql-injection'],
        strategies: ['basic', 'rot13', 'crescendo'],
        numTests: 2,
      },
    });
    const scan = await waitForScan(ctx, admin, scanId);
    expect(scan.status).toBe('completed');
    const bundle = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/reports/${scanId}/remediation/bundle`,
      caller: admin,
    });
    expect(bundle.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(bundle.rawPayload));
    const config = join(home, 'regression-scan.yaml');
    writeFileSync(config, strFromU8(files['regression-scan.yaml']!));

    const output = join(home, 'results.json');
    const { stdout } = await run(tsx, [main, 'redteam', 'run', '-c', config, '-o', output], {
      env: { ...process.env, HOME: home, CRUCIBLE_CONFIG_DIR: join(home, 'config') },
      cwd: home,
    });
    const probes = JSON.parse(readFileSync(output, 'utf8')).probes as {
      pluginId: string;
      outcome: string;
    }[];
    expect(probes).toHaveLength(scan.progress.failed);
    expect(probes.every((probe) => probe.outcome === 'fail')).toBe(true);
    expect(stdout).toContain(`${scan.progress.failed} probes: 0 resisted`);
  }, 120_000);
});
