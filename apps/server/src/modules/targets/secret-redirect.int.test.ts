import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, useTestApp } from '../../../test/harness';

const context = useTestApp({ env: { CRUCIBLE_SECRET_KEY: 'redirect-test-key-'.padEnd(40, 'x') } });

const openAiTarget = (teamId: string, baseUrl: string, secrets?: Record<string, unknown>) => ({
  teamId,
  name: 'Chat model',
  config: { type: 'openai', baseUrl, model: 'gpt-4o-mini' },
  ...(secrets ? { secrets } : {}),
});

describe('stored secrets and a target moved to another host', () => {
  it('refuses to keep the key when the address changes, and accepts it re-entered', async () => {
    const admin = await registerOrgAdmin(context.app);
    const created = await call(context.app, {
      method: 'POST',
      url: '/api/v1/targets',
      caller: admin,
      payload: openAiTarget(admin.defaultTeamId, 'https://llm.example.com/v1', {
        apiKey: 'sk-original',
      }),
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    const put = (payload: unknown) =>
      call(context.app, { method: 'PUT', url: `/api/v1/targets/${id}`, caller: admin, payload });

    const samehost = await put(openAiTarget(admin.defaultTeamId, 'https://llm.example.com/v2'));
    expect(samehost.statusCode).toBe(200);
    expect(samehost.json().secretsSet.apiKey).toBe(true);

    const moved = await put(openAiTarget(admin.defaultTeamId, 'https://attacker.example.net/v1'));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.details).toEqual([
      {
        path: 'secrets',
        message:
          "Enter the target's secrets again when its address changes: stored secrets are never sent to a new host",
      },
    ]);

    const reentered = await put(
      openAiTarget(admin.defaultTeamId, 'https://other.example.net/v1', { apiKey: 'sk-new' }),
    );
    expect(reentered.statusCode).toBe(200);
    expect(reentered.json()).toMatchObject({
      config: { baseUrl: 'https://other.example.net/v1' },
      secretsSet: { apiKey: true },
    });

    const cleared = await put(
      openAiTarget(admin.defaultTeamId, 'https://third.example.org/v1', { apiKey: null }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().secretsSet.apiKey).toBe(false);
  });
});
