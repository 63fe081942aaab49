import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessage, setUnauthorizedHandler } from './api-client';
import { apiFormErrors, fieldError } from './form-errors';

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
});

describe('apiRequest', () => {
  it('calls /api/v1 with JSON and cookies, and parses the answer with the schema', async () => {
    const fetchMock = answer(200, { id: 'a', extra: true });
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/teams', z.object({ id: z.string() }), {
      method: 'POST',
      body: { name: 'x' },
    });
    expect(result).toEqual({ id: 'a' });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/teams', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
      credentials: 'include',
      signal: undefined,
    });
  });

  it("fails with 'Error calling {path}: {body}' carrying status, text and JSON", async () => {
    const body = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid body',
        details: [{ path: 'permissionSets.1', message: 'Unknown permission set: NOPE' }],
      },
    };
    vi.stubGlobal('fetch', answer(400, body));
    const error = await apiRequest('/teams', z.unknown()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`Error calling /teams: ${JSON.stringify(body)}`);
    expect([apiError.status, apiError.text, apiError.json]).toEqual([
      400,
      JSON.stringify(body),
      body,
    ]);
    expect(apiError.code).toBe('VALIDATION_ERROR');
    expect(errorMessage(apiError)).toBe('Invalid body');
    expect(fieldError(apiFormErrors(apiError), 'permissionSets')).toBe(
      'Unknown permission set: NOPE',
    );
  });

  it('reports a 401 to the app unless the call opts out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer(401, 'nope'));
    await expect(apiRequest('/teams', z.unknown())).rejects.toThrow('Error calling /teams: nope');
    await expect(
      apiRequest('/users/me', z.unknown(), { skipUnauthorizedRedirect: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
