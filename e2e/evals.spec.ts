import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { useGoodLicense } from './support/license';
import { startOpenAiServer } from './support/openai-server';
import { scanDemoTarget } from './support/scans';

/** Capitals the local model knows; it gets Italy and Spain wrong from the start. */
const CAPITALS: Record<string, string> = {
  France: 'Paris',
  Japan: 'Tokyo',
  Italy: 'Milan',
  Spain: 'Barcelona',
  Kenya: 'Nairobi',
  Peru: 'Lima',
};
const EXPECTED: Record<string, string> = { ...CAPITALS, Italy: 'Rome', Spain: 'Madrid' };

const countryOf = (prompt: string) => /capital of (\w+)/.exec(prompt)?.[1] ?? '';
const goodModel = (prompt: string) =>
  `The capital of ${countryOf(prompt)} is ${CAPITALS[countryOf(prompt)] ?? 'unknown'}.`;
/** The next version of the model: it forgot France's capital too. */
const regressedModel = (prompt: string) =>
  countryOf(prompt) === 'France' ? 'The capital of France is Lyon.' : goodModel(prompt);

function capitalsConfig(baseUrl: string): string {
  return [
    'description: Capitals',
    'prompts:',
    '  - "What is the capital of {{country}}? Answer in one sentence."',
    'providers:',
    '  - id: openai:chat:local-model',
    '    label: local-model',
    '    config:',
    `      apiBaseUrl: ${baseUrl}`,
    '      apiKey: sk-local-test',
    'evaluateOptions:',
    '  cache: false',
    '  maxConcurrency: 2',
    'tests:',
    ...Object.entries(EXPECTED).flatMap(([country, capital]) => [
      `  - description: ${country}`,
      '    vars:',
      `      country: ${country}`,
      '    assert:',
      '      - type: icontains',
      `        value: ${capital}`,
    ]),
    '',
  ].join('\n');
}

async function waitForCompleted(page: Page) {
  await poll(() => page.getByTestId('eval-status').innerText(), { timeout: 60_000 }).toBe(
    'Completed',
  );
}

/** Waits generously: on two loaded cores a page and its API calls can take seconds. */
const poll = <T>(read: () => Promise<T> | T, options: { timeout?: number } = {}) =>
  expect.poll(read, { timeout: 15_000, ...options });

const rowOf = (page: Page, description: string) =>
  page.getByTestId('matrix-row').filter({ hasText: description });

describe('evals', () => {
  const { browser } = useBrowser();
  useGoodLicense();
  let model: Awaited<ReturnType<typeof startOpenAiServer>>;
  beforeAll(async () => {
    // Each answer takes a moment, so the progress of a run can be watched.
    model = await startOpenAiServer({ answer: goodModel, delayMs: 400 });
  });
  afterAll(async () => {
    await model.close();
  });

  it('writes a config on /config, runs it, reads and rates the matrix, compares two runs, and runs a dataset of the failures', async () => {
    const { user } = await userWithOrganization('evals');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);

    // The list starts empty, with the way to a first eval.
    await page.goto('/evals');
    await waitForTitle(page, 'Evaluations');
    await page.getByText('No evals yet').waitFor();
    await page.getByRole('link', { name: 'Open Configuration' }).click();
    await waitForTitle(page, 'Configuration');

    // A broken config: the API's problems, each with its path.
    const editor = page.getByTestId('config-editor');
    await editor.fill(
      'prompts: ["Hi"]\nproviders: [echo]\ntests:\n  - assert:\n      - type: python\n        value: x\n',
    );
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByTestId('config-errors').waitFor();
    expect(await page.getByTestId('config-errors').innerText()).toContain('tests.0.assert.0');

    // The real one: validated, then run.
    await editor.fill(capitalsConfig(model.baseUrl));
    await page.getByRole('button', { name: 'Validate' }).click();
    await poll(() => page.getByTestId('config-valid').innerText()).toContain('6 tests, 6 cells');
    await page.getByRole('button', { name: 'Run eval' }).click();
    await page.waitForURL(/\/eval\/eval-[\w:-]+$/);
    await waitForTitle(page, 'Evaluation');
    const firstEvalUrl = page.url();

    // Live progress, then the finished matrix.
    await page.getByTestId('eval-progress').waitFor();
    await poll(() => page.getByTestId('eval-progress-count').innerText(), {
      timeout: 30_000,
    }).toMatch(/^[1-6] of 6 cells$/);
    await waitForCompleted(page);
    await poll(() => page.getByTestId('eval-progress-count').innerText()).toBe('6 of 6 cells');
    await poll(() => page.getByTestId('matrix-row').count()).toBe(6);
    await poll(() => page.getByTestId('column-pass-rate').innerText()).toContain('66.7%');
    expect(await rowOf(page, 'Italy').getByTestId('cell-verdict').innerText()).toBe('FAIL');
    expect(await rowOf(page, 'France').getByTestId('cell-verdict').innerText()).toBe('PASS');
    expect(await rowOf(page, 'Italy').getByTestId('cell-output').innerText()).toBe(
      'The capital of Italy is Milan.',
    );
    await snap(page, 'eval-matrix');

    // Failures only, and a search in the outputs.
    await page.getByRole('button', { name: 'Failures only' }).click();
    await poll(() => page.getByTestId('matrix-row').count()).toBe(2);
    await page.getByRole('button', { name: 'All rows' }).click();
    await page.getByLabel('Search vars and outputs').fill('Nairobi');
    await page.getByLabel('Search vars and outputs').press('Enter');
    await poll(() => page.getByTestId('matrix-row').allInnerTexts()).toHaveLength(1);
    expect(await page.getByTestId('matrix-row').innerText()).toContain('Kenya');
    await page.getByLabel('Search vars and outputs').fill('');
    await page.getByLabel('Search vars and outputs').press('Enter');
    await poll(() => page.getByTestId('matrix-row').count()).toBe(6);

    // The cell in full: the prompt sent, the assertion and its reason; a person passes it.
    await rowOf(page, 'Italy').getByTestId('matrix-cell').click();
    const detail = page.getByTestId('cell-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('cell-prompt').innerText()).toContain(
      'What is the capital of Italy? Answer in one sentence.',
    );
    expect(await detail.getByTestId('assertion-row').innerText()).toContain('icontains');
    await snap(page, 'eval-cell-detail');
    await detail.getByRole('button', { name: 'Thumbs up' }).click();
    await detail.getByLabel('Comment').fill('Milan is close enough for this test');
    await detail.getByRole('button', { name: 'Save rating' }).click();
    await page.getByText('Rating saved').waitFor();
    await poll(() => detail.getByTestId('cell-verdict').innerText()).toBe('PASS (rated)');
    await detail.getByRole('button', { name: 'Close' }).click();
    await poll(() => rowOf(page, 'Italy').getByTestId('cell-verdict').innerText()).toBe(
      'PASS (rated)',
    );
    await poll(() => page.getByTestId('column-pass-rate').innerText()).toContain('83.3%');

    // The model regresses; a re-run of the same config shows it, and the comparison says what.
    model.setAnswer(regressedModel);
    await page.getByRole('button', { name: 'Re-run' }).click();
    await page.waitForURL((url) => url.href !== firstEvalUrl && /\/eval\/eval-/.test(url.href));
    await waitForCompleted(page);
    await poll(() => rowOf(page, 'France').getByTestId('cell-verdict').innerText()).toBe('FAIL');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Capitals/ })
      .click();
    await page.getByTestId('eval-compare').waitFor();
    // France failed only now; Italy passed before because a person rated it.
    await poll(() => page.getByTestId('compare-count-regressed').innerText()).toBe('Pass → fail 2');
    const france = page.getByTestId('compare-row').filter({ hasText: 'France' });
    expect(await france.getAttribute('data-change')).toBe('regressed');
    expect(await france.innerText()).toContain('Lyon');
    await snap(page, 'eval-compare');
    await page.getByTestId('compare-count-regressed').click();
    await poll(() => page.getByTestId('compare-row').count()).toBe(2);
    await page.getByRole('button', { name: 'Back to the matrix' }).click();

    // The failing rows of the second run become a dataset…
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Create dataset from failing rows' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('capital-regressions');
    await page.getByRole('dialog').getByRole('button', { name: 'Create dataset' }).click();
    await page.waitForURL(/\/datasets\?dataset=/);
    await waitForTitle(page, 'Datasets');
    await page.getByRole('heading', { name: 'capital-regressions' }).waitFor();
    await poll(() => page.getByTestId('dataset-item').count()).toBe(3);
    expect(await page.getByTestId('dataset-ref').innerText()).toBe(
      'tests: dataset://capital-regressions@1',
    );
    const items = (await page.getByTestId('dataset-item').allInnerTexts()).join('\n');
    for (const country of ['France', 'Italy', 'Spain']) expect(items).toContain(country);
    await snap(page, 'dataset-detail');

    // …which an eval runs: the config keeps the prompts and providers, its tests are the dataset.
    model.setAnswer(goodModel);
    await page.getByRole('link', { name: 'Use in eval' }).click();
    await waitForTitle(page, 'Configuration');
    expect(await editor.inputValue()).toContain('tests: dataset://capital-regressions@1');
    expect(await editor.inputValue()).toContain(model.baseUrl);
    await page.getByRole('button', { name: 'Run eval' }).click();
    await page.waitForURL(/\/eval\/eval-/);
    await waitForCompleted(page);
    await poll(() => page.getByTestId('matrix-row').count()).toBe(3);
    expect(await rowOf(page, 'France').getByTestId('cell-verdict').innerText()).toBe('PASS');
    expect(await rowOf(page, 'Spain').getByTestId('cell-verdict').innerText()).toBe('FAIL');

    // The list has the three runs; /eval opens the newest.
    await page.goto('/evals');
    await poll(() => page.getByTestId('eval-row').count()).toBe(3);
    await snap(page, 'evals');
    await page.goto('/eval');
    await page.waitForURL(/\/eval\/eval-/);
    await poll(() => page.getByTestId('matrix-row').count()).toBe(3);
    await context.close();
  });

  it('opens a public eval without sign-in, and a private one asks for it', async () => {
    const { user } = await userWithOrganization('evalshare');
    const [team] = await user.api.teams();
    const { id } = await user.api.request<{ id: string }>('POST', '/evals', {
      teamId: team!.id,
      config: {
        description: 'Echoes',
        prompts: ['Say {{word}}'],
        providers: ['echo'],
        tests: [{ vars: { word: 'hello' }, assert: [{ type: 'contains', value: 'hello' }] }],
      },
    });
    const anonymous = await newContext(browser());
    const stranger = await newPage(anonymous);
    await stranger.goto(`/eval/${id}`);
    await stranger.waitForURL(/\/login/);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/eval/${id}`);
    await waitForCompleted(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Make public' }).click();
    await page.getByRole('textbox', { name: 'Public link' }).waitFor();
    await page.keyboard.press('Escape');

    await stranger.goto(`/eval/${id}`);
    await stranger.getByTestId('public-notice').waitFor();
    await poll(() => stranger.getByTestId('matrix-row').count()).toBe(1);
    expect(await stranger.getByRole('button', { name: 'Re-run' }).count()).toBe(0);
    await stranger.getByTestId('matrix-cell').click();
    expect(await stranger.getByRole('button', { name: 'Save rating' }).count()).toBe(0);
    await anonymous.close();
    await context.close();
  });

  it("makes a red-team regression dataset of a scan's successful attacks", async () => {
    const { user } = await userWithOrganization('attackset');
    const [team] = await user.api.teams();
    const { scanId } = await scanDemoTarget(user.api, team!.id);
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/jobs/${scanId}`);
    await page.getByRole('button', { name: 'Dataset of attacks' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain('successful attack');
    await dialog.getByLabel('Name').fill('demo-attacks');
    await dialog.getByRole('button', { name: 'Create dataset' }).click();
    await page.waitForURL(/\/datasets\?dataset=/);
    await page.getByRole('heading', { name: 'demo-attacks' }).waitFor();
    await poll(() => page.getByTestId('dataset-item').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('dataset-version').innerText()).toContain(
      'Successful attacks of a scan',
    );
    await context.close();
  });
});
