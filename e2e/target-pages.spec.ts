import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { useGoodLicense } from './support/license';
import { scanDemoTarget } from './support/scans';

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

type Issue = { id: string; severity: (typeof SEVERITIES)[number]; status: string };

describe('target pages', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('opens a scanned target from the targets list: dashboard, history and vulnerabilities tabs', async () => {
    const { user, organization, role } = await userWithOrganization('tpages');
    const [team] = await user.api.teams();
    const { scanId, targetId } = await scanDemoTarget(user.api, team!.id);
    const { items: issues } = await user.api.request<{ items: Issue[] }>(
      'GET',
      `/issues?teamId=${team!.id}&targetId=${targetId}`,
    );
    const open = issues.filter((issue) => issue.status === 'open');
    expect(open.length).toBeGreaterThan(0);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await waitForTitle(page, 'Targets');
    await page.getByRole('link', { name: 'Demo bank assistant' }).click();
    await page.waitForURL(`**/redteam/target/${targetId}/dashboard`);
    await waitForTitle(page, 'Target');
    await page.getByRole('heading', { level: 1, name: 'Demo bank assistant' }).waitFor();
    expect(await page.getByRole('link', { name: 'Scan this target' }).getAttribute('href')).toBe(
      `/redteam/scan/create?targetId=${targetId}`,
    );
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Dashboard',
      'Settings',
      'Vulnerabilities',
      'History',
      'Grading Examples',
      'Plugin Severities',
    ]);

    // Risk over time: one completed scan, one point.
    const chart = page.getByTestId('risk-chart');
    await chart.waitFor();
    await expect.poll(() => chart.locator('.MuiLineChart-mark').count()).toBe(1);
    expect(await page.getByTestId('risk-latest').innerText()).toMatch(
      /^Latest: (Critical|High|Medium|Low) · \d+\.\d out of 10 on .+, over 1 completed scan\.$/,
    );

    // Open vulnerabilities by severity, as the list counts them.
    for (const severity of SEVERITIES) {
      const count = open.filter((issue) => issue.severity === severity).length;
      const tile = page.getByTestId(`open-${severity}`);
      expect(await tile.getByTestId('open-count').innerText()).toBe(String(count));
    }

    // The first scan: everything it found is new.
    const changes = page.getByTestId('dashboard-changes');
    await changes.getByText('The first completed scan').waitFor();
    expect(await page.getByTestId('changes-new').getByTestId('change-item').count()).toBe(
      open.length,
    );
    expect(await page.getByTestId('changes-fixed').innerText()).toContain('Nothing fixed.');

    // The latest scan, linked.
    const latest = page.getByTestId('latest-scan');
    expect(await latest.count()).toBe(1);
    expect(await latest.first().innerText()).toContain('Completed');
    expect(await latest.first().getByRole('link').getAttribute('href')).toBe(`/jobs/${scanId}`);
    await snap(page, 'target-dashboard');

    // A severity's count opens the target's vulnerabilities filtered to it.
    const severity = SEVERITIES.find((s) => open.some((issue) => issue.severity === s))!;
    const ofSeverity = open.filter((issue) => issue.severity === severity).length;
    await page.getByTestId(`open-${severity}`).getByRole('link').click();
    await page.waitForURL(
      `**/redteam/target/${targetId}/vulnerabilities?status=open&severity=${severity}`,
    );
    const rows = page.getByTestId('issue-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(ofSeverity);
    expect(await page.getByRole('combobox', { name: 'Target' }).count()).toBe(0);

    // History: the scan.
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(`**/redteam/target/${targetId}/history`);
    const scanRows = page.getByTestId('scan-row');
    await scanRows.first().waitFor();
    expect(await scanRows.count()).toBe(1);
    expect(await scanRows.first().innerText()).toContain('Completed');
    await snap(page, 'target-history');
    await scanRows.first().getByRole('link').last().click();
    await page.waitForURL(`**/jobs/${scanId}`);
    await page.goBack();

    // Vulnerabilities: every one of the target's, whatever its status.
    await page.getByRole('tab', { name: 'Vulnerabilities' }).click();
    await page.waitForURL(`**/redteam/target/${targetId}/vulnerabilities`);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(issues.length);
    await snap(page, 'target-vulnerabilities');

    // A vulnerability links back to its target's dashboard.
    await rows.first().getByRole('link').first().click();
    await page.waitForURL(/\/redteam\/vulnerabilities\/[\w-]+$/);
    await page.getByTestId('issue-target-link').click();
    await page.waitForURL(`**/redteam/target/${targetId}/dashboard`);
    await page.getByTestId('risk-chart').waitFor();

    // Settings: the edit form.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL(`**/redteam/target/${targetId}/settings`);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Demo bank assistant');
    await page.getByRole('button', { name: 'Save changes' }).waitFor();

    // Grading examples: none marked yet.
    await page.getByRole('tab', { name: 'Grading Examples' }).click();
    await page.waitForURL(`**/redteam/target/${targetId}/gradingExamples`);
    await page.getByText('No grading examples yet').waitFor();

    // The bare path opens the dashboard; an unknown tab is no page.
    await page.goto(`/redteam/target/${targetId}`);
    await page.waitForURL(`**/redteam/target/${targetId}/dashboard`);
    await page.goto(`/redteam/target/${targetId}/nonsense`);
    await waitForTitle(page, 'Page Not Found');

    // A second scan: a second point, and the changes compare it with the first.
    const second = await scanDemoTarget(user.api, team!.id);
    await page.goto(`/redteam/target/${targetId}/dashboard`);
    await expect.poll(() => chart.locator('.MuiLineChart-mark').count()).toBe(2);
    await changes.getByText('compared with the one before it').waitFor();
    expect(
      await page.getByTestId('latest-scan').first().getByRole('link').getAttribute('href'),
    ).toBe(`/jobs/${second.scanId}`);
    await snap(page, 'target-dashboard-two-scans');
    await context.close();

    // A Viewer reads the dashboard, and may not scan.
    const invite = await user.api.invite(
      organization.id,
      uniqueEmail('tpviewer'),
      team!.id,
      role('viewer').id,
    );
    const viewer = await registerUser('tpviewer', invite);
    const viewerContext = await newContext(browser(), { session: viewer.api });
    const viewerPage = await newPage(viewerContext);
    await viewerPage.goto(`/redteam/target/${targetId}/dashboard`);
    await viewerPage.getByTestId('risk-chart').waitFor();
    expect(await viewerPage.getByRole('link', { name: 'Scan this target' }).count()).toBe(0);
    await viewerContext.close();
  }, 150_000);

  it('says what a target without scans will show', async () => {
    const { user } = await userWithOrganization('tpagesnew');
    const [team] = await user.api.teams();
    const demo = (await user.api.targets(team!.id)).find((target) => target.type === 'demo')!;
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/redteam/target/${demo.id}/dashboard`);
    await page.getByTestId('risk-chart-empty').waitFor();
    await page.getByText('This target has not been scanned yet.').waitFor();
    for (const severity of SEVERITIES) {
      const tile = page.getByTestId(`open-${severity}`);
      expect(await tile.getByTestId('open-count').innerText()).toBe('0');
    }
    await snap(page, 'target-dashboard-empty');
    await page.goto('/redteam/target/00000000-0000-4000-8000-000000000000/dashboard');
    await page.getByTestId('target-not-found').waitFor();
    await context.close();
  });
});
