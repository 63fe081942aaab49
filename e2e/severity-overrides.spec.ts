import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser, uniqueEmail, userWithOrganization, type ApiSession } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { useGoodLicense } from './support/license';

/** The demo's base64 weakness fails prompt-extraction (default: High) probes: an issue opens. */
const SCAN_CONFIG = {
  plugins: ['prompt-extraction', 'pii:social'],
  strategies: ['basic', 'base64'],
  numTests: 2,
};
const PLUGIN_NAME = 'System prompt extraction';

/** Scans the team's demo target to its end; answers the target's id. */
async function scanDemoTarget(api: ApiSession, teamId: string): Promise<string> {
  const demo = (await api.targets(teamId)).find((target) => target.type === 'demo');
  if (!demo) throw new Error('the default team has no demo target');
  const { id } = await api.request<{ id: string }>('POST', '/scans', {
    targetId: demo.id,
    config: SCAN_CONFIG,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { status } = await api.request<{ status: string }>('GET', `/scans/${id}`);
    if (status === 'completed') return demo.id;
    if (status === 'failed' || status === 'cancelled') throw new Error(`the scan ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the scan did not complete in time');
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The severity shown on the prompt-extraction row of the vulnerabilities list. */
async function listedSeverity(page: Page): Promise<string> {
  await page.goto('/redteam/vulnerabilities');
  await waitForTitle(page, 'Vulnerabilities');
  const row = page.getByTestId('issue-row').filter({ hasText: PLUGIN_NAME });
  await row.waitFor();
  return row.getByTestId('severity').innerText();
}

describe('plugin severity overrides', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('an organization override, then a target override, change the severity the vulnerabilities list shows', async () => {
    const { user, organization, role } = await userWithOrganization('severities');
    const [team] = await user.api.teams();
    const targetId = await scanDemoTarget(user.api, team!.id);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    expect(await listedSeverity(page)).toBe('High');

    // From the plugin catalogue to the overrides: none yet.
    await page.goto('/redteam/plugins');
    await waitForTitle(page, 'Plugins Collection');
    await page.getByRole('link', { name: 'Severity overrides' }).click();
    await waitForTitle(page, 'Plugin Severity Overrides');
    await page.getByText('No severity overrides yet').waitFor();

    // A new collection opens for editing; a plugin row gets its severity and reason.
    await page.getByRole('button', { name: 'New collection' }).click();
    await page.getByLabel('Name').fill('Bank baseline');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.waitForURL(/\/redteam\/plugins\/severities\/[\w-]+$/);
    await page.getByText('No plugin is overridden yet').waitFor();
    await page.getByLabel('Add a plugin').fill('prompt-extraction');
    await page.getByRole('option', { name: `${PLUGIN_NAME} (prompt-extraction)` }).click();
    await choose(page, 'Severity for prompt-extraction', 'Low');
    // Saving without a reason names the row's field.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Give a reason').waitFor();
    await page.getByLabel('Reason for prompt-extraction').fill('The prompt holds demo data only');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Severity overrides saved').waitFor();
    await snap(page, 'severity-override-detail');

    await page.getByRole('link', { name: 'Plugin Severity Overrides' }).click();
    const rows = page.getByTestId('severity-override-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    // The cached list is shown first, then the saved collection.
    await expect
      .poll(() => rows.first().innerText(), { timeout: 10_000 })
      .toMatch(/Bank baseline\s+Active\s+prompt-extraction → Low/);
    await snap(page, 'severity-overrides');

    // The vulnerabilities list shows the new severity; the page says why, the timeline who.
    expect(await listedSeverity(page)).toBe('Low');
    await page.getByTestId('issue-row').filter({ hasText: PLUGIN_NAME }).getByRole('link').click();
    await page.getByRole('heading', { name: PLUGIN_NAME }).waitFor();
    expect(await page.getByTestId('issue-severity-source').innerText()).toBe(
      'Organization override "Bank baseline": The prompt holds demo data only',
    );
    const entry = page.getByTestId('timeline-entry').filter({ hasText: 'changed the severity' });
    expect(await entry.innerText()).toMatch(
      /^Severities Tester changed the severity from High to Low/,
    );
    expect(await entry.getByTestId('event-note').innerText()).toBe(
      'Organization override "Bank baseline": The prompt holds demo data only',
    );

    // The target's own override beats the organization's.
    await page.goto(`/redteam/target/${targetId}`);
    await page.getByRole('tab', { name: 'Plugin Severities' }).click();
    await page.waitForURL(`**/redteam/target/${targetId}/pluginSeverities`);
    await waitForTitle(page, 'Target Plugin Severities');
    const section = page.getByTestId('target-plugin-severities');
    await section.getByText('The organization overrides').waitFor();
    await section.getByLabel('Add a plugin').fill('prompt-extraction');
    await page.getByRole('option', { name: `${PLUGIN_NAME} (prompt-extraction)` }).click();
    await section.getByText('Organization: Low (Bank baseline)').waitFor();
    await choose(page, 'Severity for prompt-extraction', 'Critical');
    await section.getByLabel('Reason for prompt-extraction').fill('Public-facing');
    await section.getByRole('button', { name: 'Save severities' }).click();
    await page.getByText('Target plugin severities saved').waitFor();
    await snap(page, 'target-plugin-severities');
    expect(await listedSeverity(page)).toBe('Critical');

    // Deleting the collection asks first; the target's override still applies.
    await page.goto('/redteam/plugins/severities');
    await page.getByRole('button', { name: 'Delete Bank baseline' }).click();
    await page.getByRole('button', { name: 'Delete collection' }).click();
    await page.getByText('Severity override collection deleted').waitFor();
    await page.getByText('No severity overrides yet').waitFor();
    expect(await listedSeverity(page)).toBe('Critical');
    await context.close();

    // A Viewer reads the overrides and cannot change them.
    const invite = await user.api.invite(
      organization.id,
      uniqueEmail('sevviewer'),
      team!.id,
      role('viewer').id,
    );
    const viewer = await registerUser('sevviewer', invite);
    const viewerContext = await newContext(browser(), { session: viewer.api });
    const viewerPage = await newPage(viewerContext);
    await viewerPage.goto('/redteam/plugins/severities');
    await waitForTitle(viewerPage, 'Plugin Severity Overrides');
    await viewerPage.getByText('No severity overrides yet').waitFor();
    expect(await viewerPage.getByRole('button', { name: 'New collection' }).count()).toBe(0);
    await viewerPage.goto(`/redteam/target/${targetId}/pluginSeverities`);
    const readOnly = viewerPage.getByTestId('target-plugin-severities');
    await readOnly.getByTestId('severity-item').waitFor();
    expect(await readOnly.getByRole('button', { name: 'Save severities' }).count()).toBe(0);
    expect(await readOnly.getByLabel('Add a plugin').count()).toBe(0);
    await viewerContext.close();
  }, 180_000);
});
