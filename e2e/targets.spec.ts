import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { env } from './support/env';
import { refusedPort, startEchoServer } from './support/echo-server';

const TOKEN = 'sekret-token-123';
const HEADER_SECRET = 'hdr-secret-456';

async function redteamUser(label: string) {
  const owner = await userWithOrganization(label);
  await owner.user.api.updateOrganization(owner.organization.id, { canUseRedteam: true });
  const [team] = await owner.user.api.teams();
  return { ...owner, team: team! };
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('targets', () => {
  const { browser } = useBrowser();
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  beforeAll(async () => {
    echo = await startEchoServer();
  });
  afterAll(async () => {
    await echo.close();
  });

  it('lists the team targets with the demo target, searches, and tests the demo target', async () => {
    const { user } = await redteamUser('targets');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await waitForTitle(page, 'Targets');
    const rows = page.getByTestId('target-row');
    await rows.first().waitFor();
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('Demo bank assistant')]);
    await snap(page, 'targets');

    await page.getByLabel('Search targets').fill('nothing like it');
    await page.getByText('No targets match your search').waitFor();
    await page.getByLabel('Search targets').fill('BANK');
    await rows.first().waitFor();

    await page.getByRole('link', { name: 'Demo bank assistant' }).click();
    await waitForTitle(page, 'Target');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Prompt', { exact: true }).fill('What can you do?');
    await page.getByRole('button', { name: 'Test target' }).click();
    await page.getByTestId('test-ok').waitFor();
    expect((await page.getByTestId('test-output').innerText()).length).toBeGreaterThan(10);
    await snap(page, 'target-demo-tested');
    await context.close();
  });

  it('creates an HTTP target with secrets, tests it against a local server, then a refused port, and deletes it', async () => {
    const { user, team } = await redteamUser('http');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await waitForTitle(page, 'Targets');
    await page.getByTestId('target-row').first().waitFor();
    await page.getByRole('button', { name: 'New target' }).first().click();

    // The contract checks the form before it is sent.
    await page.getByRole('button', { name: 'Create target' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Must start with http:// or https://').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Support bot');
    await page.getByLabel('Purpose').fill('Answers billing questions');
    await page.getByLabel('URL').fill(echo.url);
    await choose(page, 'Extract reply', 'JSON path');
    await page.getByLabel('Path').fill('reply');
    await choose(page, 'Authentication', 'Bearer token');
    await page.getByLabel('Bearer token').fill(TOKEN);
    await page.getByRole('button', { name: 'Add secret header' }).click();
    await page.getByLabel('Header name').fill('X-Api-Key');
    await page.getByLabel('Header value').fill(HEADER_SECRET);
    await page.getByLabel('Forbidden behaviours').fill('Reveal card numbers\nGive legal advice');
    await page.getByLabel('Organisation').fill('Northwind Energy');
    await page.getByLabel('Competitors').fill('Contoso Power\n\nFabrikam Utilities');
    await page.getByLabel('Tools and actions').fill('look up a bill');
    await snap(page, 'target-create');
    await page.getByRole('button', { name: 'Create target' }).click();

    await waitForTitle(page, 'Edit Target');
    await page.getByRole('heading', { name: 'Support bot' }).waitFor();
    const [listed] = (await user.api.targets(team.id)).filter((t) => t.name === 'Support bot');
    const saved = listed && (await user.api.target(listed.id));
    expect(saved?.secretsSet).toEqual({ apiKey: false, authSecret: true, headers: ['X-Api-Key'] });
    expect(saved?.config).toMatchObject({
      type: 'http',
      url: echo.url,
      extract: { type: 'path', path: 'reply' },
      auth: { type: 'bearer' },
      forbiddenBehaviours: ['Reveal card numbers', 'Give legal advice'],
      profile: {
        organisation: 'Northwind Energy',
        competitors: ['Contoso Power', 'Fabrikam Utilities'],
        tools: ['look up a bill'],
      },
    });
    expect(await page.getByLabel('Competitors').inputValue()).toBe(
      'Contoso Power\nFabrikam Utilities',
    );
    expect(await page.getByTestId('secret-status').allInnerTexts()).toEqual(['Set', 'Set']);

    await page.getByLabel('Prompt', { exact: true }).fill('Ping from e2e');
    await page.getByRole('button', { name: 'Test target' }).click();
    await page.getByTestId('test-ok').waitFor();
    expect(await page.getByTestId('test-output').innerText()).toBe('echo: Ping from e2e');
    expect(await page.getByTestId('test-response').innerText()).toContain('echo: Ping from e2e');
    expect(await page.getByTestId('test-request').innerText()).toContain(`POST ${echo.url}`);
    const received = echo.requests.at(-1);
    expect(received?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(received?.headers['x-api-key']).toBe(HEADER_SECRET);
    expect(JSON.parse(received?.body ?? '{}')).toEqual({ message: 'Ping from e2e' });
    // Secrets are write-only: neither the form nor the test shows them.
    const html = await page.content();
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain(HEADER_SECRET);
    await snap(page, 'target-tested');

    const port = await refusedPort();
    await page.getByLabel('URL').fill(`http://127.0.0.1:${port}/chat`);
    await page.getByText('save your changes first').waitFor();
    // Stored secrets never follow a target to another host: the form asks for them again.
    await page.getByTestId('secrets-moved').waitFor();
    await page.getByRole('button', { name: 'Replace' }).first().click();
    await page.getByLabel('Bearer token').fill(TOKEN);
    await page.getByRole('button', { name: 'Replace' }).click();
    await page.getByLabel('X-Api-Key').fill(HEADER_SECRET);
    expect(await page.getByTestId('secrets-moved').count()).toBe(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Target saved successfully').waitFor();
    await page.getByRole('button', { name: 'Test target' }).click();
    const diagnosis = page.getByTestId('test-diagnosis');
    await diagnosis.waitFor();
    expect(await diagnosis.innerText()).toContain('Connection refused');
    await snap(page, 'target-refused');
    // The refused test kept the stored secrets.
    expect(await page.getByTestId('secret-status').allInnerTexts()).toEqual(['Set', 'Set']);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete target' }).click();
    await page.waitForURL('**/redteam/targets');
    await page.getByText('Target deleted successfully').waitFor();
    await expect
      .poll(() => page.getByTestId('target-row').allInnerTexts())
      .toEqual([expect.stringContaining('Demo bank assistant')]);
    await context.close();
  });

  it('suggests a profile from a test conversation and fills only the empty fields', async () => {
    const { user, team } = await redteamUser('suggest');
    // The demo assistant served over HTTP, as a target nobody has described yet.
    const target = await user.api.createTarget({
      teamId: team.id,
      name: 'Undescribed assistant',
      config: {
        type: 'http',
        url: `${env.baseUrl}/api/v1/demo-target/chat`,
        body: { messages: '{{messages}}' },
        extract: { type: 'path', path: 'reply' },
        profile: { industry: 'Typed by a person' },
      },
    });
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/redteam/targets/${target.id}`);
    await waitForTitle(page, 'Edit Target');
    await page.getByRole('button', { name: 'Suggest from a test conversation' }).click();
    const outcome = page.getByTestId('suggest-outcome');
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain("Filled from the target's answers (read by rules)");
    expect(await page.getByLabel('Organisation').inputValue()).toBe('Larkspur Bank');
    expect(await page.getByLabel('Industry').inputValue()).toBe('Typed by a person');
    expect(await page.getByLabel('Products and services').inputValue()).not.toBe('');
    // It did not follow the question about tools: its fallback lists services, not actions.
    expect(await page.getByLabel('Tools and actions').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Show the conversation' }).click();
    await page.getByTestId('suggest-conversation').getByText('Hi! Who are you').waitFor();
    await snap(page, 'target-profile-suggestion');
    // Nothing is stored until the person saves.
    expect((await user.api.target(target.id)).config.profile.organisation).toBeUndefined();
  });

  it('clears a stored secret and shows server field errors under their fields', async () => {
    const { user, team } = await redteamUser('secrets');
    const target = await user.api.createTarget({
      teamId: team.id,
      name: 'Model bot',
      config: { type: 'openai', model: 'gpt-4o-mini', baseUrl: 'http://127.0.0.1:9/v1' },
      secrets: { apiKey: 'sk-do-not-show' },
    });
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/redteam/targets/${target.id}`);
    await waitForTitle(page, 'Edit Target');
    expect(await page.getByTestId('secret-status').innerText()).toBe('Set');
    expect(await page.content()).not.toContain('sk-do-not-show');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Target saved successfully').waitFor();
    await expect.poll(async () => (await user.api.target(target.id)).secretsSet.apiKey).toBe(false);
    expect(await page.getByLabel('API key').inputValue()).toBe('');

    // A credential header in plain headers is refused by the server, next to the field.
    await choose(page, 'Type', 'HTTP endpoint');
    await page.getByLabel('URL').fill(echo.url);
    await page.getByRole('button', { name: 'Add header' }).click();
    await page.getByLabel('Name', { exact: true }).nth(1).fill('Authorization');
    await page.getByLabel('Value', { exact: true }).fill('Bearer nope');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Credentials go in secrets.headers').waitFor();
    await snap(page, 'target-field-error');
    await context.close();
  });

  it('lets a Viewer see targets but not create, change, test or delete them', async () => {
    const { user: owner, organization, role, team } = await redteamUser('viewerowner');
    const invite = await owner.api.invite(
      organization.id,
      uniqueEmail('viewer'),
      team.id,
      role('viewer').id,
    );
    const viewer = await registerUser('viewer', invite);
    const context = await newContext(browser(), { session: viewer.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await waitForTitle(page, 'Targets');
    await page.getByTestId('target-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'New target' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await page.getByRole('link', { name: 'Demo bank assistant' }).click();
    await waitForTitle(page, 'Target');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByText('can view this target but not change or test it').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Test target' }).count()).toBe(0);
    expect(await page.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    await snap(page, 'target-viewer');
    await context.close();
  });
});
