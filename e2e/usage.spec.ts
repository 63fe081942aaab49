import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { useGoodLicense } from './support/license';
import { scanDemoTarget } from './support/scans';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Clicks the download link and reads the file the server sends. */
async function downloaded(page: Page, link: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

const figure = (page: Page, label: string) => page.getByTestId(`usage-total-${label}`);

describe('usage page', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('shows an admin the probes of a demo scan, over the range chosen, and as CSV', async () => {
    const { user, organization } = await userWithOrganization('usage');
    const [team] = await user.api.teams();
    const { scanId, targetId } = await scanDemoTarget(user.api, team!.id);
    const scan = await user.api.request<{ progress: { total: number } }>('GET', `/scans/${scanId}`);
    const probes = scan.progress.total;
    expect(probes).toBeGreaterThan(0);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}`);
    await page.getByRole('tab', { name: 'Usage' }).click();
    await waitForTitle(page, 'Usage');
    expect(new URL(page.url()).pathname).toBe(`/organizations/${organization.id}/usage`);

    // The last 30 days by default: the scan's probes, its target and its team.
    await page.getByTestId('usage-target-row').first().waitFor();
    expect(await page.getByTestId('usage-range').textContent()).toMatch(/\(30 days\)$/);
    expect(await figure(page, 'Probes').textContent()).toBe(String(probes));
    expect(await figure(page, 'Targets used').textContent()).toBe('1');
    expect(await figure(page, 'Scans').textContent()).toBe('1');
    expect(await page.getByTestId('usage-target-name').allTextContents()).toEqual([
      'Demo bank assistant',
    ]);
    expect(await page.getByTestId('usage-target-probes').allTextContents()).toEqual([
      String(probes),
    ]);
    expect(await page.getByTestId('usage-team-name').allTextContents()).toEqual([team!.name]);
    expect(await page.getByTestId('usage-team-probes').allTextContents()).toEqual([String(probes)]);
    expect(await page.getByTestId('usage-provider-name').allTextContents()).toEqual(['demo']);
    // Spec §8's usage messages, for the install's license (100 targets, 100,000 probes).
    const lines = await page.getByTestId('license-usage-line').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Using \d+ of 100 licensed targets$/);
    expect(lines[1]).toMatch(/^Using \d+ of 100000 licensed probes$/);
    expect(await page.getByTestId('chart-summary').textContent()).toContain(
      `${probes} probes over 30 days`,
    );
    await page.getByTestId('probes-chart').locator('svg').first().waitFor();
    await snap(page, 'usage');

    // The last 7 days still hold today's scan.
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL(/from=.*&to=/);
    await page.getByTestId('usage-range').filter({ hasText: '(7 days)' }).waitFor();
    await page.getByTestId('usage-target-row').first().waitFor();
    expect(await figure(page, 'Probes').textContent()).toBe(String(probes));
    expect(new URL(page.url()).searchParams.get('to')).toBe(todayUtc());

    // A custom range is checked before it is asked for, then a range without usage is empty.
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2020-02-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The start date must not be after the end date').waitFor();
    await page.getByLabel('To', { exact: true }).fill('2020-02-29');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('usage-range').filter({ hasText: '(29 days)' }).waitFor();
    await page.getByText('No probes in this range').waitFor();
    expect(await figure(page, 'Probes').textContent()).toBe('0');
    expect(await page.getByTestId('chart-summary').textContent()).toContain(
      'No probes were sent in this range.',
    );
    expect(
      await page.getByRole('link', { name: 'Download CSV' }).getAttribute('aria-disabled'),
    ).toBe('true');
    // The range is in the address: a reload keeps it.
    await page.reload();
    await page.getByTestId('usage-range').filter({ hasText: '(29 days)' }).waitFor();
    await snap(page, 'usage-empty');

    // The CSV of the last 30 days: one line for the demo target today.
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByTestId('usage-target-row').first().waitFor();
    const csv = await downloaded(page, 'Download CSV');
    const from = new URL(page.url()).searchParams.get('from');
    expect(csv.name).toBe(`usage-${from}-to-${todayUtc()}.csv`);
    expect(csv.text.split('\r\n')).toEqual([
      'day,target_id,target_name,target_type,team_id,team_name,probes',
      `${todayUtc()},${targetId},Demo bank assistant,demo,${team!.id},${team!.name},${probes}`,
      '',
    ]);
    await context.close();
  });

  it('is not shown to members who are not administrators', async () => {
    const { user: owner, organization, role } = await userWithOrganization('usage-owner');
    const [team] = await owner.api.teams();
    const invite = await owner.api.invite(
      organization.id,
      uniqueEmail('member'),
      team!.id,
      role('admin').id,
    );
    const member = await registerUser('member', invite);
    const context = await newContext(browser(), { session: member.api });
    const page = await newPage(context);
    const base = `/organizations/${organization.id}`;
    await page.goto(`${base}/usage`);
    await page.waitForURL(`**${base}/teams`);
    expect(await page.getByRole('tab').allTextContents()).not.toContain('Usage');
    await context.close();
  });
});

describe('home page', () => {
  const { browser } = useBrowser();

  it('is scan history with red team and the eval page without it (spec §2)', async () => {
    const { user, organization } = await userWithOrganization('home');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/');
    await page.waitForURL('**/jobs');
    await waitForTitle(page, 'Redteam / Scan History');

    await user.api.updateOrganization(organization.id, { canUseRedteam: false });
    // A fresh page reads the organization again.
    const fresh = await newPage(context);
    await fresh.goto('/');
    await fresh.waitForURL((url) => url.pathname !== '/');
    // The eval page is the home of an organization without red team, built or not yet.
    expect(new URL(fresh.url()).pathname).toBe('/eval');
    await context.close();
  });
});
