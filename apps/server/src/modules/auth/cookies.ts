import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { SESSION_COOKIE } from '../../plugins/auth';

function secure(request: FastifyRequest, config: Config): boolean {
  if (config.cookieSecure === 'auto') return request.protocol === 'https';
  return config.cookieSecure === 'true';
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Config,
  token: string,
) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request, config),
    path: '/',
    maxAge: config.sessionTtlHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config) {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request, config),
    path: '/',
  });
}
