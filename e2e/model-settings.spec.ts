import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  startFakeOpenAiServer,
  type FakeServer,
} from '../packages/engine/src/testing/fake-openai-server';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { refusedPort } from './support/echo-server';

const KEY = 'sk-fake-e2e-key';

async function choose(page: Page, scope: string, field: string, option: string) {
  await page.getByTestId(scope).getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('server settings: red team providers', () => {
  const { browser } = useBrowser();
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ reply: () => 'OK' });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('lets an admin set the attacker model, test the connection and save it; keys stay write-only', async () => {
    const { user } = await userWithOrganization('models');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/organizations');
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'Red Team Providers' }).click();
    await waitForTitle(page, 'Server Settings');
    await page.getByTestId('offline-mode').waitFor();
    await snap(page, 'server-settings-offline');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/server/edit/redteam-providers');
    await waitForTitle(page, 'Edit Server Settings');
    await choose(page, 'model-generator', 'Provider', 'OpenAI-compatible');
    const generator = page.getByTestId('model-generator');
    // The contract checks the form first.
    await page.getByRole('button', { name: 'Save' }).click();
    await generator.getByText('Model is required').waitFor();

    await generator.getByLabel('Base URL').fill(fake.openAiBaseUrl);
    await generator.getByLabel('Model').fill('fake-attacker');
    await generator.getByLabel('API key').fill(KEY);
    await generator.getByRole('button', { name: 'Test connection' }).click();
    await generator.getByTestId('connection-ok').waitFor();
    expect(await generator.getByTestId('connection-ok').innerText()).toContain(
      'Connected to openai:fake-attacker',
    );
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
    await snap(page, 'server-settings-edit');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/server');
    await page.getByText('Red team providers saved').waitFor();
    await expect
      .poll(() => page.getByTestId('summary-generator').innerText())
      .toContain('fake-attacker');
    expect(await page.getByTestId('summary-generator').innerText()).toContain('Key set');
    expect(await page.getByTestId('offline-mode').count()).toBe(0);
    expect(await page.content()).not.toContain(KEY);
    await snap(page, 'server-settings');

    // The saved key is used when none is typed; a refused address is diagnosed.
    await page.goto('/server/edit');
    await waitForTitle(page, 'Edit Server Settings');
    expect(await generator.getByTestId('secret-status').innerText()).toBe('Set');
    fake.requests.length = 0;
    await generator.getByRole('button', { name: 'Test connection' }).click();
    await generator.getByTestId('connection-ok').waitFor();
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
    await generator.getByLabel('Base URL').fill(`http://127.0.0.1:${await refusedPort()}/v1`);
    await generator.getByRole('button', { name: 'Test connection' }).click();
    await generator.getByTestId('connection-failed').waitFor();
    expect(await generator.getByTestId('connection-failed').innerText()).toContain(
      'Connection refused',
    );
    await snap(page, 'server-settings-refused');
    await context.close();
  });

  it('shows members the settings without the menu item or the edit pages', async () => {
    const { user: owner, organization, role } = await userWithOrganization('modelowner');
    const [team] = await owner.api.teams();
    const invite = await owner.api.invite(
      organization.id,
      uniqueEmail('modelmember'),
      team!.id,
      role('editor').id,
    );
    const member = await registerUser('modelmember', invite);
    const context = await newContext(browser(), { session: member.api });
    const page = await newPage(context);
    await page.goto('/server');
    await waitForTitle(page, 'Server Settings');
    await page.getByTestId('summary-grader').waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Red Team Providers' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/server/edit/redteam-providers');
    await page.waitForURL((url) => !url.pathname.startsWith('/server'));
    await context.close();
  });
});
