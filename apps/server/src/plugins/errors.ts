import type { FieldError } from '@crucible/shared';
import type {} from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** Fastify's own client errors, mapped onto our codes. */
const FASTIFY_CODES: Record<string, AppError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: FieldError[] = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid request', details);
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped, error.message);
  if (error.statusCode === 429)
    return new AppError('RATE_LIMITED', 'Too many requests, try again later');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // SyntaxError from the JSON parser carries statusCode 400 and a useful message.
    return new AppError('BAD_REQUEST', error.message);
  }
  return new AppError('INTERNAL', 'Internal server error');
}

export function registerErrorHandling(app: FastifyInstance, options: { serveSpa: boolean }): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      // 5xx internals stay in the log; the client gets the generic message only.
      request.log.error(
        { err: error, serialization: isResponseSerializationError(error) },
        'request failed',
      );
    } else {
      request.log.info({ code: appError.code, message: appError.message }, 'request rejected');
    }
    return reply.status(appError.statusCode).send({
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.details ? { details: appError.details } : {}),
      },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      options.serveSpa &&
      request.method === 'GET' &&
      path !== '/api' &&
      !path.startsWith('/api/')
    ) {
      // Client-side routes: the SPA's index.html handles them.
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${path} not found` },
    });
  });
}
