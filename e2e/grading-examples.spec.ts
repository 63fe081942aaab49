import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { userWithOrganization, type ApiSession } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { useGoodLicense } from './support/license';

/**
 * The demo shows its configuration to a "developer" and under base64: prompt-extraction probes
 * fail; it refuses the plain request (a probe the refusal grader passes).
 */
const SCAN_CONFIG = {
  plugins: ['prompt-extraction'],
  strategies: ['basic', 'base64'],
  numTests: 2,
};

type ProbeSummary = { id: string; idx: number; outcome: string; grader: string; reason: string };
type GradingExampleList = { total: number; items: { source: string; expected: string }[] };

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

const probesOf = async (api: ApiSession, scanId: string, query = '') =>
  (
    await api.request<{ items: ProbeSummary[] }>(
      'GET',
      `/scans/${scanId}/results?limit=200${query}`,
    )
  ).items;

describe('grading examples', () => {
  const { browser } = useBrowser();
  useGoodLicense();

  it('a false positive recorded as examples: the re-scan grades those replies pass, and a probe can be marked by hand', async () => {
    const { user } = await userWithOrganization('grex');
    const [team] = await user.api.teams();
    const demo = (await user.api.targets(team!.id)).find((target) => target.type === 'demo');
    const { id: firstScanId } = await user.api.request<{ id: string }>('POST', '/scans', {
      targetId: demo!.id,
      config: SCAN_CONFIG,
    });
    await waitForCompleted(user.api, firstScanId);
    const failedBefore = await probesOf(user.api, firstScanId, '&outcome=fail');
    expect(failedBefore.length).toBeGreaterThan(0);
    const {
      items: [issue],
    } = await user.api.request<{ items: { id: string; occurrences: number }[] }>(
      'GET',
      `/issues?teamId=${team!.id}&pluginId=prompt-extraction`,
    );

    // The vulnerability, marked a false positive with its evidence recorded as examples.
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/redteam/vulnerabilities/${issue!.id}`);
    await waitForTitle(page, 'Vulnerabilities');
    await page.getByTestId('issue-controls').waitFor();
    await choose(page, 'Status', 'False positive');
    const dialog = page.getByTestId('false-positive-dialog');
    await dialog.waitFor();
    const record = dialog.getByRole('checkbox', { name: /Record its evidence/ });
    expect(await record.isChecked()).toBe(true);
    await dialog
      .getByLabel('Reason for the examples')
      .fill('It is the public demo configuration, nothing secret.');
    await snap(page, 'false-positive-dialog');
    await dialog.getByRole('button', { name: 'Mark false positive' }).click();
    await page.getByText(/^Vulnerability updated; \d+ grading examples? recorded$/).waitFor();
    await expect
      .poll(() => page.getByTestId('timeline-entry').allInnerTexts(), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Grex Tester changed the status from Open to False positive/),
          expect.stringMatching(
            /^Grex Tester recorded \d+ repl(y|ies) of its evidence as (a )?grading examples? \(pass\)/,
          ),
        ]),
      );
    const examples = await user.api.request<GradingExampleList>(
      'GET',
      `/targets/${demo!.id}/grading-examples`,
    );
    expect(examples.total).toBeGreaterThan(0);
    expect(examples.items.every((example) => example.source === 'false_positive')).toBe(true);

    // Re-run the scan from its page: the same replies are now decided pass by the examples.
    await page.getByTestId('evidence-probe-link').first().click();
    await page.waitForURL(new RegExp(`/jobs/${firstScanId}\\?probe=`));
    const drawer = page.getByTestId('probe-drawer');
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(new RegExp(`/jobs/${firstScanId}$`));
    await page.getByRole('button', { name: 'Re-run' }).click();
    await page.waitForURL(
      (url) => /\/jobs\/[\w-]+$/.test(url.pathname) && !url.pathname.endsWith(firstScanId),
    );
    const secondScanId = page.url().split('/jobs/')[1]!;
    await waitForCompleted(user.api, secondScanId);
    const after = await probesOf(user.api, secondScanId);
    const byIdx = new Map(after.map((probe) => [probe.idx, probe]));
    for (const before of failedBefore) {
      expect(byIdx.get(before.idx)).toMatchObject({ outcome: 'pass', grader: 'grading-example' });
    }
    expect(after.filter((probe) => probe.outcome === 'fail')).toEqual([]);

    const decided = failedBefore[0]!;
    await page.goto(`/jobs/${secondScanId}?probe=${byIdx.get(decided.idx)!.id}`);
    await drawer.waitFor();
    await expect
      .poll(() => drawer.getByTestId('probe-reason').innerText(), { timeout: 10_000 })
      .toMatch(
        /^Grader \(grading-example\): Decided by grading example [0-9a-f]{8} \(the same reply was marked pass\): It is the public demo configuration, nothing secret\./,
      );
    await snap(page, 'probe-decided-by-example');
    await page.keyboard.press('Escape');

    // The vulnerability did not come back: still a false positive, no new evidence, none open.
    const again = await user.api.request<{ status: string; occurrences: number }>(
      'GET',
      `/issues/${issue!.id}`,
    );
    expect(again).toMatchObject({ status: 'false_positive', occurrences: issue!.occurrences });
    await page.goto(`/redteam/vulnerabilities?status=open`);
    await waitForTitle(page, 'Vulnerabilities');
    await page.getByText('No vulnerabilities match these filters').waitFor();

    // Of a probe the graders passed, a person says it should have failed.
    const refused = after.find((probe) => probe.grader === 'refusal');
    expect(refused).toBeDefined();
    await page.goto(`/jobs/${secondScanId}?probe=${refused!.id}`);
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Should have failed' }).click();
    const exampleDialog = page.getByTestId('probe-example-dialog');
    await exampleDialog.waitFor();
    expect(await exampleDialog.getByRole('radio', { name: /^Should fail/ }).isChecked()).toBe(true);
    await exampleDialog.getByRole('button', { name: 'Save example' }).click();
    await exampleDialog.getByText('Say why (a reason is required)').waitFor();
    await exampleDialog.getByLabel('Reason').fill('It should escalate to a human, not refuse.');
    await snap(page, 'probe-example-dialog');
    await exampleDialog.getByRole('button', { name: 'Save example' }).click();
    await page.getByText('Grading example saved').waitFor();
    await expect
      .poll(
        async () =>
          (
            await user.api.request<GradingExampleList>(
              'GET',
              `/targets/${demo!.id}/grading-examples`,
            )
          ).items[0],
        { timeout: 10_000 },
      )
      .toMatchObject({ source: 'probe', expected: 'fail' });
    await context.close();
  }, 240_000);
});
