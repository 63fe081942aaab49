import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const count = (page: Page) => page.getByTestId('plugin-count').innerText();

describe('plugins collection', () => {
  const { browser } = useBrowser();

  it('filters the catalogue by category, severity, framework and search, and opens a plugin', async () => {
    const { user, organization } = await userWithOrganization('plugins');
    await user.api.updateOrganization(organization.id, { canUseRedteam: true });
    const all = await user.api.request<{
      plugins: {
        id: string;
        name: string;
        category: string;
        severity: string;
        frameworks: string[];
      }[];
    }>('GET', '/redteam/plugins');
    const total = all.plugins.length;
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);

    // Through the Red Team menu.
    await page.goto('/redteam/targets');
    await page.getByRole('button', { name: 'Red Team' }).click();
    await page.getByRole('menuitem', { name: 'Plugins' }).click();
    await waitForTitle(page, 'Plugins Collection');
    await expect.poll(() => count(page)).toBe(`${total} plugins`);
    expect(await page.getByTestId('plugin-row').count()).toBe(total);
    await snap(page, 'plugins');

    await choose(page, 'Severity', 'Critical');
    const critical = all.plugins.filter((p) => p.severity === 'critical');
    await expect.poll(() => count(page)).toBe(`${critical.length} of ${total} plugins`);
    expect(await page.getByTestId('severity').allInnerTexts()).toEqual(
      critical.map(() => 'Critical'),
    );

    await choose(page, 'Category', 'Data protection');
    await choose(page, 'Framework', 'OWASP LLM Top 10');
    const expected = critical.filter(
      (p) =>
        p.category === 'data-protection' && p.frameworks.some((f) => f.startsWith('owasp:llm:')),
    );
    await expect.poll(() => count(page)).toBe(`${expected.length} of ${total} plugins`);
    expect(new URL(page.url()).searchParams.get('framework')).toBe('owasp:llm');

    await page.getByLabel('Search plugins').fill('zzz-no-such-plugin');
    await page.getByText('No plugins match these filters').waitFor();
    await snap(page, 'plugins-empty');

    // Filters live in the URL: a fresh visit to the bare page shows everything again.
    await page.goto('/redteam/plugins');
    await page.getByLabel('Search plugins').fill('prompt extraction');
    await expect.poll(() => page.getByTestId('plugin-row').count()).toBeGreaterThan(0);
    await page
      .getByRole('link', { name: /prompt extraction/i })
      .first()
      .click();
    await page.waitForURL('**/redteam/plugins/prompt-extraction');
    await waitForTitle(page, 'Plugins Collection');
    const detail = await user.api.request<{
      description: string;
      exampleAttacks: string[];
      gradingRubric: string;
      mappings: { itemName: string }[];
    }>('GET', '/redteam/plugins/prompt-extraction');
    expect(await page.getByTestId('plugin-description').innerText()).toBe(detail.description);
    expect(await page.getByTestId('example-attacks').locator('> div').count()).toBe(
      detail.exampleAttacks.length,
    );
    const mappings = await page.getByTestId('framework-mappings').innerText();
    for (const mapping of detail.mappings) expect(mappings).toContain(mapping.itemName);
    expect(await page.getByTestId('grading-rubric').innerText()).toBe(detail.gradingRubric);
    await snap(page, 'plugin-detail');

    // The severity overrides' page and the Policy Library are not plugins.
    await page.goto('/redteam/plugins/severities');
    await waitForTitle(page, 'Plugin Severity Overrides');
    await page.goto('/redteam/plugins/policies');
    await waitForTitle(page, 'Policy Library');
    await page.goto('/redteam/plugins/no-such-plugin');
    await page.getByText('There is no plugin "no-such-plugin".').waitFor();
    await context.close();
  });
});
