import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin } from '../../../test/harness';
import { demoTargetOf, useScanApp } from '../../../test/scan-harness';

type Event = { event: string; data: { status: string; completed: number; total: number } };

/** Reads a Server-Sent Events stream to its end. */
async function readEvents(response: Response): Promise<Event[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return {
        event: eventLine!.slice('event: '.length),
        data: JSON.parse(dataLine!.slice('data: '.length)) as Event['data'],
      };
    });
}

describe('scan progress over Server-Sent Events', () => {
  const ctx = useScanApp();
  let base: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  it('streams progress until the scan completes, then ends the stream', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/scans',
        caller: admin,
        payload: {
          targetId,
          config: { plugins: ['default'], strategies: ['basic', 'rot13'], numTests: 2 },
        },
      })
    ).json().id;

    const response = await fetch(`${base}/api/v1/scans/${scanId}/events`, {
      headers: { cookie: admin.cookie },
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(response);
    const last = events.at(-1)!;
    expect(last).toEqual({
      event: 'end',
      data: expect.objectContaining({ status: 'completed', completed: 80, total: 80 }),
    });
    expect(events.slice(0, -1).every((e) => e.event === 'progress')).toBe(true);
    const counts = events.map((e) => e.data.completed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b)); // never goes backwards
  });

  it('answers 401 without credentials and 404 for another organization', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/scans',
        caller: admin,
        payload: { targetId, config: { plugins: ['hijacking'], numTests: 1 } },
      })
    ).json().id;
    expect((await fetch(`${base}/api/v1/scans/${scanId}/events`)).status).toBe(401);
    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    const response = await fetch(`${base}/api/v1/scans/${scanId}/events`, {
      headers: { cookie: stranger.cookie },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
