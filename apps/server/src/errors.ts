import { ERROR_STATUS, type ErrorCode, type FieldError } from '@crucible/shared';

/** The one error type of the server; the error handler turns it into `{ error: { code, message, details } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: FieldError[] | undefined;

  constructor(code: ErrorCode, message: string, details?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  static forbidden(message = 'You do not have permission to do this'): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static unauthorized(message = 'Sign in to continue'): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  static conflict(message: string, path?: string): AppError {
    return new AppError('CONFLICT', message, path === undefined ? undefined : [{ path, message }]);
  }

  /** A rule the schema cannot express, reported like a schema error so the form can show it. */
  static invalidField(path: string, message: string): AppError {
    return new AppError('VALIDATION_ERROR', message, [{ path, message }]);
  }
}

/** PostgreSQL's unique_violation, raised by both pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}
