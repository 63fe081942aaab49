import { ErrorResponseSchema, MeResponseSchema, type MeResponse } from '@crucible/shared';
import type { Credentials } from './credentials';

/** Calls the server's API with a Bearer token and turns its error shape into a readable error. */
export async function callServer(
  credentials: Credentials,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
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
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(body);
    const message = parsed.success ? parsed.data.error.message : `HTTP ${response.status}`;
    throw new Error(`${credentials.server} answered ${response.status}: ${message}`);
  }
  return body;
}

export async function whoAmI(credentials: Credentials): Promise<MeResponse> {
  return MeResponseSchema.parse(await callServer(credentials, '/users/me'));
}
