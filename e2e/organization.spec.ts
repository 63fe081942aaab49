import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe('organization administration', () => {
  const { browser } = useBrowser();

  it('renames the organization and shows its overview counts', async () => {
    const { user, organization } = await userWithOrganization('renamer');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}`);
    await waitForTitle(page, 'Organization Details');
    await page.getByLabel('Organization name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Organization name').fill('Renamed Inc');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Organization updated successfully');
    await expect
      .poll(() => page.getByTestId('organization-name').textContent())
      .toBe('Renamed Inc');
    await snap(page, 'organization-details');

    await page.getByRole('tab', { name: 'Overview' }).click();
    await waitForTitle(page, 'Organization Overview');
    await expect.poll(() => page.getByTestId('count-roles').textContent()).toBe('3');
    expect(await page.getByTestId('count-users').textContent()).toBe('1');
    expect(await page.getByTestId('count-teams').textContent()).toBe('1');
    await snap(page, 'organization-overview');
    await context.close();
  });

  it('creates, renames and deletes a team with the spec toasts', async () => {
    const { user, organization } = await userWithOrganization('teams');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/teams`);
    await page.getByTestId('team-row').first().waitFor();

    await page.getByRole('button', { name: 'New team' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Team name').fill('Blue Team');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await toast(page, 'Team created successfully');
    await page.getByRole('link', { name: 'Blue Team', exact: true }).waitFor();
    await snap(page, 'teams');

    await page.getByRole('button', { name: 'Rename Blue Team' }).click();
    await dialog.getByLabel('Team name').fill('Purple Team');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Team updated successfully');
    await page.getByRole('link', { name: 'Purple Team', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Purple Team' }).click();
    await page
      .getByRole('dialog', { name: 'Delete team?' })
      .getByRole('button', { name: 'Delete team' })
      .click();
    await toast(page, 'Team deleted successfully');
    await page
      .getByRole('link', { name: 'Purple Team', exact: true })
      .waitFor({ state: 'detached' });
    await context.close();
  });

  it('adds a member with a role, changes the role and removes the member', async () => {
    const { user, organization } = await userWithOrganization('members');
    const invite = await user.api.invite(organization.id, uniqueEmail('joiner'));
    const joiner = await registerUser('joiner', invite);
    const [team] = await user.api.teams();
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/teams/${team!.id}`);
    await waitForTitle(page, 'Team Details');
    await snap(page, 'team-details');
    await page.getByRole('link', { name: 'Manage members' }).click();
    await waitForTitle(page, 'Team Members');
    await page.getByTestId('member-row').first().waitFor();

    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team member' });
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await dialog.getByText('Invalid user ID').waitFor();
    await dialog.getByText('Invalid role ID').waitFor();
    await dialog.getByLabel('User').click();
    await page.getByRole('option', { name: new RegExp(joiner.email) }).click();
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await toast(page, 'Team member added successfully');
    const row = page.getByTestId('member-row').filter({ hasText: joiner.email });
    await row.waitFor();
    await snap(page, 'team-members');

    await row.getByLabel(`Role of ${joiner.name}`).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await toast(page, 'Team member updated successfully');

    await row.getByRole('button', { name: `Remove ${joiner.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove member?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await toast(page, 'Team member removed successfully');
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('validates roles with the spec messages, creates one with labelled permission sets and deletes it', async () => {
    const { user, organization } = await userWithOrganization('roles');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/roles`);
    await page.getByTestId('role-row').first().waitFor();
    await snap(page, 'roles');

    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Scanner');
    await dialog.getByLabel('Slug (optional)').fill('   ');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await dialog.getByText('Slug cannot be empty').waitFor();
    await dialog.getByLabel('Slug (optional)').fill('');
    await dialog.getByLabel('Permission sets').click();
    await page.getByRole('option', { name: 'Run Scans' }).click();
    await page.getByRole('option', { name: 'View Issues' }).click();
    await page.keyboard.press('Escape');
    await snap(page, 'role-create');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await toast(page, 'Role created successfully');
    await waitForTitle(page, 'Role Details');
    await page.getByRole('button', { name: 'Run Scans' }).waitFor();
    await snap(page, 'role-details');

    await page.getByLabel('Name').fill('Scan Operator');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Role updated successfully');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete role?' })
      .getByRole('button', { name: 'Delete role' })
      .click();
    await toast(page, 'Role deleted successfully');
    await waitForTitle(page, 'Roles');
    await expect.poll(() => page.getByTestId('role-row').count()).toBe(3);
    await context.close();
  });

  it('invites a user, grants and revokes admin, and removes a user', async () => {
    const { user, organization } = await userWithOrganization('people');
    const invitee = await user.api.invite(organization.id, uniqueEmail('colleague'));
    const colleague = await registerUser('colleague', invitee);
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/users`);
    await waitForTitle(page, 'Users');
    const row = page.getByTestId('user-row').filter({ hasText: colleague.email });
    await row.waitFor();

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create invite' }).click();
    await dialog.getByText('Enter a valid email address').waitFor();
    await dialog.getByLabel('Email').fill(uniqueEmail('newbie'));
    await dialog.getByRole('button', { name: 'Create invite' }).click();
    await dialog.getByLabel('Invite link', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Invite link', { exact: true }).inputValue()).toContain(
      '/register?inviteCode=',
    );
    await snap(page, 'invite-created');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await snap(page, 'users');

    await row.getByRole('button', { name: `Actions for ${colleague.name}` }).click();
    await page.getByRole('menuitem', { name: 'Make administrator' }).click();
    await toast(page, `${colleague.name} is now an administrator`);
    await row.getByText('Administrator').waitFor();
    await row.getByRole('button', { name: `Actions for ${colleague.name}` }).click();
    await page.getByRole('menuitem', { name: 'Revoke administrator' }).click();
    await row.getByText('Member').waitFor();

    await row.getByRole('button', { name: `Actions for ${colleague.name}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from organization' }).click();
    await page
      .getByRole('dialog', { name: 'Remove user?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await toast(page, `${colleague.name} was removed from the organization`);
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('creates an API token shown once with copy, and revokes it after confirmation', async () => {
    const { user } = await userWithOrganization('tokens');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    // Reached through the account menu (deep links work the same once served).
    await page.goto('/organizations');
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'My API Tokens' }).click();
    await waitForTitle(page, 'API Tokens');
    await page.getByTestId('table-empty').waitFor();
    await snap(page, 'api-tokens-empty');

    await page.getByRole('button', { name: 'New token' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('CI pipeline');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const secret = dialog.getByLabel('API token', { exact: true });
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^cru_/);
    await snap(page, 'api-token-created');
    await dialog.getByRole('button', { name: 'Copy api token' }).click();
    await toast(page, 'Token copied to clipboard');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByTestId('token-row').filter({ hasText: 'CI pipeline' });
    await row.waitFor();
    await snap(page, 'api-tokens');

    await row.getByRole('button', { name: 'Revoke CI pipeline' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await toast(page, 'Token revoked');
    await page.getByTestId('table-empty').waitFor();
    await context.close();
  });
});
