import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { useGoodLicense } from './support/license';
import { scanDemoTarget } from './support/scans';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A comment that would be markup if it were rendered as HTML. */
const COMMENT = 'Expected behaviour: <b>demo</b> data only.';

describe('vulnerabilities', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('lists what a scan found, triages one as a false positive with a comment, and keeps Viewers read-only', async () => {
    const { user, organization, role } = await userWithOrganization('vulns');
    const [team] = await user.api.teams();
    await scanDemoTarget(user.api, team!.id);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await page.getByRole('button', { name: 'Red Team' }).click();
    await page.getByRole('menuitem', { name: 'Vulnerabilities' }).click();
    await waitForTitle(page, 'Vulnerabilities');
    const rows = page.getByTestId('issue-row');
    await rows.first().waitFor();
    const listed = await rows.count();
    expect(listed).toBeGreaterThan(0);
    expect(await rows.first().innerText()).toContain('Demo bank assistant');
    expect(await rows.first().innerText()).toContain('Open');
    await snap(page, 'vulnerabilities');

    // The filtered list exported, every page of it.
    const downloaded = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      return {
        name: download.suggestedFilename(),
        text: readFileSync(await download.path(), 'utf8'),
      };
    };
    const csv = await downloaded('Export CSV');
    expect(csv.name).toMatch(/^vulnerabilities-\d{4}-\d\d-\d\d\.csv$/);
    const csvLines = csv.text.trimEnd().split('\r\n');
    expect(csvLines[0]).toMatch(/^id,severity,status,plugin_id,plugin_name,/);
    expect(csvLines).toHaveLength(listed + 1);
    const json = await downloaded('Export JSON');
    const exported = JSON.parse(json.text) as { targetName: string; status: string }[];
    expect(exported).toHaveLength(listed);
    expect(exported.every((item) => item.targetName === 'Demo bank assistant')).toBe(true);

    // One vulnerability: mark it a false positive and say why.
    const first = rows.first().getByRole('link');
    const pluginName = await first.innerText();
    await first.click();
    await page.waitForURL(/\/redteam\/vulnerabilities\/[\w-]+$/);
    await waitForTitle(page, 'Vulnerabilities');
    await page.getByRole('heading', { name: pluginName }).waitFor();
    expect(await page.getByTestId('evidence-item').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('issue-scan-row').count()).toBe(1);
    expect(await page.getByTestId('timeline-entry').first().innerText()).toContain(
      'opened this vulnerability',
    );
    await choose(page, 'Status', 'False positive');
    // It asks first (recording the evidence as grading examples: e2e/grading-examples.spec.ts).
    await page
      .getByTestId('false-positive-dialog')
      .getByRole('button', { name: 'Mark false positive' })
      .click();
    await page.getByText(/^Vulnerability updated/).waitFor();
    await choose(page, 'Assignee', 'Vulns Tester');
    await expect
      .poll(() => page.getByTestId('issue-assignee').innerText(), { timeout: 10_000 })
      .toBe('Vulns Tester');
    await page.getByLabel('Comment').fill(COMMENT);
    await page.getByRole('button', { name: 'Add comment' }).click();
    const entries = page.getByTestId('timeline-entry');
    await expect
      .poll(() => entries.allInnerTexts(), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Vulns Tester changed the status from Open to False positive/),
          expect.stringMatching(/^Vulns Tester assigned Vulns Tester/),
          expect.stringMatching(/^Vulns Tester commented/),
        ]),
      );
    // Plain text: the angle brackets are shown, nothing is bold.
    expect(await page.getByTestId('comment-body').innerText()).toBe(COMMENT);
    expect(await page.getByTestId('comment-body').locator('b').count()).toBe(0);
    expect(await page.getByLabel('Comment').inputValue()).toBe('');
    await snap(page, 'vulnerability-detail');

    // Evidence links to the probe in its scan's results.
    await page.getByTestId('evidence-probe-link').first().click();
    await page.waitForURL(/\/jobs\/[\w-]+\?probe=[\w-]+$/);
    const drawer = page.getByTestId('probe-drawer');
    await drawer.waitFor();
    expect(await drawer.getByTestId('probe-reason').innerText()).toMatch(/^Grader/);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/jobs\/[\w-]+$/);
    await page.goBack();
    await page.getByRole('heading', { name: pluginName }).waitFor();

    // Back to the list, filtered by the new status (kept in the URL).
    await page.getByRole('link', { name: 'Vulnerabilities' }).first().click();
    await waitForTitle(page, 'Vulnerabilities');
    await choose(page, 'Status', 'False positive');
    await page.waitForURL(/status=false_positive/);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().innerText()).toContain(pluginName);
    await page.reload();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await snap(page, 'vulnerabilities-filtered');

    // Many at once: every open one becomes ignored, after a confirmation.
    await choose(page, 'Status', 'Open');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(listed - 1);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByTestId('bulk-status-dialog');
    await choose(page, 'New status', 'Ignored');
    await dialog.getByText(`to Ignored?`).waitFor();
    await snap(page, 'vulnerabilities-bulk');
    await dialog.getByRole('button', { name: /^Change \d+ vulnerabilit/ }).click();
    await page.getByText(`marked Ignored`).waitFor();
    await page.getByText('No vulnerabilities match these filters').waitFor();
    await context.close();

    // A Viewer of the team reads, and changes nothing.
    const invite = await user.api.invite(
      organization.id,
      uniqueEmail('vulnviewer'),
      team!.id,
      role('viewer').id,
    );
    const viewer = await registerUser('vulnviewer', invite);
    const viewerContext = await newContext(browser(), { session: viewer.api });
    const viewerPage = await newPage(viewerContext);
    await viewerPage.goto('/redteam/vulnerabilities');
    await waitForTitle(viewerPage, 'Vulnerabilities');
    const viewerRows = viewerPage.getByTestId('issue-row');
    await viewerRows.first().waitFor();
    expect(await viewerRows.count()).toBe(listed);
    expect(await viewerPage.getByRole('checkbox').count()).toBe(0);
    await viewerRows.first().getByRole('link').click();
    await viewerPage.getByTestId('issue-timeline').waitFor();
    expect(await viewerPage.getByTestId('issue-controls').count()).toBe(0);
    expect(await viewerPage.getByLabel('Comment').count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: 'Add comment' }).count()).toBe(0);
    await snap(viewerPage, 'vulnerability-viewer');

    await viewerPage.goto(`/redteam/vulnerabilities/${randomUUID()}`);
    await viewerPage.getByTestId('issue-not-found').waitFor();
    await viewerContext.close();
  }, 150_000);

  it('says how vulnerabilities appear while there are none', async () => {
    const { user } = await userWithOrganization('novulns');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/vulnerabilities');
    await waitForTitle(page, 'Vulnerabilities');
    await page.getByText('No vulnerabilities yet').waitFor();
    await page.getByText('when a completed scan has failing probes').waitFor();
    await snap(page, 'vulnerabilities-empty');
    await context.close();
  });
});
