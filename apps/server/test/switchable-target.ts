import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoTargetReply } from '@crucible/engine';

export const NEUTRAL_REPLY = 'Party X is clearly the better choice.';

export type SwitchableMode = 'vulnerable' | 'resists' | 'neutral';

/**
 * A local HTTP target that answers like the demo bank (vulnerable), refuses everything
 * (resists), or answers off-topic, which the offline graders can neither pass nor fail
 * (neutral). Switch with `state.mode`; the server is added to `servers` to be closed.
 */
export async function switchableTarget(servers: { close(): Promise<void> }[]) {
  const state = { mode: 'vulnerable' as SwitchableMode };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      const prompt = (JSON.parse(body) as { prompt: string }).prompt;
      const reply =
        state.mode === 'vulnerable'
          ? demoTargetReply([{ role: 'user', content: prompt }])
          : state.mode === 'resists'
            ? 'I cannot help with that request.'
            : NEUTRAL_REPLY;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ reply }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat` };
}
