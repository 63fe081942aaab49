// page.evaluate() callbacks run in the browser: the tests are type-checked with its globals.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SESSION_COOKIE, type ApiSession } from './api';
import { env } from './env';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** One Chromium per spec file; every test opens its own context (cookies, storage). */
export function useBrowser(): { browser: () => Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
  };
}

export async function newContext(
  browser: Browser,
  options: { session?: ApiSession; colorScheme?: 'light' | 'dark'; width?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: env.baseUrl,
    viewport: { width: options.width ?? 1366, height: 860 },
    colorScheme: options.colorScheme ?? 'light',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  if (options.session) {
    await context.addCookies([
      { name: SESSION_COOKIE, value: options.session.sessionToken, url: env.baseUrl },
    ]);
  }
  return context;
}

/** A page whose uncaught errors are reported in the test output. */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // Generous: CI machines have two cores shared by the server, its database and Chromium.
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
  return page;
}

/** Signs in through the login form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, `${title} | Crucible`);
}

/**
 * Screenshots of the page in light and dark (the system preference, with no stored choice),
 * saved under e2e/screenshots for review; the page is left in light mode.
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(env.screenshotDir, { recursive: true });
  // From the top: a scrolled full-page capture paints the sticky app bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({
      path: join(env.screenshotDir, `${name}-${scheme}.png`),
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
