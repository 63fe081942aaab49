import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail, userWithOrganization } from './support/api';
import { env } from './support/env';
import { newContext, newPage, snap, useBrowser, waitForTitle } from './support/browser';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks an export link and reads the file the server sends. */
async function downloaded(page: Page, link: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

const actions = (page: Page) => page.getByTestId('action').allInnerTexts();

describe('audit logs page', () => {
  const { browser } = useBrowser();

  it('shows an admin the actions just done, filters, pages, details and exports them', async () => {
    const { user, organization } = await userWithOrganization('auditor');
    // 55 teams, one refused duplicate: with the organization's creation, 57 entries.
    for (let i = 1; i <= 55; i++) await user.api.createTeam(`Audit team ${i}`);
    await expect(user.api.createTeam('Audit team 7')).rejects.toThrow(/409/);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    await page.goto(`/organizations/${organization.id}/audit-logs`);
    await waitForTitle(page, 'Audit Logs');
    await page.getByRole('tab', { name: 'Audit logs', selected: true }).waitFor();
    const rows = page.getByTestId('audit-log-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(50);
    expect((await actions(page)).slice(0, 2)).toEqual(['team.create', 'team.create']);
    await rows.first().getByText('Failure · 409').waitFor();
    await rows.nth(1).getByText('Success · 201').waitFor();
    expect(await rows.first().getByTestId('actor').innerText()).toBe(user.name);
    await snap(page, 'audit-logs');

    // The next page by cursor.
    await page.getByRole('button', { name: 'Load more' }).click();
    await page
      .getByTestId('audit-log-count')
      .filter({ hasText: '57 entries shown (all)' })
      .waitFor();
    expect((await actions(page)).at(-1)).toBe('organization.create');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // Row detail: the user agent and the full ids.
    await rows.first().click();
    const detail = page.getByRole('dialog', { name: 'Audit log entry' });
    await detail.getByText('POST /api/v1/teams').waitFor();
    await detail.getByText(user.id).waitFor();
    await detail.getByText('Failure (HTTP 409)').waitFor();
    expect(await detail.getByRole('row').filter({ hasText: 'User agent' }).innerText()).toMatch(
      /node/i,
    );
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // Outcome: only the refused duplicate.
    await choose(page, 'Outcome', 'Failure');
    await page.waitForURL(/outcome=failure/);
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText('Failure · 409').waitFor();

    // Exports follow the filters.
    const failures = await downloaded(page, 'Export JSONL');
    expect(failures.name).toMatch(/^audit-logs-\d{4}-\d\d-\d\d\.jsonl$/);
    const lines = failures.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.action, line.status, line.actor.userId])).toEqual([
      ['team.create', 409, user.id],
    ]);

    // Search and action, applied with Enter; then everything again.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Action', { exact: true }).fill('organization.create');
    await page.getByLabel('Action', { exact: true }).press('Enter');
    await expect.poll(() => actions(page)).toEqual(['organization.create']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search', { exact: true }).fill('no-such-thing');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.getByText('No entries match these filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // A date range that ends before today holds nothing; the actor filter keeps everything.
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByText('No entries match these filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await choose(page, 'Actor', `${user.name} (${user.email})`);
    await page.waitForURL(new RegExp(`actorId=${user.id}`));
    await expect.poll(() => rows.count()).toBe(50);

    const csv = await downloaded(page, 'Export CSV');
    const records = csv.text.trim().split('\r\n');
    expect(records[0]).toBe(
      'id,created_at,actor_type,actor_user_id,actor_name,actor_email,actor_token_id,' +
        'actor_token_name,action,subject,subject_id,team_id,method,path,status,ip,user_agent',
    );
    expect(records).toHaveLength(58);
    await context.close();
  });

  it('refuses the page and the API to a member who is not an administrator', async () => {
    const { user: owner, organization, role } = await userWithOrganization('auditowner');
    const [team] = await owner.api.teams();
    const invite = await owner.api.invite(
      organization.id,
      uniqueEmail('auditmember'),
      team!.id,
      role('editor').id,
    );
    const member = await registerUser('auditmember', invite);
    const context = await newContext(browser(), { session: member.api });
    const page = await newPage(context);
    const base = `/organizations/${organization.id}`;
    await page.goto(`${base}/audit-logs`);
    await page.waitForURL(`**${base}/teams`);
    expect(await page.getByRole('tab', { name: 'Audit logs' }).count()).toBe(0);
    const api = await fetch(`${env.baseUrl}/api/v1${base}/audit-logs`, {
      headers: { cookie: `crucible_session=${member.api.sessionToken}` },
    });
    expect(api.status).toBe(403);
    await context.close();
  });
});
