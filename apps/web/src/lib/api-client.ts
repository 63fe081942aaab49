import type { z } from 'zod';
import { ErrorResponseSchema, type FieldError } from '@crucible/shared';

export const API_BASE = '/api/v1';

/** A non-OK answer of the API (spec §8): 'Error calling {path}: {body}' with status, text and JSON. */
export class ApiError extends Error {
  readonly status: number;
  readonly text: string;
  readonly json: unknown;

  constructor(path: string, status: number, text: string) {
    super(`Error calling ${path}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.text = text;
    this.json = parseJson(text);
  }

  /** The server's error code, when the body has the API's error shape. */
  get code(): string | undefined {
    return this.apiError?.code;
  }

  /** The server's human message, when the body has the API's error shape. */
  get serverMessage(): string | undefined {
    return this.apiError?.message;
  }

  get details(): FieldError[] {
    return this.apiError?.details ?? [];
  }

  private get apiError() {
    const parsed = ErrorResponseSchema.safeParse(this.json);
    return parsed.success ? parsed.data.error : undefined;
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The app registers what a 401 does (log out, go to login); the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Calls whose 401 is an answer, not an expired session (spec §7: /users/me, /license, sign-in). */
  skipUnauthorizedRedirect?: boolean;
  signal?: AbortSignal;
};

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    if (response.status === 401 && !options.skipUnauthorizedRedirect) unauthorizedHandler?.();
    throw new ApiError(path, response.status, text);
  }
  return response;
}

/** Calls the API and parses the answer with its contract schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(path, options);
  const json: unknown = await response.json();
  return schema.parse(json);
}

/** Calls the API for its effect only (204 or an answer we do not need). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** What to show a person for any error: the server's message when there is one. */
export function errorMessage(
  error: unknown,
  fallback = 'Unexpected error. Please try again.',
): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
