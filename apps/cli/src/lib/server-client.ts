import { ErrorResponseSchema, MeResponseSchema, type MeResponse } from '@crucible/shared';
import type { Credentials } from './credentials';

/**
 * Calls the server's API with a Bearer token; an error answer becomes a readable error (its
 * JSON error shape's message). The response is returned unread, for a file to stream.
 */
export async function fetchServer(
  credentials: Credentials,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const url = new URL(`/api/v1${path}`, credentials.server);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        authorization: `Bearer ${credentials.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    throw new Error(
      `Cannot reach ${credentials.server}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = ErrorResponseSchema.safeParse(body);
    const message = parsed.success ? parsed.data.error.message : `HTTP ${response.status}`;
    throw new Error(`${credentials.server} answered ${response.status}: ${message}`);
  }
  return response;
}

/** Calls the server's API and answers its JSON body (null for 204). */
export async function callServer(
  credentials: Credentials,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  const response = await fetchServer(credentials, path, init);
  return response.status === 204 ? null : await response.json().catch(() => null);
}

export async function whoAmI(credentials: Credentials): Promise<MeResponse> {
  return MeResponseSchema.parse(await callServer(credentials, '/users/me'));
}
