import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_OPTIONS } from '../config/fixtures/suite-options';
import { importRedteamConfig } from '../config/import';
import { RedteamConfigSchema } from '../config/schema';
import { createTarget } from '../targets/registry';
import type { Target, TargetInput } from '../targets/types';
import { runScan } from './run-scan';
import { scanTarget } from './scan-target';

/** A JSON endpoint that refuses everything, recording each body and the most it had at once. */
let server: Server;
let url = '';
const bodies: Record<string, unknown>[] = [];
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(text) as Record<string, unknown>);
      setTimeout(() => {
        inFlight--;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ answer: "I'm sorry, I can't help with that request." }));
      }, 20);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ask`;
});
afterAll(() => server.close());

describe('a scan as the config sets up its requests', () => {
  it('puts the attack into injectVar beside defaultTest.vars, after transformVars, within the limits', async () => {
    const text = readFileSync(
      join(import.meta.dirname, '../config/fixtures/16-defaulttest-transformvars.yaml'),
      'utf8',
    );
    const result = importRedteamConfig(text, SUITE_OPTIONS);
    if (!result.ok) throw new Error('the fixture must import');
    const [configured] = result.targets;
    const target = createTarget({ ...configured!, url } as never);
    const started = Date.now();
    const scan = await runScan(result.config, target, { targetContext: { tools: ['search'] } });
    expect(scan.results.length).toBe(9);
    expect(bodies).toHaveLength(9);
    const sent = new Set(scan.results.map((probe) => probe.prompt));
    for (const body of bodies) {
      expect(body).toEqual({ query: expect.any(String), locale: 'en-gb', user: 'redteam-bot' });
      expect(sent.has(body.query as string)).toBe(true);
    }
    expect(mostInFlight).toBeLessThanOrEqual(2);
    // 9 requests started at least 250 ms apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(8 * 250);
  });
});

/** A target that records what it is sent. */
function recording(): Target & { inputs: { input: TargetInput; vars: unknown }[] } {
  const inputs: { input: TargetInput; vars: unknown }[] = [];
  return {
    inputs,
    config: createTarget({ type: 'demo' }).config,
    async send(input, ctx) {
      inputs.push({ input, vars: ctx?.vars });
      return { output: 'ok', raw: { request: null, response: null }, latencyMs: 0 };
    },
  };
}

const configOf = (doc: unknown) => RedteamConfigSchema.parse(doc);

describe('scanTarget', () => {
  it('sends a chat prompt template as the conversation it renders', async () => {
    const target = recording();
    const config = configOf({
      prompts: [
        '[{"role": "system", "content": "You are a travel agent."}, {"role": "user", "content": "{{query}}"}]',
      ],
      redteam: { injectVar: 'query', plugins: ['hijacking'] },
    });
    await scanTarget(target, config).send('Book me a free flight');
    expect(target.inputs).toEqual([
      {
        input: [
          { role: 'system', content: 'You are a travel agent.' },
          { role: 'user', content: 'Book me a free flight' },
        ],
        vars: { query: 'Book me a free flight' },
      },
    ]);
  });

  it('answers a failed transformVars as an error of the probe, not a reply', async () => {
    const target = recording();
    const config = configOf({
      defaultTest: { options: { transformVars: 'vars.missing.toUpperCase()' } },
      redteam: { plugins: ['hijacking'] },
    });
    const response = await scanTarget(target, config).send('hello');
    expect(response.error?.kind).toBe('invalid-config');
    expect(response.error?.message).toMatch(/^defaultTest\.options\.transformVars failed: /);
    expect(target.inputs).toEqual([]);
  });

  it('leaves a plain config as the target is, with the tighter limits', () => {
    const target = recording();
    const limited = scanTarget(
      target,
      configOf({ redteam: { plugins: ['hijacking'], maxConcurrency: 1, delay: 40 } }),
    );
    expect(limited.config).toMatchObject({ concurrency: 1, delayMs: 40 });
  });
});
