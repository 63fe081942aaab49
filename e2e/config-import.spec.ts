import { describe, expect, it } from 'vitest';
import type { ScanConfig } from '@crucible/shared';
import { userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

describe('importing a promptfoo red-team file', () => {
  const { browser } = useBrowser();

  it('lists every problem with its path, then the warnings before saving; unticking basic sends it disabled', async () => {
    const { user } = await userWithOrganization('importer');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/configs');
    await waitForTitle(page, 'Scan Templates');
    await page.getByRole('button', { name: 'Import YAML' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name (optional)').fill('Kitchen sink');
    await dialog
      .getByLabel('YAML')
      .fill('redteam:\n  numTests: 0\n  plugins: [hijacking, not-a-plugin]\n  strategies: [b64]\n');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = dialog.getByRole('list', { name: 'The file cannot be imported' });
    await expect
      .poll(() => problems.getByRole('listitem').allInnerTexts())
      .toEqual([
        'redteam.numTests Too small: expected number to be >=1',
        'redteam.plugins[1].id Unknown plugin "not-a-plugin"',
        'redteam.strategies[0].id Unknown strategy "b64"',
      ]);
    await snap(page, 'config-import-errors');

    await dialog
      .getByLabel('YAML')
      .fill('tests: []\nredteam:\n  plugins: [hijacking]\n  contexts: [{id: admin, purpose: x}]\n');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const warnings = dialog.getByRole('list', { name: 'Read differently or not at all (2)' });
    await expect
      .poll(() => warnings.getByRole('listitem').allInnerTexts())
      .toEqual([
        'tests not run: a red-team scan makes its own tests from the plugins',
        'redteam.contexts not supported: a scan has one purpose (redteam.purpose)',
      ]);
    await snap(page, 'config-import-warnings');
    await dialog.getByRole('button', { name: 'Save with 2 warnings' }).click();
    await page.getByText('Scan template imported successfully').waitFor();
    await page.waitForURL(/\/redteam\/configs\/[\w-]+$/);
    const id = page.url().split('/').at(-1)!;

    // The strategy's tooltip names its checkbox; its label reads "Basic".
    const basic = page.getByTestId('strategies').locator('label', { hasText: /^Basic$/ });
    await basic.getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Scan template saved successfully').waitFor();
    const saved = await user.api.request<ScanConfig>('GET', `/redteam/configs/${id}`);
    expect(saved.config.strategies).toEqual([{ id: 'basic', config: { enabled: false } }]);
    await expect.poll(() => basic.getByRole('checkbox').isChecked()).toBe(false);
    await context.close();
  });
});
