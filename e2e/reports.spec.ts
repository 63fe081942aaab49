import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ScanReport } from '@crucible/shared';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { env } from './support/env';
import { useGoodLicense } from './support/license';
import { DEMO_SCAN_CONFIG, scanDemoTarget } from './support/scans';

/** The second scan leaves pii:social out, which the first found failing: it leaves the list. */
const WITHOUT_PII = { ...DEMO_SCAN_CONFIG, plugins: ['prompt-extraction', 'hijacking'] };

const percent = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toFixed(rate === 0 || rate === 1 ? 0 : 1)}%`;

/**
 * The page as it prints: a screenshot with the print stylesheet applied, and the PDF Chromium
 * prints on A4 (look at its pages with `pdftoppm -png`).
 */
async function snapPrinted(page: Page, name: string) {
  mkdirSync(env.screenshotDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(env.screenshotDir, `${name}.png`), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(join(env.screenshotDir, `${name}.pdf`), pdf);
  // A printed report is a document of several A4 pages, not one endless strip.
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
}

/** Chooses a format in the report's Export menu and answers the file the browser saved. */
async function exportFrom(page: Page, format: 'pdf' | 'csv' | 'json' | 'junit', name: string) {
  await page.getByTestId('report-export').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`report-export-${format}`).click(),
  ]);
  mkdirSync(env.screenshotDir, { recursive: true });
  const file = join(env.screenshotDir, name);
  await download.saveAs(file);
  return { file, suggested: download.suggestedFilename(), bytes: readFileSync(file) };
}

describe('reports', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('opens a scan’s report from the list with its figures, prints it, and compares two scans', async () => {
    const { user, organization, role } = await userWithOrganization('reports');
    const [team] = await user.api.teams();
    const { scanId: first } = await scanDemoTarget(user.api, team!.id);
    const { scanId: second } = await scanDemoTarget(user.api, team!.id, WITHOUT_PII);
    const report = await user.api.request<ScanReport>('GET', `/reports/${second}`);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await page.getByRole('button', { name: 'Red Team' }).click();
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await waitForTitle(page, 'Report');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    const rows = page.getByTestId('report-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await rows.first().innerText()).toContain(report.header.evalId);
    expect(await rows.first().getByTestId('report-row-asr').innerText()).toBe(
      percent(report.attackSuccess.rate),
    );
    await snap(page, 'reports');

    // The latest report: the same figures the API computed from the stored probes.
    await rows.first().getByRole('link', { name: 'Demo bank assistant' }).click();
    await page.waitForURL(new RegExp(`/redteam/report/${second}$`));
    await page.getByTestId('report').waitFor();
    await waitForTitle(page, 'Report');
    expect(await page.getByTestId('report-eval-id').innerText()).toBe(
      `from scan: ${report.header.evalId}`,
    );
    expect(await page.getByTestId('risk-score').innerText()).toBe(report.risk.score.toFixed(1));
    expect(await page.getByTestId('asr-rate').innerText()).toBe(percent(report.attackSuccess.rate));
    expect(await page.getByTestId('asr-interval').innerText()).toContain(
      `${percent(report.attackSuccess.lower)}–${percent(report.attackSuccess.upper)}`,
    );
    expect(await page.getByTestId('report-vulnerability').count()).toBe(
      report.vulnerabilities.length,
    );
    expect(await page.getByTestId('report-plugin-row').count()).toBe(report.plugins.length);
    expect(await page.getByTestId('compared-with').innerText()).toContain(
      report.comparedWith!.evalId,
    );
    // Charts are drawn (SVG bars), and every framework has its panel.
    await page.getByTestId('chart-strategies').locator('svg').first().waitFor();
    expect(await page.getByTestId('framework-panel').count()).toBe(report.frameworks.length);
    await page.getByRole('tab', { name: 'OWASP Top 10 for LLM Applications (2025)' }).click();
    const owasp = report.frameworks.find((framework) => framework.id === 'owasp:llm')!;
    const statuses = await page
      .getByRole('tabpanel', { name: owasp.name })
      .getByTestId('framework-item-status')
      .allInnerTexts();
    expect(statuses).toHaveLength(owasp.items.length);
    expect(statuses.filter((status) => status === 'Fail')).toHaveLength(owasp.summary.fail);
    await snap(page, 'report');
    await snapPrinted(page, 'report-print');

    // The scan results page links to the report.
    await page.goto(`/jobs/${first}`);
    await page.getByRole('link', { name: 'View report' }).click();
    await page.waitForURL(new RegExp(`/redteam/report/${first}$`));
    await page.getByTestId('report').waitFor();

    // Two reports of the target side by side.
    await page.goto('/redteam/report');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('checkbox', { name: new RegExp(report.header.evalId) }).check();
    expect(await page.getByTestId('compare-hint').innerText()).toBe(
      'Choose one more report of the same target.',
    );
    await page
      .getByRole('checkbox', { name: /to compare/ })
      .nth(1)
      .check();
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.waitForURL(/compare=/);
    const comparison = page.getByTestId('report-comparison');
    await comparison.waitFor();
    const older = await user.api.request<ScanReport>('GET', `/reports/${first}`);
    expect(await page.getByTestId('compare-before').innerText()).toContain(older.header.evalId);
    expect(await page.getByTestId('compare-after').innerText()).toContain(report.header.evalId);
    const failing = (r: ScanReport) =>
      new Set(r.plugins.filter((p) => p.asr.failed > 0).map((p) => p.id));
    const [before, after] = [failing(older), failing(report)];
    const added = [...after].filter((id) => !before.has(id)).length;
    const removed = [...before].filter((id) => !after.has(id)).length;
    expect(before.has('pii:social') && !after.has('pii:social')).toBe(true);
    expect(await page.getByTestId('compare-added').innerText()).toContain(`Added (${added})`);
    expect(await page.getByTestId('compare-removed').innerText()).toContain(`Removed (${removed})`);
    expect(await page.getByTestId('compare-plugin-row').count()).toBe(
      new Set([...older.plugins, ...report.plugins].map((p) => p.id)).size,
    );
    await snap(page, 'report-compare');
    await context.close();

    // A Viewer reads the report but has no Share button; signed out, the scan's report asks for sign-in.
    const invite = await user.api.invite(
      organization.id,
      uniqueEmail('reportviewer'),
      team!.id,
      role('viewer').id,
    );
    const viewer = await registerUser('reportviewer', invite);
    const viewerContext = await newContext(browser(), { session: viewer.api });
    const viewerPage = await newPage(viewerContext);
    await viewerPage.goto(`/redteam/report/${second}`);
    await viewerPage.getByTestId('report').waitFor();
    expect(await viewerPage.getByRole('button', { name: /^Share/ }).count()).toBe(0);
    await viewerContext.close();
    // A member of no team may open the reports page (spec §2 lets report paths through): empty.
    const loner = await registerUser(
      'reportloner',
      await user.api.invite(organization.id, uniqueEmail('reportloner')),
    );
    const lonerContext = await newContext(browser(), { session: loner.api });
    const lonerPage = await newPage(lonerContext);
    await lonerPage.goto('/redteam/report');
    await lonerPage.getByText('No reports yet').waitFor();
    expect(lonerPage.url()).toMatch(/\/redteam\/report$/);
    await lonerContext.close();
    const anonymous = await newContext(browser());
    const anonymousPage = await newPage(anonymous);
    await anonymousPage.goto(`/redteam/report/${second}`);
    await anonymousPage.waitForURL(/\/login\?redirect=/);
    await anonymous.close();
  }, 240_000);

  it('exports the report as PDF, CSV, JSON and JUnit XML from its page', async () => {
    const { user } = await userWithOrganization('exports');
    const [team] = await user.api.teams();
    const { scanId } = await scanDemoTarget(user.api, team!.id);
    const report = await user.api.request<ScanReport>('GET', `/reports/${scanId}`);
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/redteam/report/${scanId}`);
    await page.getByTestId('report').waitFor();
    await page.getByTestId('report-export').click();
    await page.getByRole('menu').waitFor();
    await snap(page, 'report-export-menu');
    await page.keyboard.press('Escape');

    const safeEvalId = report.header.evalId.replace(/[^\w.-]+/g, '_');
    const pdf = await exportFrom(page, 'pdf', 'report-export.pdf');
    expect(pdf.suggested).toBe(`crucible-${safeEvalId}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Its pages as images, to look at (screenshots/report-export-page-N.png).
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      pdf.file,
      join(env.screenshotDir, 'report-export-page'),
    ]);
    const pages = readdirSync(env.screenshotDir).filter((f) =>
      /^report-export-page-\d+\.png$/.test(f),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = execFileSync('pdftotext', [pdf.file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`from scan: ${report.header.evalId}`);
    expect(text).toContain(`${report.risk.score.toFixed(1)} ${report.risk.level.toUpperCase()}`);

    const csv = await exportFrom(page, 'csv', 'report-export.csv');
    expect(csv.suggested).toBe(`crucible-${safeEvalId}.csv`);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Scan,Target,Plugin ID,Plugin,Category,Severity,Change,/);
    expect(lines.length).toBeGreaterThanOrEqual(report.vulnerabilities.length + 1);

    const json = await exportFrom(page, 'json', 'report-export.json');
    expect(JSON.parse(json.bytes.toString('utf8'))).toMatchObject({
      scanId,
      risk: report.risk,
      attackSuccess: report.attackSuccess,
    });

    const junit = await exportFrom(page, 'junit', 'report-export.junit.xml');
    expect(junit.suggested).toBe(`crucible-${safeEvalId}.junit.xml`);
    const xml = junit.bytes.toString('utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const cells = new Set(
      report.plugins.flatMap((p) => report.strategies.map((s) => `${p.id}|${s.id}`)),
    );
    const cases = xml.match(/<testcase /g)?.length ?? 0;
    expect(cases).toBeGreaterThan(0);
    expect(cases).toBeLessThanOrEqual(cells.size);
    await context.close();
  }, 180_000);

  it('shares a report by a link that opens signed out, and stops working once revoked', async () => {
    const { user } = await userWithOrganization('sharing');
    const [team] = await user.api.teams();
    const { scanId } = await scanDemoTarget(user.api, team!.id);
    const report = await user.api.request<ScanReport>('GET', `/reports/${scanId}`);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/redteam/report/${scanId}`);
    await page.getByTestId('report').waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Make public' }).click();
    const link = page.getByRole('textbox', { name: 'Public link' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${env.baseUrl}/redteam/report/[\\w-]{43}$`));
    await snap(page, 'report-share');
    await page.getByRole('button', { name: 'Close' }).click();

    // A fresh browser, never signed in: the report, and nothing that leads into the organization.
    const outsider = await newContext(browser());
    const outsiderPage = await newPage(outsider);
    await outsiderPage.goto(url);
    await outsiderPage.getByTestId('report').waitFor();
    await outsiderPage.getByTestId('shared-notice').waitFor();
    expect(await outsiderPage.getByTestId('report-eval-id').innerText()).toBe(
      `from scan: ${report.header.evalId}`,
    );
    expect(await outsiderPage.getByTestId('asr-rate').innerText()).toBe(
      percent(report.attackSuccess.rate),
    );
    expect(await outsiderPage.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await outsiderPage.getByTestId('example-probe-link').count()).toBe(0);
    expect(await outsiderPage.getByRole('link', { name: 'Open the vulnerability' }).count()).toBe(
      0,
    );
    expect(await outsiderPage.getByRole('link', { name: 'Scan results' }).count()).toBe(0);
    const html = await outsiderPage.content();
    expect(html).not.toContain(scanId);
    expect(html).not.toContain(user.email);
    await snap(outsiderPage, 'report-public');
    // A shared report exports its public content too, without the organization's ids.
    const shared = await exportFrom(outsiderPage, 'json', 'report-public-export.json');
    expect(shared.bytes.toString('utf8')).not.toContain(scanId);
    expect(JSON.parse(shared.bytes.toString('utf8')).attackSuccess).toEqual(report.attackSuccess);
    await snapPrinted(outsiderPage, 'report-public-print');

    // Revoked after a confirmation: the link stops working.
    await page.getByRole('button', { name: 'Shared' }).click();
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await page.getByRole('dialog', { name: 'Revoke the public link?' }).waitFor();
    await page
      .getByRole('dialog', { name: 'Revoke the public link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await page.getByText('Public link revoked').waitFor();
    await outsiderPage.reload();
    await outsiderPage.getByTestId('report-unavailable').waitFor();
    expect(await outsiderPage.getByTestId('report-unavailable').innerText()).toContain(
      'This report link does not work',
    );
    await snap(outsiderPage, 'report-public-revoked');
    await outsider.close();
    await context.close();
  }, 180_000);
});
