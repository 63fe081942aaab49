import type { ApiSession } from './api';

/**
 * Scans the team's built-in demo target with `config` (a `redteam` block) and waits until the
 * server's worker completes it; answers the scan's id.
 */
export async function scanDemoTarget(
  api: ApiSession,
  teamId: string,
  config: Record<string, unknown>,
): Promise<string> {
  const demo = (await api.targets(teamId)).find((target) => target.type === 'demo');
  if (!demo) throw new Error('the default team has no demo target');
  const { id } = await api.request<{ id: string }>('POST', '/scans', { targetId: demo.id, config });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { status } = await api.request<{ status: string }>('GET', `/scans/${id}`);
    if (status === 'completed') return id;
    if (status === 'failed' || status === 'cancelled') throw new Error(`the scan ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the scan did not complete in time');
}
