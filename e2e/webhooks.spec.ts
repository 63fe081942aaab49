import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithOrganization } from './support/api';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

type Received = { type: string; verified: boolean };

function verifies(secret: string, body: string, headers: Record<string, string>): boolean {
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  }
}

/**
 * A receiver on 127.0.0.1 (the e2e server runs with CRUCIBLE_WEBHOOK_ALLOW_PRIVATE=true) that
 * verifies each request with the `standardwebhooks` package and the secret the page showed.
 */
async function startReceiver() {
  const received: Received[] = [];
  let secret = '';
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const verified = verifies(secret, body, request.headers as Record<string, string>);
      received.push({ type: String((JSON.parse(body) as { type?: unknown }).type), verified });
      response.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crucible-hooks`,
    received,
    useSecret(value: string) {
      secret = value;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe('webhooks page', () => {
  const { browser } = useBrowser();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('registers a local receiver, sends a test event and shows the delivery in the log', async () => {
    const { user, organization } = await userWithOrganization('webhooks');
    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/webhooks`);
    await waitForTitle(page, 'Webhooks');
    await page.getByText('No webhooks yet').waitFor();

    await page.getByRole('button', { name: 'New webhook' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('URL is required').waitFor();
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByLabel('Description').fill('Local receiver');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Choose at least one event').waitFor();
    await dialog.getByLabel('scan.completed').check();
    await dialog.getByLabel('vulnerability.created').check();
    await dialog.getByRole('button', { name: 'Create' }).click();

    await page.getByRole('dialog', { name: 'Webhook created' }).waitFor();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.useSecret(secret);
    await page.getByRole('button', { name: 'Done' }).click();

    const row = page.getByTestId('webhook-row');
    await row.getByText(receiver.url).waitFor();
    await row.getByRole('button', { name: 'Send test event' }).click();
    await toast(page, 'Test event queued');

    const log = page.getByTestId('delivery-log');
    await log.getByTestId('delivery-row').first().waitFor();
    await expect
      .poll(() => log.getByTestId('delivery-status').first().textContent(), { timeout: 20_000 })
      .toBe('succeeded');
    await log.getByText('204').first().waitFor();
    expect(receiver.received).toEqual([{ type: 'webhook.test', verified: true }]);
    await snap(page, 'webhooks');

    // Resend delivers the same event again.
    await log.getByRole('button', { name: 'Resend' }).first().click();
    await toast(page, 'Delivery queued again');
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.received[1]).toEqual({ type: 'webhook.test', verified: true });

    // Deleting asks first.
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete webhook?' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Webhook deleted');
    await page.getByText('No webhooks yet').waitFor();
    await context.close();
  });
});
