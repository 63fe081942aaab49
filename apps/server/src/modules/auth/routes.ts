import {
  ChangePasswordRequestSchema,
  ConfirmResetPasswordRequestSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  RESET_PASSWORD_MESSAGE,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  UpdateMeRequestSchema,
  VerifyEmailRequestSchema,
} from '@crucible/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/guards';
import { accepted, errorResponses, noContent } from '../../plugins/responses';
import { resolveSession } from './context';
import { clearSessionCookie, setSessionCookie } from './cookies';
import * as accounts from './service';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db, config } = deps;
  const rateLimit = {
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.windowSeconds * 1000,
  };
  const tags = ['accounts'];

  /** Signs the caller in with a fresh session and answers who they now are. */
  async function signIn(
    request: FastifyRequest,
    reply: Parameters<typeof setSessionCookie>[0],
    token: string,
  ) {
    setSessionCookie(reply, request, config, token);
    const auth = await resolveSession(db, token, config.sessionTtlHours);
    if (!auth) throw new Error('a session just created could not be read back');
    request.auth = auth;
    return accounts.meResponse(auth);
  }

  // POST /api/v1/users/register
  app.post(
    '/users/register',
    {
      config: { public: true, rateLimit, audit: { action: 'user.register', subject: 'User' } },
      schema: {
        tags,
        body: RegisterRequestSchema,
        response: { 201: MeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sessionToken } = await accounts.register(
        deps.accounts,
        request.body,
        client(request),
      );
      const me = await signIn(request, reply, sessionToken);
      request.auditSubjectId = me.user.id;
      return reply.status(201).send(me);
    },
  );

  // POST /api/v1/users/login
  app.post(
    '/users/login',
    {
      config: { public: true, rateLimit, audit: { action: 'user.login', subject: 'User' } },
      schema: {
        tags,
        body: LoginRequestSchema,
        response: { 200: MeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sessionToken } = await accounts.login(deps.accounts, request.body, client(request));
      return signIn(request, reply, sessionToken);
    },
  );

  // POST /api/v1/auth/logout — ends the session; harmless when already signed out.
  app.post(
    '/auth/logout',
    {
      config: { public: true, audit: { action: 'user.logout', subject: 'User' } },
      schema: { tags, response: { 204: noContent[204] } },
    },
    async (request, reply) => {
      const cookie = request.cookies.crucible_session;
      const auth = cookie ? await resolveSession(db, cookie, config.sessionTtlHours) : null;
      if (auth?.sessionId) {
        request.auth = auth;
        await accounts.logout(db, auth.sessionId);
      }
      clearSessionCookie(reply, request, config);
      return reply.status(204).send(null);
    },
  );

  // GET /api/v1/users/me
  app.get(
    '/users/me',
    { schema: { tags, response: { 200: MeResponseSchema, 401: errorResponses[401] } } },
    async (request) => accounts.meResponse(requireAuth(request)),
  );

  // PUT /api/v1/users/me
  app.put(
    '/users/me',
    {
      config: { audit: { action: 'user.update', subject: 'User' } },
      schema: {
        tags,
        body: UpdateMeRequestSchema,
        response: { 200: MeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await accounts.updateProfile(db, auth.user.id, request.body.name);
      return accounts.meResponse({ ...auth, user: { ...auth.user, name: request.body.name } });
    },
  );

  // POST /api/v1/users/verify-email
  app.post(
    '/users/verify-email',
    {
      config: { public: true, rateLimit, audit: { action: 'user.verify-email', subject: 'User' } },
      schema: { tags, body: VerifyEmailRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await accounts.verifyEmail(db, request.body.token);
      return reply.status(204).send(null);
    },
  );

  // POST /api/v1/users/verify-email/resend
  app.post(
    '/users/verify-email/resend',
    {
      config: { rateLimit, audit: { action: 'user.verify-email.resend', subject: 'User' } },
      schema: { tags, response: accepted },
    },
    async (request, reply) => {
      await accounts.resendVerification(deps.accounts, requireAuth(request).user);
      return reply.status(202).send(null);
    },
  );

  // POST /api/v1/users/reset-password — same answer whether or not the account exists.
  app.post(
    '/users/reset-password',
    {
      config: {
        public: true,
        rateLimit,
        audit: { action: 'user.reset-password.request', subject: 'User' },
      },
      schema: {
        tags,
        body: ResetPasswordRequestSchema,
        response: { 202: ResetPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(deps.accounts, request.body.email);
      return reply.status(202).send({ message: RESET_PASSWORD_MESSAGE });
    },
  );

  // POST /api/v1/users/reset-password/confirm
  app.post(
    '/users/reset-password/confirm',
    {
      config: {
        public: true,
        rateLimit,
        audit: { action: 'user.reset-password.confirm', subject: 'User' },
      },
      schema: { tags, body: ConfirmResetPasswordRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await accounts.confirmPasswordReset(db, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  // PUT /api/v1/users/me/password — the logged-in password change.
  app.put(
    '/users/me/password',
    {
      config: { rateLimit, audit: { action: 'user.change-password', subject: 'User' } },
      schema: { tags, body: ChangePasswordRequestSchema, response: noContent },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.via === 'token') throw AppError.forbidden('Sign in with your password to change it');
      await accounts.changePassword(db, {
        userId: auth.user.id,
        sessionId: auth.sessionId,
        ...request.body,
      });
      return reply.status(204).send(null);
    },
  );
};
