import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { targets } from '../../db/schema';
import { createSecretBox, deriveKey } from '../../lib/secret-box';
import { call, registerOrgAdmin, useTestApp } from '../../../test/harness';

const context = useTestApp({ env: { CRUCIBLE_SECRET_KEY: 'key-loss-test-key-'.padEnd(40, 'x') } });

describe('stored secrets this server cannot decrypt', () => {
  it('fail loudly with 503, and can be replaced by sending every secret again', async () => {
    const admin = await registerOrgAdmin(context.app);
    const payload = {
      name: 'Model',
      config: { type: 'openai', model: 'gpt-4o-mini', baseUrl: 'http://127.0.0.1:9/v1' },
    };
    const created = await call(context.app, {
      method: 'POST',
      url: '/api/v1/targets',
      caller: admin,
      payload: { ...payload, teamId: admin.defaultTeamId, secrets: { apiKey: 'sk-original' } },
    });
    const id: string = created.json().id;
    // As if the install's key changed: the row holds a value sealed with another key.
    const otherBox = createSecretBox(() => deriveKey('another-key-'.padEnd(40, 'y')));
    await context.database.db
      .update(targets)
      .set({ secretsEncrypted: otherBox.seal(JSON.stringify({ apiKey: 'sk-original' })) })
      .where(eq(targets.id, id));

    const tested = await call(context.app, {
      method: 'POST',
      url: `/api/v1/targets/${id}/test`,
      caller: admin,
      payload: {},
    });
    expect(tested.statusCode).toBe(503);
    expect(tested.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(
          /^Cannot decrypt stored secrets\. Stored secrets were sealed with another key .*restore the original CRUCIBLE_SECRET_KEY or secret\.key$/,
        ),
      },
    });
    expect(tested.body).not.toContain('sk-original');

    const url = `/api/v1/targets/${id}`;
    const keeping = await call(context.app, { method: 'PUT', url, caller: admin, payload });
    expect(keeping.statusCode).toBe(503);
    const replacing = await call(context.app, {
      method: 'PUT',
      url,
      caller: admin,
      payload: { ...payload, secrets: { apiKey: 'sk-replacement' } },
    });
    expect(replacing.statusCode).toBe(200);
    expect(replacing.json().secretsSet).toEqual({ apiKey: true, authSecret: false, headers: [] });
  });
});
