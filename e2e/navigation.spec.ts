import { describe, expect, it } from 'vitest';
import { registerUser, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

describe('top navigation and account menu', () => {
  const { browser } = useBrowser();

  it('shows the team switcher only with more than one team, searches case-insensitively and remembers the choice', async () => {
    const { user, organization, role } = await userWithOrganization('switcher');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/overview`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('team-switcher').count()).toBe(0);

    for (const name of ['Red Team Alpha', 'Research']) {
      const team = await user.api.createTeam(name);
      await user.api.addTeamMember(team.id, user.id, role('admin').id).catch(() => undefined);
    }
    await page.reload();
    const switcher = page.getByTestId('team-switcher');
    await switcher.waitFor();
    await switcher.click();
    const search = page.getByLabel('Search teams');
    await search.fill('ALPHA');
    expect(
      await page.getByRole('list', { name: 'Teams' }).getByRole('button').allInnerTexts(),
    ).toEqual([expect.stringContaining('Red Team Alpha')]);
    await search.fill('zzz');
    await page.getByText('No teams found').waitFor();
    await page.getByText('Try a different search term').waitFor();
    await snap(page, 'team-switcher-empty');
    await search.fill('re');
    await page.getByRole('button', { name: /Research/ }).click();
    await expect.poll(() => switcher.textContent()).toContain('Research');

    const saved = await page.evaluate(
      (key) => localStorage.getItem(key),
      `${user.id}-currentTeamId`,
    );
    const research = (await user.api.teams()).find((team) => team.name === 'Research');
    expect(saved).toBe(research?.id);
    await page.reload();
    await expect.poll(() => page.getByTestId('team-switcher').textContent()).toContain('Research');
    await context.close();
  });

  it('switches organization from the account menu (sorted by name) and re-reads the user', async () => {
    const user = await registerUser('multi');
    const zeta = await user.api.createOrganization('Zeta Works');
    const alpha = await user.api.createOrganization('Alpha Labs');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${alpha.id}`);
    await page.getByTestId('organization-name').waitFor();
    expect(await page.getByTestId('organization-name').textContent()).toBe('Alpha Labs');
    // Away from the organization pages, which follow a switch by rewriting their own URL.
    await page.goto('/redteam/targets');
    await waitForTitle(page, 'Targets');

    await page.getByTestId('account-menu-button').click();
    expect(await page.getByTestId('logged-in-as').innerText()).toBe(`Logged in as\n${user.name}`);
    // The organizations load when the menu opens.
    await expect
      .poll(() => page.getByTestId('organization-option').allInnerTexts())
      .toEqual(['Alpha Labs', 'Zeta Works']);
    await snap(page, 'account-menu');
    await page.getByTestId('organization-option').filter({ hasText: 'Zeta Works' }).click();
    // Root: with red team and server-side jobs, scan history (spec §2).
    await page.waitForURL('**/jobs');
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'Organization Settings' }).click();
    await page.waitForURL(`**/organizations/${zeta.id}`);
    await expect.poll(() => page.getByTestId('organization-name').textContent()).toBe('Zeta Works');
    await context.close();
  });

  it('keeps the dark-mode choice across reloads, starting from the system preference', async () => {
    const { user } = await userWithOrganization('dark');
    const context = await newContext(browser(), { session: user.api, colorScheme: 'dark' });
    const page = await newPage(context);
    await page.goto('/organizations');
    const toggle = page.getByTestId('color-mode-toggle');
    await toggle.waitFor();
    expect(await toggle.getAttribute('data-mode')).toBe('dark');
    await toggle.click();
    expect(await toggle.getAttribute('data-mode')).toBe('light');
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('data-mode')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('crucible-color-mode'))).toBe('light');
    await toggle.click();
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('data-mode')).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(14, 16, 21)');
    await context.close();
  });

  it('shows the CLI login token and confirms the copy for 3 seconds', async () => {
    const { user } = await userWithOrganization('cli');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/organizations');
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'CLI Login Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Authentication Token' });
    await dialog.getByText('Use this token to authenticate your Crucible CLI.').waitFor();
    const field = dialog.getByLabel('Token', { exact: true });
    await expect.poll(() => field.inputValue()).not.toBe('');
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await snap(page, 'cli-token-dialog');
    await dialog.getByRole('button', { name: 'Copy token' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Token copied to clipboard' });
    await toast.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await field.inputValue(),
    );
    await page.waitForTimeout(2_500);
    expect(await toast.isVisible()).toBe(true);
    await toast.waitFor({ state: 'detached', timeout: 3_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('moves the navigation into a drawer below the large breakpoint; the logo leads to root', async () => {
    const { user, organization } = await userWithOrganization('mobile');
    const context = await newContext(browser(), { session: user.api, width: 900 });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/overview`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('link', { name: 'Teams' }).waitFor();
    await snap(page, 'mobile-drawer');
    await drawer.getByRole('link', { name: 'Teams' }).click();
    await page.waitForURL(`**/organizations/${organization.id}/teams`);
    await page.getByTestId('logo-link').click();
    await page.waitForURL('**/jobs');
    await waitForTitle(page, 'Redteam / Scan History');
    await context.close();
  });
});
