import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const main = join(import.meta.dirname, 'main.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

/** Runs the real `crucible` entry in a child process. */
function crucible(args: string[]) {
  const result = spawnSync(tsx, [main, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Pickles written opcode by opcode: os.system("id"), and one unknown global (a warning).
const EVIL = Buffer.from('\x80\x02cposix\nsystem\nX\x02\x00\x00\x00id\x85R.', 'latin1');
const UNKNOWN = Buffer.from('\x80\x02cmypackage.models\nClassifier\n)R.', 'latin1');
const BENIGN = Buffer.from('\x80\x02ccollections\nOrderedDict\n)R.', 'latin1');

// Each run starts tsx on the whole CLI (about two seconds on a shared machine).
describe('crucible model-audit scan', { timeout: 30_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'crucible-model-audit-cli-'));
  const models = join(dir, 'models');
  beforeAll(() => {
    mkdirSync(join(models, 'nested'), { recursive: true });
    writeFileSync(join(models, 'benign.pkl'), BENIGN);
    writeFileSync(join(models, 'unknown.pkl'), UNKNOWN);
    writeFileSync(join(models, 'nested', 'evil.pkl'), EVIL);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 0 on a clean file', () => {
    const result = crucible(['model-audit', 'scan', join(models, 'benign.pkl')]);
    expect(result.stdout).toContain('Verdict: CLEAN');
    expect(result.code).toBe(0);
  });

  it('exits 1 on findings at or above --fail-on, 0 below it', () => {
    const warning = join(models, 'unknown.pkl');
    expect(crucible(['model-audit', 'scan', warning]).code).toBe(1);
    expect(crucible(['model-audit', 'scan', warning, '--fail-on', 'high']).code).toBe(0);
  });

  it('scans folders recursively and writes JSON', () => {
    const result = crucible(['model-audit', 'scan', models, '--format', 'json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.summary).toMatchObject({
      files: 3,
      verdict: 'unsafe',
      counts: { critical: 1, high: 0, medium: 1, low: 0, info: 0 },
    });
    expect(report.findings.map((finding: { global: string }) => finding.global).sort()).toEqual([
      'mypackage.models.Classifier',
      'posix.system',
    ]);
  });

  it('writes SARIF 2.1.0 with rules, levels and locations to -o', () => {
    const output = join(dir, 'report.sarif');
    const result = crucible(['model-audit', 'scan', models, '--format', 'sarif', '-o', output]);
    expect(result.code).toBe(1);
    const sarif = JSON.parse(readFileSync(output, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    const [run] = sarif.runs;
    const ruleIds = run.tool.driver.rules.map((rule: { id: string }) => rule.id);
    expect(ruleIds).toContain('pickle/dangerous-global');
    const critical = run.results.find(
      (result: { ruleId: string }) => result.ruleId === 'pickle/dangerous-global',
    );
    expect(critical).toMatchObject({
      ruleId: 'pickle/dangerous-global',
      level: 'error',
      message: { text: expect.stringContaining('posix.system') },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: expect.stringMatching(/models\/nested\/evil\.pkl$/) },
            region: { byteOffset: 2 },
          },
        },
      ],
    });
    expect(ruleIds[critical.ruleIndex]).toBe('pickle/dangerous-global');
    expect(run.results.map((result: { level: string }) => result.level).sort()).toEqual([
      'error',
      'warning',
    ]);
  });

  it('exits 2 when a path cannot be read, and on bad options', () => {
    const missing = crucible(['model-audit', 'scan', join(dir, 'missing.pt')]);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain('Cannot read');
    const badFormat = crucible(['model-audit', 'scan', models, '--format', 'xml']);
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain('--format takes text, json, sarif');
  });
});
