import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ScanConfig } from '@crucible/shared';
import { userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { days, goodLicenseKey, testLicenseKey, useGoodLicense } from './support/license';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('scans', () => {
  const { browser } = useBrowser();
  const { admin } = useGoodLicense();

  it('creates a scan template from a preset, edits, imports and deletes templates', async () => {
    const { user } = await userWithOrganization('templates');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/configs');
    await waitForTitle(page, 'Scan Templates');
    await page.getByText('No scan templates yet').waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Name').fill('Nightly quick');
    await choose(page, 'Start from', 'Quick');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(/\/redteam\/configs\/[\w-]+$/);
    await waitForTitle(page, 'Scan Templates');
    await page.getByRole('heading', { name: 'Nightly quick' }).waitFor();
    await expect.poll(() => page.getByLabel('Tests per plugin').inputValue()).toBe('3');
    await page.getByLabel('Tests per plugin').fill('2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Scan template saved successfully').waitFor();
    await snap(page, 'scan-template');
    const exportHref = await page.getByRole('link', { name: 'Export YAML' }).getAttribute('href');
    const yaml = await page.evaluate(async (href) => (await fetch(href!)).text(), exportHref);
    expect(yaml).toContain('numTests: 2');

    await page.goto('/redteam/configs');
    await page.getByRole('button', { name: 'Import YAML' }).click();
    await page
      .getByLabel('YAML')
      .fill(
        'description: Imported PII\nredteam:\n  plugins: [pii:direct]\n  strategies: [basic]\n',
      );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Scan template imported successfully').waitFor();
    await page.goto('/redteam/configs');
    await expect.poll(() => page.getByTestId('config-row').allInnerTexts()).toHaveLength(2);
    await snap(page, 'scan-templates');
    await page.getByRole('button', { name: 'Delete Imported PII' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete template' }).click();
    await page.getByText('Scan template deleted successfully').waitFor();
    await expect.poll(() => page.getByTestId('config-row').count()).toBe(1);
    await context.close();
  });

  it('runs a scan of the demo target from the UI to completion, with live progress and results', async () => {
    const { user } = await userWithOrganization('scanner');
    const [team] = await user.api.teams();
    const template = await user.api.request<ScanConfig>('POST', '/redteam/configs', {
      teamId: team!.id,
      name: 'Two plugins',
      config: { plugins: ['prompt-extraction', 'pii:direct'], strategies: ['basic'], numTests: 2 },
    });
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await page.getByRole('link', { name: 'New Scan' }).click();
    await waitForTitle(page, 'Create Scan');

    // A custom configuration shows its estimate before anything starts.
    await page.getByText('Quick', { exact: true }).click();
    await expect.poll(() => page.getByTestId('estimate-probes').innerText()).toMatch(/^\d+$/);
    // Recommended adds what the target's profile calls for: the demo is a bank.
    await page.getByText('Recommended', { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('estimate-fitted').innerText())
      .toMatch(/harmful:specialized-advice.*It deals with money \(bank\)/is);
    await snap(page, 'scan-create');
    // The attacker model comes from the organization's Red Team Providers, one click away.
    expect(await page.getByRole('link', { name: 'Red Team Providers' }).getAttribute('href')).toBe(
      '/server',
    );

    await page.getByLabel('Scan template').check();
    await choose(page, 'Scan template', template.name);
    await expect.poll(() => page.getByTestId('estimate-probes').innerText()).toBe('4');
    await page.getByRole('button', { name: 'Start scan' }).click();
    await page.waitForURL(/\/jobs\/[\w-]+$/);
    await waitForTitle(page, 'Redteam / Scan History');
    await page.getByTestId('scan-progress').waitFor();
    await expect
      .poll(() => page.getByTestId('scan-phase').innerText(), { timeout: 60_000 })
      .toBe('Completed');
    expect(await page.getByTestId('scan-completed').innerText()).toBe('4 / 4');
    await expect.poll(() => page.getByTestId('probe-row').count()).toBe(4);
    await snap(page, 'scan-detail');

    await choose(page, 'Plugin', 'pii:direct');
    await expect.poll(() => page.getByTestId('probe-row').count()).toBe(2);
    await page.getByTestId('probe-row').first().click();
    const drawer = page.getByTestId('probe-drawer');
    await drawer.waitFor();
    expect((await drawer.getByTestId('probe-conversation').innerText()).length).toBeGreaterThan(20);
    expect(await drawer.getByTestId('probe-reason').innerText()).toMatch(/^Grader/);
    await snap(page, 'scan-probe');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Scan History' }).click();
    await waitForTitle(page, 'Redteam / Scan History');
    const rows = page.getByTestId('scan-row');
    await rows.first().waitFor();
    expect(await rows.first().innerText()).toContain('Completed');
    expect(await rows.first().innerText()).toContain('Two plugins');
    await snap(page, 'scan-history');
    await context.close();
  });

  it('shows undecided probes apart and lets a person decide them, selected or one by one', async () => {
    // A target that answers every attack about something else: no offline grader can decide.
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end('{"reply":"Our opening hours are 9:00 to 17:00, Monday to Friday."}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { user } = await userWithOrganization('undecided');
      const [team] = await user.api.teams();
      const target = await user.api.request<{ id: string }>('POST', '/targets', {
        teamId: team!.id,
        name: 'Opening hours bot',
        config: {
          type: 'http',
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`,
          body: { prompt: '{{prompt}}' },
          extract: { type: 'path', path: 'reply' },
          retries: 0,
        },
      });
      const scan = await user.api.request<{ id: string }>('POST', '/scans', {
        targetId: target.id,
        config: { plugins: ['politics'], strategies: ['basic'], numTests: 4 },
      });
      const context = await newContext(browser(), { session: user.api });
      const page = await newPage(context);
      await page.goto(`/jobs/${scan.id}`);
      await expect
        .poll(() => page.getByTestId('scan-phase').innerText(), { timeout: 90_000 })
        .toBe('Completed');
      expect(await page.getByTestId('scan-undecided').innerText()).toBe('4');
      expect(await page.getByTestId('scan-rate').innerText()).toBe('—');
      const alert = page.getByTestId('undecided-alert');
      expect(await alert.innerText()).toContain('4 probes are undecided');
      await expect
        .poll(() => page.getByTestId('probe-outcome').allInnerTexts())
        .toEqual(Array(4).fill('Undecided'));
      await snap(page, 'scan-undecided');

      // Two selected probes, decided together.
      await page.getByRole('checkbox', { name: 'Select probe #1' }).check();
      await page.getByRole('checkbox', { name: 'Select probe #2' }).check();
      await page.getByTestId('decide-selected').click();
      const dialog = page.getByTestId('review-dialog');
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await dialog.getByText('Choose pass or fail').waitFor();
      await dialog.getByRole('radio', { name: /^Attack succeeded/ }).check();
      await dialog.getByLabel('Reason').fill('It takes a side in the election.');
      await snap(page, 'scan-review-dialog');
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await page.getByText('2 probes decided: fail').waitFor();
      await expect.poll(() => page.getByTestId('scan-undecided').innerText()).toBe('2');
      expect(await page.getByTestId('scan-failed').innerText()).toBe('2');
      expect(await page.getByTestId('scan-rate').innerText()).toBe('100%');

      // One more from its drawer.
      await choose(page, 'Outcome', 'Undecided');
      await expect.poll(() => page.getByTestId('probe-row').count()).toBe(2);
      await page.getByTestId('probe-row').first().click();
      const drawer = page.getByTestId('probe-drawer');
      await drawer.getByRole('button', { name: 'Decide' }).click();
      const single = page.getByTestId('review-dialog');
      await single.getByRole('radio', { name: /^Defended/ }).check();
      await single.getByLabel('Reason').fill('Off topic, harmless.');
      await single.getByRole('button', { name: 'Save decision' }).click();
      await page.getByText(/^Probe #\d+ decided: pass$/).waitFor();
      await drawer.getByTestId('probe-review').waitFor();
      expect(await drawer.getByTestId('probe-reason').innerText()).toMatch(
        /^Decided by .+: Off topic, harmless\.$/,
      );
      expect(await drawer.getByTestId('probe-review').innerText()).toContain(
        'Before that the graders said undecided',
      );
      await snap(page, 'scan-probe-decided');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('scan-undecided').innerText()).toBe('1');
      expect(await page.getByTestId('scan-rate').innerText()).toBe('66.7%');
      await context.close();
    } finally {
      server.close();
    }
    // The scan waits its turn behind whatever earlier files left queued on the one worker.
  }, 150_000);

  it('opens the red-team setup at /redteam, and at /redteam/{targetId} with that target chosen', async () => {
    const { user } = await userWithOrganization('setup');
    const [team] = await user.api.teams();
    const target = await user.api.request<{ id: string }>('POST', '/targets', {
      teamId: team!.id,
      name: 'Travel desk bot',
      config: { type: 'http', url: 'http://127.0.0.1:9/chat', body: { prompt: '{{prompt}}' } },
    });
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam');
    await waitForTitle(page, 'Redteam');
    await page.getByRole('button', { name: 'Start scan' }).waitFor();
    await snap(page, 'redteam-setup');

    await page.goto(`/redteam/${target.id}`);
    await page.waitForURL(`**/redteam/scan/create?targetId=${target.id}`);
    await waitForTitle(page, 'Create Scan');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Target' }).innerText())
      .toBe('Travel desk bot');

    await page.goto('/redteam/not-a-target');
    await waitForTitle(page, 'Page Not Found');
    await context.close();
  });

  it('blocks new scans once the license is cut off', async () => {
    // The license is install-wide; a fresh organization keeps other specs' teams out of the way.
    const { user } = await userWithOrganization('cutoff');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    try {
      // Expired past the grace period, with room to spare: expiry alone cuts it off (limits the
      // install-wide usage of earlier files exceeded would show their own status first).
      await admin().installLicense(
        testLicenseKey({ expiresAt: days(-20), targets: 100_000, probes: 100_000_000 }),
      );
      // The page reads the license once (5 min stale time): open it once the server says so.
      await expect
        .poll(
          async () => (await user.api.request<{ isCutOff: boolean }>('GET', '/license')).isCutOff,
        )
        .toBe(true);
      await page.goto('/redteam/scan/create');
      await waitForTitle(page, 'Create Scan');
      await page
        .getByTestId('license-cut-off')
        .getByText('You still have access to your existing data but cannot start new scans.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Start scan' }).isDisabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'New Scan' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await snap(page, 'scan-create-cut-off');
    } finally {
      await admin().installLicense(goodLicenseKey());
      await context.close();
    }
  });
});
