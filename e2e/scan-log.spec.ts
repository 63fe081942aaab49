import { describe, expect, it } from 'vitest';
import type { ScanConfig } from '@crucible/shared';
import { userWithOrganization, type ApiSession } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { refusedPort } from './support/echo-server';
import { useGoodLicense } from './support/license';

async function scanUser(label: string) {
  const { user } = await userWithOrganization(label);
  const [team] = await user.api.teams();
  return { user, team: team! };
}

const startScan = (api: ApiSession, body: Record<string, unknown>) =>
  api.request<{ id: string }>('POST', '/scans', body);

describe('scan log, errors and template name on the scan page', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it("shows the template's name at submission and the scan's log as it runs", async () => {
    const { user, team } = await scanUser('scanlog');
    const config = {
      plugins: ['prompt-extraction'],
      strategies: ['basic', 'jailbreak'],
      numTests: 2,
    };
    const template = await user.api.request<ScanConfig>('POST', '/redteam/configs', {
      teamId: team.id,
      name: 'Log template',
      config,
    });
    const demo = (await user.api.targets(team.id)).find((target) => target.type === 'demo')!;
    const scan = await startScan(user.api, { targetId: demo.id, configId: template.id });
    // Renaming the template later does not rename the scan's.
    await user.api.request('PUT', `/redteam/configs/${template.id}`, {
      name: 'Renamed later',
      config,
    });

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/jobs/${scan.id}`);
    await waitForTitle(page, 'Redteam / Scan History');
    expect(await page.getByTestId('scan-template').innerText()).toBe('Log template');
    await page.getByRole('tab', { name: 'Log' }).click();
    const entries = page.getByTestId('scan-log-entry');
    await expect
      .poll(() => entries.allInnerTexts(), { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/Roll-up done: attack success rate/));
    const lines = await entries.allInnerTexts();
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\s+Scan queued by Scanlog Tester: about 2 probes from template "Log template"$/,
    );
    expect(lines).toContainEqual(
      expect.stringContaining('Generated 2 probes: prompt-extraction 2'),
    );
    const warning = page.locator('[data-testid="scan-log-entry"][data-level="warn"]');
    expect(await warning.innerText()).toContain(
      'Skipped 1 strategy that needs an attacker model: jailbreak',
    );
    expect(await warning.getByRole('img', { name: 'Warning' }).count()).toBe(1);
    // The log and the progress card refresh on their own schedules: the roll-up line can show
    // a moment before the card does.
    await expect.poll(() => page.getByTestId('scan-phase').innerText()).toBe('Completed');
    await snap(page, 'scan-log');

    await page.getByRole('tab', { name: /Errors/ }).click();
    await page.getByTestId('scan-errors').getByText('No errors').waitFor();

    await page.getByRole('link', { name: 'Scan History' }).click();
    await waitForTitle(page, 'Redteam / Scan History');
    const row = page.getByTestId('scan-row').first();
    expect(await row.getByTestId('scan-template').innerText()).toBe('Log template');
    await context.close();
  });

  it('groups errored probes by reason and opens the results filtered to a group', async () => {
    const { user, team } = await scanUser('scanerrors');
    const port = await refusedPort();
    const target = await user.api.createTarget({
      teamId: team.id,
      name: 'Nobody home',
      config: {
        type: 'http',
        url: `http://127.0.0.1:${port}/chat`,
        body: { message: '{{prompt}}' },
        extract: { type: 'path', path: 'reply' },
        retries: 0,
      },
    });
    const scan = await startScan(user.api, {
      targetId: target.id,
      config: { plugins: ['hijacking', 'prompt-extraction'], strategies: ['basic'], numTests: 2 },
    });

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/jobs/${scan.id}`);
    await waitForTitle(page, 'Redteam / Scan History');
    await expect
      .poll(() => page.getByTestId('scan-phase').innerText(), { timeout: 60_000 })
      .toBe('Completed');
    expect(await page.getByTestId('scan-template').innerText()).toBe('Custom');

    await page.getByRole('tab', { name: /Errors/ }).click();
    const group = page.getByTestId('error-group');
    await expect.poll(() => group.count()).toBe(1);
    expect(await group.innerText()).toMatch(/ECONNREFUSED/);
    expect(await group.getByTestId('error-group-count').innerText()).toBe('4');
    await snap(page, 'scan-errors');

    await group.getByRole('button', { name: 'Show probes' }).click();
    expect(await page.getByTestId('error-group-filter').innerText()).toMatch(
      /^Error: .*ECONNREFUSED/,
    );
    await expect.poll(() => page.getByTestId('probe-row').count()).toBe(4);
    expect(await page.getByTestId('probe-outcome').allInnerTexts()).toEqual([
      'Error',
      'Error',
      'Error',
      'Error',
    ]);
    // Clearing the group keeps the outcome filter: still the 4 errors.
    await page.getByTestId('error-group-filter').locator('svg').click();
    await expect.poll(() => page.getByTestId('error-group-filter').count()).toBe(0);
    await expect.poll(() => page.getByTestId('probe-row').count()).toBe(4);

    await page.getByRole('tab', { name: 'Log' }).click();
    await expect
      .poll(() => page.getByTestId('scan-log-entry').allInnerTexts())
      .toContainEqual(expect.stringMatching(/4 probes errored: .*ECONNREFUSED.* \(4\)$/));
    const errorLines = (await page.getByTestId('scan-log-entry').allInnerTexts()).filter((line) =>
      line.includes('ECONNREFUSED'),
    );
    expect(errorLines).toHaveLength(1);
    await context.close();
  });
});
