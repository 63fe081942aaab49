import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScanReport } from '@crucible/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  call,
  registerOrgAdmin,
  type Caller,
  type OrgAdmin,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { evalIdOf, seedCompletedScan, type SeedProbe } from '../../../test/report-fixtures';
import { CSV_COLUMNS } from './exports/csv';
import { fileNamePart } from './exports/text';

/*
 * GET /api/v1/reports/{scanId}/export?format=…: each format read back with a real parser (the
 * PDF's text with poppler's pdftotext) and its figures compared with the report's own answer.
 */

const HOSTILE = '=HYPERLINK("http://evil.example","click") <script>&"\'\u0007 Привет';

function seedProbes(): SeedProbe[] {
  const probes: SeedProbe[] = [];
  const add = (
    pluginId: string,
    strategyId: string,
    outcome: SeedProbe['outcome'],
    n: number,
    prompt?: string,
  ) => {
    for (let i = 0; i < n; i++)
      probes.push({
        pluginId,
        strategyId,
        outcome,
        ...(prompt ? { prompt } : {}),
        output: `reply to ${pluginId}`,
      });
  };
  add('pii:direct', 'basic', 'fail', 4, HOSTILE);
  add('pii:direct', 'basic', 'pass', 2);
  add('pii:direct', 'base64', 'pass', 6);
  add('hijacking', 'basic', 'pass', 5);
  add('hijacking', 'base64', 'fail', 1);
  add('hijacking', 'base64', 'pass', 4);
  add('hijacking', 'base64', 'undecided', 2);
  add('prompt-extraction', 'basic', 'error', 3);
  add('prompt-extraction', 'rot13', 'undecided', 2);
  return probes;
}

async function seeded(ctx: TestContext) {
  const admin = await registerOrgAdmin(ctx.app);
  const targets = await call(ctx.app, {
    method: 'GET',
    url: `/api/v1/targets?teamId=${admin.defaultTeamId}`,
    caller: admin,
  });
  const targetId = (targets.json().targets as { id: string }[])[0]!.id;
  const scanId = await seedCompletedScan(ctx.database.db, {
    organizationId: admin.organizationId,
    teamId: admin.defaultTeamId,
    targetId,
    targetName: 'Bank <assistant> & co',
    finishedAt: new Date(Date.now() - 60_000),
    probes: seedProbes(),
  });
  const report = (
    await call(ctx.app, { method: 'GET', url: `/api/v1/reports/${scanId}`, caller: admin })
  ).json() as ScanReport;
  return { admin, scanId, report, evalId: await evalIdOf(ctx.database.db, scanId) };
}

const exportOf = (ctx: TestContext, scanId: string, format: string, caller: Caller | null) =>
  call(ctx.app, {
    method: 'GET',
    url: `/api/v1/reports/${scanId}/export?format=${format}`,
    caller,
  });

// eval-1a2b3c4d-2026-11-28T05:38:56 → eval-1a2b3c4d-2026-11-28T05_38_56 (no colon in a file name)
it('names the file after the eval id, safely', () => {
  expect(fileNamePart('eval-1a2b3c4d-2026-11-28T05:38:56')).toBe(
    'eval-1a2b3c4d-2026-11-28T05_38_56',
  );
  expect(fileNamePart('../"x"')).toBe('.._x_');
});

const pct = (rate: number | null) =>
  rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1);

function pdfTextOf(bytes: Buffer): { text: string; pages: number; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '40', file, join(dir, 'page')]);
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), dir };
}

describe('report exports', () => {
  const ctx = useTestApp({
    env: {
      CRUCIBLE_ENABLE_MAKE_PUBLIC: 'true',
      CRUCIBLE_SECRET_KEY: 'reports-export-secret-key-0123456789abcdef',
    },
  });

  it('exports JSON equal to the report, named after the eval id', async () => {
    const { admin, scanId, report, evalId } = await seeded(ctx);
    const response = await exportOf(ctx, scanId, 'json', admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="crucible-${fileNamePart(evalId)}.json"`,
    );
    const { share: _share, canShare: _canShare, ...model } = report;
    expect(response.json()).toEqual(model);
  });

  it('exports a CSV of findings, one row per vulnerability, quoted and formula-guarded', async () => {
    const { admin, scanId, report, evalId } = await seeded(ctx);
    const response = await exportOf(ctx, scanId, 'csv', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      `crucible-${fileNamePart(evalId)}.csv`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    // RFC 4180: every record ends in CRLF.
    expect(response.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS]);
    expect(rows.map((row) => row['Plugin ID'])).toEqual(
      report.vulnerabilities.map((v) => v.pluginId),
    );
    expect(report.vulnerabilities.map((v) => v.pluginId).sort()).toEqual([
      'hijacking',
      'pii:direct',
    ]);
    for (const [index, v] of report.vulnerabilities.entries()) {
      const row = rows[index]!;
      expect(row).toMatchObject({
        Scan: evalId,
        Target: 'Bank <assistant> & co',
        Plugin: v.pluginName,
        Severity: v.severity,
        Change: v.change,
        'Failed probes': String(v.asr.failed),
        'Graded probes': String(v.asr.graded),
        'ASR %': pct(v.asr.rate),
        'ASR 95% low %': pct(v.asr.lower),
        'ASR 95% high %': pct(v.asr.upper),
      });
    }
    const pii = rows.find((row) => row['Plugin ID'] === 'pii:direct')!;
    // The hostile prompt survives the quoting whole, but no longer starts a formula.
    expect(pii['Example prompt']).toBe(`'${HOSTILE}`);
    expect(pii['Succeeding strategies']).toBe('Basic (4/6)');
    const hijacking = rows.find((row) => row['Plugin ID'] === 'hijacking')!;
    expect(hijacking['Undecided probes']).toBe('2');
    expect(hijacking['Succeeding strategies']).toMatch(/^Base64 \(1\/5\)$/);
  });

  it('exports JUnit XML: one test case per plugin × strategy, failures carrying their probes', async () => {
    const { admin, scanId, report, evalId } = await seeded(ctx);
    const response = await exportOf(ctx, scanId, 'junit', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toContain(
      `crucible-${fileNamePart(evalId)}.junit.xml`,
    );
    expect(XMLValidator.validate(response.body)).toBe(true);
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['testsuite', 'testcase'].includes(name),
    }).parse(response.body);
    const root = xml.testsuites;
    expect(root.name).toBe(`Crucible red-team scan ${evalId} of Bank <assistant> & co`);
    type Case = {
      name: string;
      classname: string;
      failure?: { message: string; '#text': string };
      error?: object;
      skipped?: object;
    };
    const cases: Case[] = root.testsuite.flatMap((suite: { testcase: Case[] }) => suite.testcase);
    // pii:direct × {basic, base64}, hijacking × {basic, base64}, prompt-extraction × {basic, rot13}
    expect(cases.map((c) => c.name).sort()).toEqual(
      [
        'hijacking × base64',
        'hijacking × basic',
        'pii:direct × base64',
        'pii:direct × basic',
        'prompt-extraction × basic',
        'prompt-extraction × rot13',
      ].sort(),
    );
    expect(root).toMatchObject({ tests: '6', failures: '2', errors: '1', skipped: '1' });
    const failing = cases.filter((c) => c.failure);
    expect(failing.map((c) => c.name).sort()).toEqual(['hijacking × base64', 'pii:direct × basic']);
    const pii = cases.find((c) => c.name === 'pii:direct × basic')!;
    const severity = report.plugins.find((p) => p.id === 'pii:direct')!.severity;
    expect(pii.failure!.message).toBe(
      `4 of 6 probes got through (ASR 66.7 %, severity ${severity})`,
    );
    // The first three failing probes, their text escaped and read back as sent (less the
    // control character XML cannot carry), and how many more there were.
    const text = pii.failure!['#text'];
    expect(text).toContain(`1. prompt: ${HOSTILE.replace('\u0007', '')}`);
    expect(text).toContain('grader: Seeded fail');
    expect(text).toContain('… and 1 more failing probe');
    expect(cases.find((c) => c.name === 'prompt-extraction × basic')!.error).toBeDefined();
    expect(cases.find((c) => c.name === 'prompt-extraction × rot13')!.skipped).toBeDefined();
    // Failures in the XML = failing plugin × strategy cells = the report's failed probes.
    const failedInXml = failing.reduce(
      (sum, c) => sum + Number(/^(\d+) of/.exec(c.failure!.message)![1]),
      0,
    );
    expect(failedInXml).toBe(report.attackSuccess.failed);
  });

  it('exports a PDF whose text carries the report’s figures, numbered pages', async () => {
    const { admin, scanId, report, evalId } = await seeded(ctx);
    const response = await exportOf(ctx, scanId, 'pdf', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="crucible-${fileNamePart(evalId)}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages, dir } = pdfTextOf(response.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(pages);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`from scan: ${evalId}`);
    expect(flat).toContain('Bank <assistant> & co');
    expect(flat).toContain(`${report.risk.score.toFixed(1)} ${report.risk.level.toUpperCase()}`);
    const asr = report.attackSuccess;
    expect(flat).toContain(`${pct(asr.rate)} %`);
    expect(flat).toContain(`${asr.failed} of ${asr.graded} graded probes`);
    expect(flat).toContain(`95 % Wilson interval ${pct(asr.lower)}–${pct(asr.upper)} %`);
    for (const s of report.severities) {
      expect(flat).toMatch(new RegExp(`${s.severity} ${s.vulnerabilities} ${s.failedProbes}`));
    }
    for (const v of report.vulnerabilities) {
      expect(flat).toContain(v.pluginName);
      expect(flat).toContain(
        `attack success ${pct(v.asr.rate)} % (${v.asr.failed}/${v.asr.graded})`,
      );
    }
    for (const framework of report.frameworks) expect(flat).toContain(framework.name);
    // The Cyrillic of the hostile prompt cannot be drawn by the standard fonts: '?' instead.
    expect(flat).toContain('=HYPERLINK("http://evil.example","click") <script>&"\' ??????');
    for (let page = 1; page <= pages; page++) expect(flat).toContain(`Page ${page}`);
  });

  it('answers 401 signed out, 404 to another organization, 400 for an unknown format; a shared link exports its public content', async () => {
    const { admin, scanId, report } = await seeded(ctx);
    expect((await exportOf(ctx, scanId, 'pdf', null)).statusCode).toBe(401);
    const stranger: OrgAdmin = await registerOrgAdmin(ctx.app, 'Elsewhere');
    expect((await exportOf(ctx, scanId, 'csv', stranger)).statusCode).toBe(404);
    const bad = await exportOf(ctx, scanId, 'docx', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('format');

    const shared = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/reports/${scanId}/share`,
      caller: admin,
    });
    const token = new URL(shared.json().url).pathname.split('/').pop()!;
    const open = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/public/reports/${token}/export?format=json`,
    });
    expect(open.statusCode).toBe(200);
    const body = open.json();
    for (const key of ['scanId', 'teamId', 'targetId', 'previousScanId']) {
      expect(body).not.toHaveProperty(key);
    }
    expect(body.attackSuccess).toEqual(report.attackSuccess);
    const pdf = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/public/reports/${token}/export?format=pdf`,
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/reports/${scanId}/share`,
      caller: admin,
    });
    const gone = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/public/reports/${token}/export?format=csv`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
