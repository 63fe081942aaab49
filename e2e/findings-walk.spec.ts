import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoTargetReply } from '@crucible/engine';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { userWithOrganization, type ApiSession } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { useGoodLicense } from './support/license';

/**
 * The findings workflow of issue #13 in one walk, as a security lead does it in the browser:
 * scan → vulnerabilities → false positive → re-scan passes it → a severity override moves the
 * list and the target's risk → the target resists → a re-scan finds the vulnerability fixed.
 */

/** The demo's base64 weakness fails prompt-extraction (High) and pii:social (Medium) probes. */
const SCAN_CONFIG = {
  plugins: ['prompt-extraction', 'pii:social'],
  strategies: ['basic', 'base64'],
  numTests: 2,
};
const EXTRACTION = 'System prompt extraction';

type IssueRow = { id: string; pluginId: string; status: string; severity: string };

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function waitForCompleted(api: ApiSession, scanId: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { status } = await api.request<{ status: string }>('GET', `/scans/${scanId}`);
    if (status === 'completed') return;
    if (status === 'failed' || status === 'cancelled') throw new Error(`the scan ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the scan did not complete in time');
}

async function scan(api: ApiSession, targetId: string): Promise<string> {
  const { id } = await api.request<{ id: string }>('POST', '/scans', {
    targetId,
    config: SCAN_CONFIG,
  });
  await waitForCompleted(api, id);
  return id;
}

/** Re-runs the scan from its page; answers the new scan's id once it completed. */
async function rerunFromPage(page: Page, api: ApiSession, scanId: string): Promise<string> {
  await page.goto(`/jobs/${scanId}`);
  await waitForTitle(page, 'Redteam / Scan History');
  await page.getByRole('button', { name: 'Re-run' }).click();
  await page.waitForURL(
    (url) => /\/jobs\/[\w-]+$/.test(url.pathname) && !url.pathname.endsWith(scanId),
  );
  const rerunId = page.url().split('/jobs/')[1]!;
  await waitForCompleted(api, rerunId);
  return rerunId;
}

/** The rows the vulnerabilities list shows for one target, read off the page. */
async function listedRows(page: Page, targetName: string): Promise<string[]> {
  await page.goto('/redteam/vulnerabilities');
  await waitForTitle(page, 'Vulnerabilities');
  const rows = page.getByTestId('issue-row').filter({ hasText: targetName });
  await rows.first().waitFor();
  return rows.allInnerTexts();
}

/** A local HTTP chatbot answering as the demo bank does, until it is told to resist. */
async function bankAssistant() {
  const state = { resists: false };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      const message = String((JSON.parse(body) as { message: string }).message);
      const reply = state.resists
        ? 'I can only help with your own accounts, and I cannot share how I am configured.'
        : demoTargetReply([{ role: 'user', content: message }]);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ reply }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('findings walk', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('scan → vulnerabilities → false positive → re-scan passes → override moves list and risk → fixed by a re-scan', async () => {
    const { user } = await userWithOrganization('walk');
    const [team] = await user.api.teams();
    const demo = (await user.api.targets(team!.id)).find((target) => target.type === 'demo')!;
    const firstScan = await scan(user.api, demo.id);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);

    // Vulnerabilities appear: both plugins, open, at their default severities.
    const before = await listedRows(page, 'Demo bank assistant');
    expect(before.some((row) => row.includes(EXTRACTION) && row.includes('Open'))).toBe(true);
    expect(before.length).toBeGreaterThanOrEqual(2);
    await snap(page, 'walk-vulnerabilities');
    const { items: opened } = await user.api.request<{ items: IssueRow[] }>(
      'GET',
      `/issues?teamId=${team!.id}&targetId=${demo.id}`,
    );
    const extraction = opened.find((issue) => issue.pluginId === 'prompt-extraction')!;
    const other = opened.find((issue) => issue.pluginId !== 'prompt-extraction')!;
    expect(other).toBeDefined();

    // Marked a false positive, its evidence recorded as grading examples.
    await page.getByTestId('issue-row').filter({ hasText: EXTRACTION }).getByRole('link').click();
    await page.getByRole('heading', { name: EXTRACTION }).waitFor();
    await page.getByTestId('issue-controls').waitFor();
    await choose(page, 'Status', 'False positive');
    const dialog = page.getByTestId('false-positive-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Reason for the examples').fill('The demo configuration is public.');
    await dialog.getByRole('button', { name: 'Mark false positive' }).click();
    await page.getByText(/^Vulnerability updated; \d+ grading examples? recorded$/).waitFor();

    // The re-scan grades those replies pass: the vulnerability stays a false positive.
    const secondScan = await rerunFromPage(page, user.api, firstScan);
    const { items: extractionProbes } = await user.api.request<{
      items: { outcome: string; grader: string }[];
    }>('GET', `/scans/${secondScan}/results?pluginId=prompt-extraction&limit=200`);
    expect(extractionProbes.filter((probe) => probe.outcome === 'fail')).toEqual([]);
    expect(extractionProbes.some((probe) => probe.grader === 'grading-example')).toBe(true);
    await page.goto(`/redteam/vulnerabilities/${extraction.id}`);
    await page.getByRole('heading', { name: EXTRACTION }).waitFor();
    await expect
      .poll(() => page.getByTestId('issue-status').innerText(), { timeout: 10_000 })
      .toContain('False positive');

    // A target override lowers the other (critical) vulnerability to Low: the list and the risk follow.
    await page.goto(`/redteam/target/${demo.id}/dashboard`);
    const riskLatest = page.getByTestId('risk-latest');
    await riskLatest.waitFor();
    const riskBefore = await riskLatest.innerText();
    const openCount = (severity: string) =>
      page.getByTestId(`open-${severity}`).getByTestId('open-count').innerText();
    const criticalBefore = Number(await openCount('critical'));
    const lowBefore = Number(await openCount('low'));
    expect(other.severity).toBe('critical');
    await page.getByRole('tab', { name: 'Plugin Severities' }).click();
    await waitForTitle(page, 'Target Plugin Severities');
    const section = page.getByTestId('target-plugin-severities');
    await section.getByLabel('Add a plugin').fill(other.pluginId);
    await page.getByRole('option', { name: new RegExp(`\\(${other.pluginId}\\)$`) }).click();
    await choose(page, `Severity for ${other.pluginId}`, 'Low');
    await section.getByLabel(`Reason for ${other.pluginId}`).fill('Test accounts only');
    await section.getByRole('button', { name: 'Save severities' }).click();
    await page.getByText('Target plugin severities saved').waitFor();
    const after = await listedRows(page, 'Demo bank assistant');
    expect(after.find((row) => !row.includes(EXTRACTION))).toContain('Low');
    await page.goto(`/redteam/target/${demo.id}/dashboard`);
    await riskLatest.waitFor();
    await expect.poll(() => openCount('critical')).toBe(String(criticalBefore - 1));
    expect(await openCount('low')).toBe(String(lowBefore + 1));
    await expect.poll(() => riskLatest.innerText()).not.toBe(riskBefore);
    await snap(page, 'walk-target-risk-after-override');

    // A target that now resists: its re-scan finds the vulnerability fixed.
    const bank = await bankAssistant();
    try {
      const target = await user.api.createTarget({
        teamId: team!.id,
        name: 'Bank assistant over HTTP',
        config: {
          type: 'http',
          url: bank.url,
          body: { message: '{{prompt}}' },
          extract: { type: 'path', path: 'reply' },
        },
      });
      const vulnerableScan = await scan(user.api, target.id);
      const { items: found } = await user.api.request<{ items: IssueRow[] }>(
        'GET',
        `/issues?teamId=${team!.id}&targetId=${target.id}&pluginId=prompt-extraction`,
      );
      expect(found).toHaveLength(1);
      expect(found[0]!.status).toBe('open');

      bank.state.resists = true;
      const fixingScan = await rerunFromPage(page, user.api, vulnerableScan);
      await page.goto(`/redteam/vulnerabilities/${found[0]!.id}`);
      await page.getByRole('heading', { name: EXTRACTION }).waitFor();
      await expect
        .poll(() => page.getByTestId('issue-status').innerText(), { timeout: 10_000 })
        .toContain('Fixed');
      const fixedEntry = page.getByTestId('timeline-entry').filter({ hasText: 'found it fixed' });
      await fixedEntry.waitFor();
      expect(await page.getByTestId('issue-scan-row').count()).toBe(2);
      await snap(page, 'walk-fixed');
      const detail = await user.api.request<{ events: { kind: string; actor: { id: string } }[] }>(
        'GET',
        `/issues/${found[0]!.id}`,
      );
      expect(detail.events.at(-1)).toMatchObject({ kind: 'fixed', actor: { id: fixingScan } });
    } finally {
      await bank.close();
    }
    await context.close();
  }, 300_000);
});
