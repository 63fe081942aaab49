import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, useTestApp } from '../../server/test/harness';
import { seedCompletedScan } from '../../server/test/report-fixtures';
import { runCrucible } from '../test/run-cli';

function crucible(args: string[], env: Record<string, string>) {
  return runCrucible(args, { cwd: env.HOME!, env });
}

describe('crucible redteam report, and run --fail-on <severity>', () => {
  const ctx = useTestApp();
  const home = mkdtempSync(join(tmpdir(), 'crucible-cli-report-'));
  const env = { HOME: home, CRUCIBLE_CONFIG_DIR: join(home, 'config') };
  let server: string;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('downloads a completed scan’s report in each format from the signed-in server', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Report CLI Org');
    const { token } = (
      await call(ctx.app, { method: 'POST', url: '/api/v1/users/me/cli-token', caller: admin })
    ).json();
    expect(
      (await crucible(['auth', 'login', '--token', token, '--server', server], env)).code,
    ).toBe(0);
    const targets = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/targets?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    const scanId = await seedCompletedScan(ctx.database.db, {
      organizationId: admin.organizationId,
      teamId: admin.defaultTeamId,
      targetId: (targets.json().targets as { id: string }[])[0]!.id,
      finishedAt: new Date(),
      probes: [
        ...Array.from({ length: 3 }, () => ({
          pluginId: 'pii:direct',
          strategyId: 'basic',
          outcome: 'fail' as const,
        })),
        ...Array.from({ length: 5 }, () => ({
          pluginId: 'hijacking',
          strategyId: 'base64',
          outcome: 'pass' as const,
        })),
      ],
    });

    const csvFile = join(home, 'findings.csv');
    const csv = await crucible(
      ['redteam', 'report', scanId, '--format', 'csv', '-o', csvFile],
      env,
    );
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stderr).toContain(`Report written to ${csvFile}`);
    const rows = parseCsv(readFileSync(csvFile, 'utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(
      rows.map((row) => [row['Plugin ID'], row['Failed probes'], row['Graded probes']]),
    ).toEqual([['pii:direct', '3', '3']]);

    const junit = await crucible(
      ['redteam', 'report', scanId, '--format', 'junit', '-o', '-'],
      env,
    );
    expect(junit.code).toBe(0);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      junit.stdout,
    );
    expect(xml.testsuites).toMatchObject({ tests: '2', failures: '1', errors: '0' });

    const json = await crucible(['redteam', 'report', scanId, '--format', 'json', '-o', '-'], env);
    expect(JSON.parse(json.stdout)).toMatchObject({
      scanId,
      attackSuccess: { failed: 3, graded: 8 },
    });

    // Without -o: the server's file name, in the current directory.
    const pdf = await crucible(['redteam', 'report', scanId], env);
    expect(pdf.code, pdf.stderr).toBe(0);
    const written = readdirSync(home).filter((name) => name.endsWith('.pdf'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^crucible-eval-[\w.-]+\.pdf$/);
    expect(readFileSync(join(home, written[0]!)).subarray(0, 5).toString()).toBe('%PDF-');

    const missing = await crucible(
      ['redteam', 'report', '00000000-0000-4000-8000-000000000000', '-f', 'csv'],
      env,
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`${server} answered 404: Scan not found`);
    const badFormat = await crucible(['redteam', 'report', scanId, '-f', 'docx'], env);
    expect(badFormat.code).toBe(1);
    expect(badFormat.stderr).toContain('--format takes pdf, csv, json, junit');
    // Seven runs of the CLI, each a fresh Node process.
  }, 120_000);

  it('gates on the severity of the vulnerabilities found: exit 1 at or above it, 0 below', async () => {
    // The demo target gives its system prompt away to a base64-encoded ask, every time.
    const config = join(home, 'leaky.yaml');
    const write = (severity?: string) =>
      writeFileSync(
        config,
        [
          'targets: [demo]',
          'redteam:',
          '  numTests: 2',
          severity
            ? `  plugins: [{id: prompt-extraction, severity: ${severity}}]`
            : '  plugins: [prompt-extraction]',
          '  strategies: [{id: basic, config: {enabled: false}}, base64]',
        ].join('\n'),
      );
    write();
    const output = join(home, 'leaky.json');
    const below = await crucible(
      ['redteam', 'run', '-c', config, '-o', output, '--fail-on', 'critical'],
      env,
    );
    expect(below.code, below.stderr).toBe(0);
    const at = await crucible(
      ['redteam', 'run', '-c', config, '-o', output, '--fail-on', 'high'],
      env,
    );
    expect(at.code).toBe(1);
    expect(at.stderr).toContain(
      '1 vulnerability at or above --fail-on high:\n  high  System prompt extraction: 2 of 2 probes got through',
    );
    // The config's severity override is the one gated on.
    write('critical');
    const raised = await crucible(
      ['redteam', 'run', '-c', config, '-o', output, '--fail-on', 'critical'],
      env,
    );
    expect(raised.code).toBe(1);
    expect(raised.stderr).toContain(
      '  critical  System prompt extraction: 2 of 2 probes got through',
    );

    const invalid = await crucible(['redteam', 'run', '-c', config, '--fail-on', 'none'], env);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('--fail-on takes critical, high, medium, low');
  });
});
