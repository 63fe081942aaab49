import type { SendEmailJob } from '@crucible/shared';
import { describe, expect, it } from 'vitest';
import { call, register, sessionCookieOf, uniqueEmail, useTestApp } from '../../../test/harness';

const sent: SendEmailJob[] = [];
const linkTokenIn = (message: SendEmailJob | undefined) => {
  const match = message?.text.match(/token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no link in ${message?.text}`);
  return decodeURIComponent(match[1]);
};
const lastMailTo = (email: string) => sent.filter((m) => m.to === email).at(-1);

describe('accounts', () => {
  const ctx = useTestApp({ mailTransport: async (message) => void sent.push(message) });

  describe('register', () => {
    it('creates the account, signs it in with a hardened cookie and sends a verification link', async () => {
      const email = uniqueEmail('Reg');
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/register',
        payload: {
          name: '  Ada Lovelace ',
          email: `  ${email.toUpperCase()} `,
          password: 'long enough pw',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        user: {
          id: expect.any(String),
          name: 'Ada Lovelace',
          email: email.toLowerCase(),
          emailVerified: false,
          createdAt: expect.any(String),
        },
        organization: null,
        isAdmin: false,
      });
      const cookie = response.cookies.find((c) => c.name === 'crucible_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(lastMailTo(email.toLowerCase())?.text).toContain(
        'http://crucible.test/verify-email?token=',
      );
    });

    it('names every invalid field', async () => {
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { name: ' ', email: 'not-an-email', password: 'short' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Name is required',
        details: [
          { path: 'name', message: 'Name is required' },
          { path: 'email', message: 'Enter a valid email address' },
          { path: 'password', message: 'Password must be at least 8 characters' },
        ],
      });
    });

    it('refuses a second account with the same email', async () => {
      const caller = await register(ctx.app);
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { name: 'Again', email: caller.email, password: 'another password' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.details).toEqual([
        { path: 'email', message: 'An account with this email already exists' },
      ]);
    });

    it('rejects an unknown invite code and creates nothing', async () => {
      const email = uniqueEmail();
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { name: 'Invited', email, password: 'long enough pw', inviteCode: 'bogus' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { path: 'inviteCode', message: 'This invite code is invalid or has expired' },
      ]);
      const login = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email, password: 'long enough pw' },
      });
      expect(login.statusCode).toBe(401);
    });
  });

  describe('login, me and logout', () => {
    it('signs in, answers the current user, and signs out', async () => {
      const caller = await register(ctx.app, { name: 'Grace' });
      const login = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: caller.email.toUpperCase(), password: caller.password },
      });
      expect(login.statusCode).toBe(200);
      const cookie = sessionCookieOf(login);
      const me = await call(ctx.app, {
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { cookie },
      });
      expect(me.json()).toEqual({
        user: {
          id: caller.userId,
          name: 'Grace',
          email: caller.email,
          emailVerified: false,
          createdAt: expect.any(String),
        },
        organization: null,
        isAdmin: false,
      });
      const logout = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { cookie },
      });
      expect(logout.statusCode).toBe(204);
      expect(logout.cookies.find((c) => c.name === 'crucible_session')?.value).toBe('');
      const after = await call(ctx.app, {
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { cookie },
      });
      expect(after.statusCode).toBe(401);
    });

    it('gives the same answer for a wrong password and an unknown account', async () => {
      const caller = await register(ctx.app);
      const wrong = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: caller.email, password: 'wrong password' },
      });
      const unknown = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: uniqueEmail(), password: 'wrong password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
      });
    });

    it('answers 401 when signed out or with a forged cookie', async () => {
      expect((await call(ctx.app, { method: 'GET', url: '/api/v1/users/me' })).statusCode).toBe(
        401,
      );
      const forged = await call(ctx.app, {
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { cookie: 'crucible_session=forged' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().error.code).toBe('UNAUTHORIZED');
    });

    it('updates the display name', async () => {
      const caller = await register(ctx.app);
      const response = await call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/users/me',
        caller,
        payload: { name: 'Renamed' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.name).toBe('Renamed');
      const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', caller });
      expect(me.json().user.name).toBe('Renamed');
    });
  });

  describe('email verification', () => {
    it('verifies with the emailed link once', async () => {
      const caller = await register(ctx.app);
      const token = linkTokenIn(lastMailTo(caller.email));
      const verify = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/verify-email',
        payload: { token },
      });
      expect(verify.statusCode).toBe(204);
      const me = await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', caller });
      expect(me.json().user.emailVerified).toBe(true);
      const again = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/verify-email',
        payload: { token },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.details).toEqual([
        { path: 'token', message: 'This verification link is invalid or has expired' },
      ]);
    });

    it('resends a fresh link that replaces the old one', async () => {
      const caller = await register(ctx.app);
      const first = linkTokenIn(lastMailTo(caller.email));
      const resend = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/verify-email/resend',
        caller,
      });
      expect(resend.statusCode).toBe(202);
      const second = linkTokenIn(lastMailTo(caller.email));
      expect(second).not.toBe(first);
      expect(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/v1/users/verify-email',
            payload: { token: first },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/v1/users/verify-email',
            payload: { token: second },
          })
        ).statusCode,
      ).toBe(204);
      const again = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/verify-email/resend',
        caller,
      });
      expect(again.statusCode).toBe(409);
    });
  });

  describe('password reset', () => {
    it('answers alike for known and unknown emails, mailing only the known one', async () => {
      const caller = await register(ctx.app);
      const before = sent.length;
      const known = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/reset-password',
        payload: { email: caller.email },
      });
      const unknownEmail = uniqueEmail();
      const unknown = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/reset-password',
        payload: { email: unknownEmail },
      });
      expect(known.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(sent.slice(before).map((m) => m.to)).toEqual([caller.email]);
      expect(lastMailTo(caller.email)?.text).toContain(
        'http://crucible.test/reset-password/confirm?token=',
      );
    });

    it('sets the new password, ends every session, and works once', async () => {
      const caller = await register(ctx.app);
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/reset-password',
        payload: { email: caller.email },
      });
      const token = linkTokenIn(lastMailTo(caller.email));
      const short = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/reset-password/confirm',
        payload: { token, password: 'short' },
      });
      expect(short.statusCode).toBe(400);
      const confirm = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/reset-password/confirm',
        payload: { token, password: 'brand new password' },
      });
      expect(confirm.statusCode).toBe(204);
      expect(
        (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', caller })).statusCode,
      ).toBe(401);
      const oldLogin = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: caller.email, password: caller.password },
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: caller.email, password: 'brand new password' },
      });
      expect(newLogin.statusCode).toBe(200);
      const reuse = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/reset-password/confirm',
        payload: { token, password: 'third password!' },
      });
      expect(reuse.statusCode).toBe(400);
    });
  });

  describe('password change', () => {
    it('needs the current password, keeps this session and ends the others', async () => {
      const caller = await register(ctx.app);
      const other = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: caller.email, password: caller.password },
      });
      const otherCookie = sessionCookieOf(other);
      const wrong = await call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/users/me/password',
        caller,
        payload: { currentPassword: 'not it at all', newPassword: 'a new password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details).toEqual([
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
      const ok = await call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/users/me/password',
        caller,
        payload: { currentPassword: caller.password, newPassword: 'a new password' },
      });
      expect(ok.statusCode).toBe(204);
      expect(
        (await call(ctx.app, { method: 'GET', url: '/api/v1/users/me', caller })).statusCode,
      ).toBe(200);
      expect(
        (
          await call(ctx.app, {
            method: 'GET',
            url: '/api/v1/users/me',
            headers: { cookie: otherCookie },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('cross-site request defence', () => {
    it('refuses cookie-authenticated writes from another origin and accepts our own', async () => {
      const caller = await register(ctx.app);
      const payload = { name: 'Evil Corp' };
      const foreign = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/organizations',
        caller,
        payload,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Cross-site request blocked',
      });
      const crossSite = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/organizations',
        caller,
        payload,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      const own = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/organizations',
        caller,
        payload: { name: 'Fine' },
        headers: { origin: 'http://crucible.test' },
      });
      expect(own.statusCode).toBe(201);
    });
  });
});
