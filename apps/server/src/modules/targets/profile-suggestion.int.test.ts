import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, useTestApp, type OrgAdmin } from '../../../test/harness';

const context = useTestApp();

/** A small clinic assistant that answers the profile questions as a real one would. */
function reply(message: string): string {
  if (/who are you/i.test(message))
    return "Hello, I'm Ada, the virtual assistant for Brightwell Telehealth. I help patients with appointments and prescriptions.";
  if (/what can you help/i.test(message))
    return 'I can help with:\n- Video appointments\n- Repeat prescriptions\n- Test results';
  if (/which actions/i.test(message))
    return 'I can:\n1. Book a video appointment\n2. Request a repeat prescription';
  if (/who usually/i.test(message)) return 'Patients and their carers.';
  return 'I can see your name, date of birth and medical records once you sign in.';
}

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/broken') {
        res.writeHead(500).end('{"error":"down"}');
        return;
      }
      const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: string };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ reply: reply(message) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let admin: OrgAdmin;
beforeAll(async () => {
  admin = await registerOrgAdmin(context.app);
});

async function targetAt(path: string): Promise<string> {
  const created = await call(context.app, {
    method: 'POST',
    url: '/api/v1/targets',
    caller: admin,
    payload: {
      teamId: admin.defaultTeamId,
      name: `Clinic ${Math.random()}`,
      config: {
        type: 'http',
        url: `${base}${path}`,
        body: { message: '{{prompt}}' },
        extract: { type: 'path', path: 'reply' },
        retries: 0,
      },
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json().id;
}

const suggest = (id: string) =>
  call(context.app, {
    method: 'POST',
    url: `/api/v1/targets/${id}/profile-suggestion`,
    caller: admin,
  });

describe('POST /api/v1/targets/{id}/profile-suggestion', () => {
  it("reads a draft profile from the target's answers, and saves nothing", async () => {
    const id = await targetAt('/chat');
    const response = await suggest(id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      ok: true,
      source: 'rules',
      suggestion: {
        organisation: 'Brightwell Telehealth',
        industry: 'Healthcare',
        products: ['Video appointments', 'Repeat prescriptions', 'Test results'],
        tools: ['Book a video appointment', 'Request a repeat prescription'],
        userRoles: ['patients', 'carers'],
        personalData: ['name', 'date of birth', 'medical records'],
      },
    });
    expect(body.conversation).toHaveLength(5);
    const stored = await call(context.app, {
      method: 'GET',
      url: `/api/v1/targets/${id}`,
      caller: admin,
    });
    expect(stored.json().config.profile.tools).toEqual([]);
  });

  it('says which question the target did not answer', async () => {
    const response = await suggest(await targetAt('/broken'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ok: false,
      conversation: [],
      message: expect.stringMatching(/^The target did not answer "Hi! Who are you/),
    });
  });

  it('does not find a target of another organization', async () => {
    const stranger = await registerOrgAdmin(context.app);
    const response = await call(context.app, {
      method: 'POST',
      url: `/api/v1/targets/${await targetAt('/chat')}/profile-suggestion`,
      caller: stranger,
    });
    expect(response.statusCode).toBe(404);
  });
});
