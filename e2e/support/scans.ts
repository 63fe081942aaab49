import type { ApiSession } from './api';

/** The demo's base64 weakness fails prompt-extraction and pii:social probes: issues open. */
export const DEMO_SCAN_CONFIG = {
  plugins: ['prompt-extraction', 'pii:social', 'hijacking'],
  strategies: ['basic', 'base64'],
  numTests: 2,
};

/**
 * Scans the team's built-in demo target and waits until the server's worker completes it;
 * answers the scan's and the target's ids.
 */
export async function scanDemoTarget(
  api: ApiSession,
  teamId: string,
  config: Record<string, unknown> = DEMO_SCAN_CONFIG,
): Promise<{ scanId: string; targetId: string }> {
  const demo = (await api.targets(teamId)).find((target) => target.type === 'demo');
  if (!demo) throw new Error('the default team has no demo target');
  const { id } = await api.request<{ id: string }>('POST', '/scans', {
    targetId: demo.id,
    config,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { status } = await api.request<{ status: string }>('GET', `/scans/${id}`);
    if (status === 'completed') return { scanId: id, targetId: demo.id };
    if (status === 'failed' || status === 'cancelled') throw new Error(`the scan ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the scan did not complete in time');
}
