import { describe, expect, it } from 'vitest';
import { adminSession, registerUser, TEST_PASSWORD, uniqueEmail } from './support/api';
import { newContext, newPage, signIn, snap, useBrowser, waitForTitle } from './support/browser';
import { env } from './support/env';
import { linkFromMail } from './support/mail';

describe('authentication', () => {
  const { browser } = useBrowser();

  it('sends a signed-out visitor to login with redirect= and back after signing in', async () => {
    const context = await newContext(browser());
    const page = await newPage(context);
    await page.goto('/organizations');
    await page.waitForURL('**/login?redirect=%2Forganizations');
    await waitForTitle(page, 'Login');
    await snap(page, 'login');

    await signIn(page, env.adminEmail, 'wrong-password');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBeTruthy();
    await signIn(page, env.adminEmail, env.adminPassword);
    await page.waitForURL('**/organizations');
    await waitForTitle(page, 'Organizations');
    await page.getByRole('cell', { name: /Acme Security/ }).waitFor();
    await snap(page, 'organizations');
    await context.close();
  });

  it('registers with an invite code and lands on the welcome page inside the organization', async () => {
    const admin = await adminSession();
    const { organization } = await admin.me();
    const email = uniqueEmail('invitee');
    const invite = await admin.invite(organization!.id, email);

    const context = await newContext(browser());
    const page = await newPage(context);
    await page.goto(new URL(invite.inviteUrl).pathname + new URL(invite.inviteUrl).search);
    await waitForTitle(page, 'Register');
    expect(await page.getByLabel('Invite code (optional)').inputValue()).toBe(invite.inviteCode);
    await snap(page, 'register');
    await page.getByLabel('Name').fill('Ivy Invitee');
    // The server's field errors land under their fields.
    await page.getByLabel('Email').fill(uniqueEmail('someone-else'));
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This invite was sent to a different email address').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/welcome');
    await waitForTitle(page, 'Authenticate');
    await page.getByText('Acme Security').first().waitFor();
    await snap(page, 'welcome');
    await context.close();
  });

  it('verifies the email from a link, reporting a bad token and offering a new email', async () => {
    const user = await registerUser('verifier');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/verify-email');
    await waitForTitle(page, 'Verify Email');
    await page.getByText('We sent a verification link').waitFor();
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Verification email sent' }).waitFor();
    await snap(page, 'verify-email');

    // The resend replaced the first link: the newest of the two verifies.
    await page.goto(await linkFromMail(user.email, '/verify-email', { count: 2 }));
    await page.getByText('Your email address is verified.').waitFor();
    await context.close();
  });

  it('resets a forgotten password with the e-mailed link', async () => {
    const user = await registerUser('forgetful');
    const context = await newContext(browser());
    const page = await newPage(context);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForTitle(page, 'Request Password Reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-requested').waitFor();

    await page.goto(await linkFromMail(user.email, '/reset-password/confirm'));
    await waitForTitle(page, 'Confirm Password Reset');
    await page.getByLabel('New password', { exact: true }).fill('remembered-at-last');
    await page.getByLabel('Repeat new password').fill('remembered-at-last');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await signIn(page, user.email, 'remembered-at-last');
    await page.waitForURL('**/organizations/new');
    await context.close();
  });

  it('requests a password reset without revealing whether the account exists', async () => {
    const context = await newContext(browser());
    const page = await newPage(context);
    await page.goto('/reset-password');
    await waitForTitle(page, 'Request Password Reset');
    await snap(page, 'reset-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-requested').waitFor();

    await page.goto('/reset-password/confirm?token=not-a-real-token');
    await waitForTitle(page, 'Confirm Password Reset');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat new password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-long-enough-password');
    await page.getByLabel('Repeat new password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').first().waitFor();
    await snap(page, 'reset-password-confirm');
    await context.close();
  });

  it('changes the password when signed in, then signs in with the new one', async () => {
    const user = await registerUser('changer');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto('/logged-in-reset-password');
    await waitForTitle(page, 'Reset Password');
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Repeat new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Password updated successfully' }).waitFor();
    await snap(page, 'logged-in-reset-password');
    await context.close();

    const fresh = await newContext(browser());
    const login = await newPage(fresh);
    await login.goto('/login');
    await signIn(login, user.email, 'a-brand-new-password');
    // No organization yet: the protected root sends the user to create one.
    await login.waitForURL('**/organizations/new');
    await waitForTitle(login, 'Create Organization');
    await fresh.close();
  });

  it('logs out: clears the stored invite codes and the session', async () => {
    const admin = await adminSession();
    const context = await newContext(browser(), { session: admin });
    const page = await newPage(context);
    await page.goto('/organizations');
    await waitForTitle(page, 'Organizations');
    await page.evaluate(() => {
      localStorage.setItem('invite_code', 'abc');
      localStorage.setItem('used_codes', '["xyz"]');
    });
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('invite_code'),
        localStorage.getItem('used_codes'),
      ]),
    ).toEqual([null, null]);
    await page.goto('/organizations');
    await page.waitForURL('**/login?redirect=%2Forganizations');
    await context.close();
  });

  it('on a 401 logs out and goes to login with reason=unauthorized and the current path', async () => {
    const admin = await adminSession();
    const { organization } = await admin.me();
    const context = await newContext(browser(), { session: admin });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization!.id}/overview`);
    await waitForTitle(page, 'Organization Overview');
    // Every call of the page has answered before the session ends.
    await expect.poll(() => page.getByTestId('count-users').textContent()).toMatch(/\d/);
    await page.waitForLoadState('networkidle');
    // The session ends behind the page's back; the next API call answers 401.
    await context.clearCookies();
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/login' &&
        url.searchParams.get('reason') === 'unauthorized' &&
        url.searchParams.get('redirect') === `/organizations/${organization!.id}/teams`,
    );
    await page.getByTestId('session-expired').waitFor();
    await snap(page, 'login-unauthorized');
    await context.close();
  });
});
