import { describe, expect, it } from 'vitest';
import { adminSession, registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

describe('guards', () => {
  const { browser } = useBrowser();

  it('sends a user without an organization to the new-organization page, then into it', async () => {
    const user = await registerUser('orgless');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/');
    await page.waitForURL('**/organizations/new');
    await waitForTitle(page, 'Create Organization');
    await snap(page, 'organization-new');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Organization name').fill('Orgless Labs');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.waitForURL(/\/organizations\/[0-9a-f-]{36}$/);
    await waitForTitle(page, 'Organization Details');
    expect(await page.getByTestId('organization-name').textContent()).toBe('Orgless Labs');
    await context.close();
  });

  it('sends a member of no team to /no-team, but lets them into the organization pages', async () => {
    const admin = await adminSession();
    const { organization } = await admin.me();
    const invite = await admin.invite(organization!.id, uniqueEmail('loner'));
    const user = await registerUser('loner', invite);
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/');
    await page.waitForURL('**/no-team');
    await waitForTitle(page, 'No Team');
    await snap(page, 'no-team');
    await page.goto('/organizations');
    await waitForTitle(page, 'Organizations');
    await context.close();
  });

  it('keeps a non-admin out of admin-only organization pages', async () => {
    const { user: owner, organization, role } = await userWithOrganization('owner');
    const [team] = await owner.api.teams();
    const invite = await owner.api.invite(
      organization.id,
      uniqueEmail('member'),
      team!.id,
      role('viewer').id,
    );
    const member = await registerUser('member', invite);
    const context = await newContext(browser(), { session: member.api });
    const page = await newPage(context);
    const base = `/organizations/${organization.id}`;

    // The area index: details for admins, teams for everyone else.
    await page.goto(base);
    await page.waitForURL(`**${base}/teams`);
    await waitForTitle(page, 'Teams');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Overview', 'Teams']);
    await snap(page, 'teams-member');

    for (const adminOnly of ['users', 'roles', `teams/${team!.id}`]) {
      await page.goto(`${base}/${adminOnly}`);
      await page.waitForURL(`**${base}/teams`);
    }
    // Team members are not admin-only.
    await page.goto(`${base}/teams/${team!.id}/members`);
    await waitForTitle(page, 'Team Members');
    await context.close();
  });

  it('sends an organization without red team to /upgrade', async () => {
    const { user, organization } = await userWithOrganization('noredteam');
    await user.api.updateOrganization(organization.id, { canUseRedteam: false });
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/redteam/targets');
    await page.waitForURL('**/upgrade');
    await waitForTitle(page, 'Upgrade');
    await page.getByText('Red teaming is not enabled').waitFor();
    await snap(page, 'upgrade');
    // Spec §2 root redirect: without red team, to the eval page.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/eval');
    await waitForTitle(page, 'Evaluation');
    await page.getByText('No evals yet').waitFor();

    await user.api.updateOrganization(organization.id, { canUseRedteam: true });
    await page.goto('/organizations');
    await page.reload();
    await page.goto('/redteam/targets');
    // With red team the guard lets the path through.
    await waitForTitle(page, 'Targets');
    expect(new URL(page.url()).pathname).toBe('/redteam/targets');
    await context.close();
  });

  it('titles every page "{page} | Crucible" and shows the not-found page for unknown paths', async () => {
    const admin = await adminSession();
    const { organization } = await admin.me();
    const [team] = await admin.teams();
    const [role] = await admin.roles(organization!.id);
    const base = `/organizations/${organization!.id}`;
    const context = await newContext(browser(), { session: admin });
    const page = await newPage(context);
    const titles: [string, string][] = [
      ['/upgrade', 'Upgrade'],
      ['/not-found', 'Page Not Found'],
      ['/welcome', 'Authenticate'],
      ['/logged-in-reset-password', 'Reset Password'],
      ['/organizations', 'Organizations'],
      ['/organizations/new', 'Create Organization'],
      [base, 'Organization Details'],
      [`${base}/overview`, 'Organization Overview'],
      [`${base}/users`, 'Users'],
      [`${base}/teams`, 'Teams'],
      [`${base}/teams/${team!.id}`, 'Team Details'],
      [`${base}/teams/${team!.id}/members`, 'Team Members'],
      [`${base}/roles`, 'Roles'],
      [`${base}/roles/${role!.id}`, 'Role Details'],
      ['/verify-email', 'Verify Email'],
      ['/reset-password', 'Request Password Reset'],
      ['/redteam', 'Redteam'],
      ['/redteam/targets', 'Targets'],
      ['/redteam/plugins', 'Plugins Collection'],
      ['/redteam/plugins/severities', 'Plugin Severity Overrides'],
      ['/redteam/configs', 'Scan Templates'],
      ['/redteam/vulnerabilities', 'Vulnerabilities'],
      ['/redteam/scan/create', 'Create Scan'],
      ['/jobs', 'Redteam / Scan History'],
      ['/evals', 'Evaluations'],
      ['/eval', 'Evaluation'],
      ['/datasets', 'Datasets'],
      ['/config', 'Configuration'],
      ['/server', 'Server Settings'],
      ['/server/edit', 'Edit Server Settings'],
      ['/server/edit/redteam-providers', 'Edit Server Settings'],
      ['/auth/fusionauth/callback', 'Signing in'],
      ['/no/such/page', 'Page Not Found'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await waitForTitle(page, title);
    }
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await snap(page, 'not-found');
    await context.close();
  });
});
