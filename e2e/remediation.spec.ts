import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { RemediationPlan } from '@crucible/shared';
import { userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { env } from './support/env';
import { useGoodLicense } from './support/license';
import { scanDemoTarget } from './support/scans';

/** The demo target leaks its prompt, other customers' data and SQL errors to these. */
const SCAN_CONFIG = {
  plugins: ['prompt-extraction', 'pii:social', 'sql-injection', 'hijacking'],
  strategies: ['basic', 'base64', 'crescendo'],
  numTests: 2,
};

describe('remediation report', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('shows the prioritised plan of a demo-target scan, copies a fix, downloads and prints it', async () => {
    const { user } = await userWithOrganization('remedy');
    const [team] = await user.api.teams();
    const { scanId } = await scanDemoTarget(user.api, team!.id, SCAN_CONFIG);
    const plan = await user.api.request<RemediationPlan>('GET', `/reports/${scanId}/remediation`);
    expect(plan.items.length).toBeGreaterThan(1);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/redteam/report/${scanId}/remediation`);
    await waitForTitle(page, 'Remediation Report');
    const items = page.getByTestId('remediation-item');
    await items.first().waitFor();
    expect(await page.getByTestId('remediation-item-name').allInnerTexts()).toEqual(
      plan.items.map((item) => item.pluginName),
    );

    // The first item is open: why (with the quoted probes) and what to change.
    const first = items.first();
    await first.getByText('Why it happens').waitFor();
    expect(await first.getByTestId('remediation-evidence').innerText()).toBe(
      plan.items[0]!.why.evidence,
    );
    expect(await first.getByTestId('remediation-example').count()).toBe(
      plan.items[0]!.why.examples.length,
    );
    await first.getByRole('button', { name: 'Copy system prompt' }).click();
    await page.getByText('System prompt copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      plan.items[0]!.mitigations.systemPrompt,
    );

    // The second opens from the keyboard.
    const second = items.nth(1);
    await second.getByRole('button', { name: new RegExp(plan.items[1]!.pluginName) }).focus();
    await page.keyboard.press('Enter');
    await second.getByTestId('remediation-system-prompt').waitFor();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.getByRole('button', { name: 'Collapse all' }).waitFor();
    await snap(page, 'remediation-report');

    // The bundle: plan, patch, rules and the regression scan.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download bundle' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `remediation-demo-bank-assistant-${scanId.slice(0, 8)}.zip`,
    );
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      'guardrails.json',
      'regression-scan.yaml',
      'remediation-plan.md',
      'system-prompt-patch.txt',
    ]);
    expect(strFromU8(files['system-prompt-patch.txt']!)).toBe(`${plan.systemPromptPatch}\n`);
    expect(strFromU8(files['regression-scan.yaml']!)).toContain(`failing probes of scan ${scanId}`);

    // Imported as a scan template, its fixed prompts are listed per plugin in the editor.
    const template = await user.api.request<{ id: string }>('POST', '/redteam/configs/import', {
      teamId: team!.id,
      yaml: strFromU8(files['regression-scan.yaml']!),
    });
    const editor = await newPage(context);
    await editor.goto(`/redteam/configs/${template.id}`);
    const intents = editor.getByTestId('intent-entries');
    await intents.waitFor();
    expect(await intents.getByRole('listitem').count()).toBe(plan.items.length);
    expect(await intents.innerText()).toContain(plan.items[0]!.pluginName);
    await editor.close();

    // Printed: no app bar or buttons, every item open.
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Download bundle' }).isVisible()).toBe(false);
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await items.last().getByTestId('remediation-system-prompt').isVisible()).toBe(true);
    await page.screenshot({
      path: join(env.screenshotDir, 'remediation-report-print.png'),
      fullPage: true,
    });
    await page.pdf({ path: join(env.screenshotDir, 'remediation-report.pdf') });
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });
});
