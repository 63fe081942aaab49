import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';
import { startSsoStack } from './support/sso-server';

const VERIFIER = 'v'.repeat(43);

describe('federated sign-in', () => {
  const { browser } = useBrowser();

  it('offers no single sign-on without an identity provider, and the callback reports the server answer', async () => {
    const context = await newContext(browser());
    const page = await newPage(context);
    await page.goto('/login');
    await waitForTitle(page, 'Login');
    expect(await page.getByRole('button', { name: 'Sign in with single sign-on' }).count()).toBe(0);

    // A callback whose state this browser did not start is refused before the server is asked.
    await page.goto('/auth/fusionauth/callback?code=abc&state=forged');
    await waitForTitle(page, 'Signing in');
    await page.getByText('This sign-in was not started here or has expired').waitFor();

    // With the state it started, the code goes to the server, which has no provider configured.
    await page.evaluate((verifier) => {
      sessionStorage.setItem('crucible-sso-state', 'state-1');
      sessionStorage.setItem('crucible-sso-verifier', verifier);
    }, VERIFIER);
    await page.goto('/auth/fusionauth/callback?code=abc&state=state-1');
    await page
      .getByText('FusionAuth configuration is incomplete. Please check server settings.')
      .waitFor();
    await snap(page, 'sso-callback-error');
    // The stored request is spent either way.
    expect(await page.evaluate(() => sessionStorage.getItem('crucible-sso-state'))).toBeNull();
    await context.close();
  });

  describe('with a real OpenID provider', () => {
    const people = {
      ada: { email: uniqueEmail('sso-ada'), email_verified: true, name: 'Ada Federated' },
    };
    let stack: Awaited<ReturnType<typeof startSsoStack>>;
    beforeAll(async () => {
      stack = await startSsoStack(people);
    });
    afterAll(async () => {
      await stack?.close();
    });

    it('signs in through the provider with PKCE and returns to the remembered page', async () => {
      const context = await newContext(browser());
      const page = await newPage(context);
      const authorizeRequests: URL[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${stack.issuer}/oauth2/authorize`))
          authorizeRequests.push(new URL(request.url()));
      });
      await page.goto(`${stack.appUrl}/login?redirect=/organizations/new`);
      await snap(page, 'login-sso');
      await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();

      // The provider's development login and consent pages.
      await page.locator('input[name=login]').fill('ada');
      await page.locator('input[name=password]').fill('anything');
      await page.locator('button[type=submit]').click();
      await page.locator('button[type=submit]').click();

      // The server exchanges the code and checks the ID token (discovery on first use).
      await page.waitForURL(`${stack.appUrl}/organizations/new`, { timeout: 30_000 });
      await waitForTitle(page, 'Create Organization');
      const [authorize] = authorizeRequests;
      expect(Object.fromEntries(authorize!.searchParams)).toEqual({
        client_id: 'crucible-e2e-app',
        redirect_uri: `${stack.appUrl}/auth/fusionauth/callback`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge_method: 'S256',
        state: expect.stringMatching(/^[\w-]{16,}$/),
        idp_hint: 'e2e-idp-hint',
      });
      const me = await page.evaluate(async () => (await fetch('/api/v1/users/me')).json());
      expect(me.user).toMatchObject({ email: people.ada.email, name: 'Ada Federated' });
      expect(
        await page.evaluate(() => localStorage.getItem('crucible-sso-identity-provider')),
      ).toBe('e2e-idp-hint');
      await context.close();
    });
  });
});
