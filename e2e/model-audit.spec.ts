import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benignSafetensors, maliciousPickle } from '../apps/server/test/model-files';
import { userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

describe('model audit', () => {
  const { browser } = useBrowser();

  it('uploads a malicious pickle and a benign safetensors file, shows the critical finding and downloads SARIF', async () => {
    const { user } = await userWithOrganization('auditor');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);

    // The menu's Model Audit link opens the New Scan tab.
    await page.goto('/');
    await page.getByRole('link', { name: 'Model Audit' }).first().click();
    await waitForTitle(page, 'Model Audit');
    await page.getByRole('tab', { name: 'New Scan', selected: true }).waitFor();

    await page.getByTestId('model-audit-files').setInputFiles([
      {
        name: 'pytorch_model.bin',
        mimeType: 'application/octet-stream',
        buffer: maliciousPickle(),
      },
      {
        name: 'model.safetensors',
        mimeType: 'application/octet-stream',
        buffer: benignSafetensors(),
      },
    ]);
    await page.getByRole('listitem').filter({ hasText: 'pytorch_model.bin' }).waitFor();
    await snap(page, 'model-audit-new-scan');
    await page.getByRole('button', { name: /^Scan 2 file\(s\)/ }).click();

    await page.waitForURL(/\/model-audit\/scan\/[0-9a-f-]{36}$/);
    await waitForTitle(page, 'Scan Details');
    await page.getByTestId('model-audit-verdict').filter({ hasText: 'Unsafe' }).waitFor();
    await page.getByTestId('model-audit-status').filter({ hasText: 'Completed' }).waitFor();
    expect(await page.getByTestId('severity-critical').first().innerText()).toMatch(
      /Critical: [1-9]/,
    );

    // The findings tree opens on the worst file: the pickle, calling posix.system.
    const findings = page.getByTestId('model-audit-findings');
    await findings.getByText('pytorch_model.bin').waitFor();
    const finding = findings.getByTestId('model-audit-finding').first();
    expect(await finding.innerText()).toContain('posix.system');
    expect(await finding.innerText()).toContain('What to do:');
    await snap(page, 'model-audit-scan-details');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download SARIF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^model-audit-[0-9a-f]{8}\.sarif$/);
    const sarif = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(
      sarif.runs[0].results.some(
        (result: {
          level: string;
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }) =>
          result.level === 'error' &&
          result.locations[0]!.physicalLocation.artifactLocation.uri === 'pytorch_model.bin',
      ),
    ).toBe(true);

    // The history lists it, and the unsafe filter keeps it.
    await page.goto('/model-audit/history');
    await waitForTitle(page, 'History');
    const row = page.getByTestId('model-audit-row').first();
    await row.getByText('Unsafe').waitFor();
    await snap(page, 'model-audit-history');
    await context.close();
  });
});
