import type { LicenseInfo } from '@crucible/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminSession, type ApiSession } from './support/api';
import { newContext, newPage, snap, useBrowser } from './support/browser';
import { days, testLicenseKey } from './support/license';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

describe('license banner', () => {
  const { browser } = useBrowser();
  let admin: ApiSession;

  async function openWithLicense(licenseKey?: string): Promise<Page> {
    admin ??= await adminSession();
    if (licenseKey) await admin.installLicense(licenseKey);
    const context = await newContext(browser(), { session: admin });
    const page = await newPage(context);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/license'));
    await page.goto('/organizations');
    await answered;
    await page.getByRole('heading', { name: 'Organizations' }).waitFor();
    return page;
  }

  async function lines(page: Page): Promise<string[] | null> {
    const banner = page.getByTestId('license-banner');
    await page.waitForTimeout(200);
    if ((await banner.count()) === 0) return null;
    return (await banner.innerText()).split('\n').filter(Boolean);
  }

  afterAll(async () => {
    // Leave a license in good standing for whatever runs next.
    await admin?.installLicense(
      testLicenseKey({ expiresAt: days(365), targets: 100, probes: 100_000 }),
    );
  });

  it('says so when there is no license', async () => {
    const page = await openWithLicense();
    expect(await lines(page)).toEqual(['No license found']);
    await snap(page, 'license-none');
    await page.context().close();
  });

  it('is hidden for a license in good standing', async () => {
    const page = await openWithLicense(
      testLicenseKey({ expiresAt: days(365), targets: 100, probes: 100_000 }),
    );
    expect(await lines(page)).toBeNull();
    await page.context().close();
  });

  it('warns when approaching the target limit, with the usage lines', async () => {
    const page = await openWithLicense(
      testLicenseKey({ expiresAt: days(365), targets: 0, probes: 1000 }),
    );
    expect(await lines(page)).toEqual([
      'Approaching target limit',
      'Using 0 of 0 licensed targets',
      'Using 0 of 1000 licensed probes',
    ]);
    await snap(page, 'license-approaching-targets');
    await page.context().close();
  });

  it('warns when approaching the probe limit', async () => {
    const page = await openWithLicense(
      testLicenseKey({ expiresAt: days(365), targets: 10, probes: 0 }),
    );
    expect(await lines(page)).toEqual([
      'Approaching probe limit',
      'Using 0 of 10 licensed targets',
      'Using 0 of 0 licensed probes',
    ]);
    await page.context().close();
  });

  it('announces the cut-off date of a recently expired license', async () => {
    const expiresAt = days(-2);
    const page = await openWithLicense(testLicenseKey({ expiresAt, targets: 10, probes: 1000 }));
    const cutoff = new Date(expiresAt.getTime() + 360 * 3_600_000);
    expect(await lines(page)).toEqual([
      `License expired on ${dateFormat.format(expiresAt)}`,
      'Using 0 of 10 licensed targets',
      'Using 0 of 1000 licensed probes',
      `You will not be able to start new scans after ${dateFormat.format(cutoff)}`,
    ]);
    await snap(page, 'license-expired');
    await page.context().close();
  });

  it('says new scans are stopped once past the cut-off', async () => {
    const expiresAt = days(-20);
    const page = await openWithLicense(testLicenseKey({ expiresAt, targets: 10, probes: 1000 }));
    expect((await lines(page))?.at(-1)).toBe(
      'You still have access to your existing data but cannot start new scans.',
    );
    expect((await lines(page))?.[0]).toBe(`License expired on ${dateFormat.format(expiresAt)}`);
    await snap(page, 'license-cut-off');
    await page.context().close();
  });

  // Exceeded limits need recorded usage (targets scanned, probes sent), which only scans
  // produce: these states are served to the page as the API would answer them.
  const usageStates: [Record<string, unknown> & { status: string }, string[]][] = [
    [
      { status: 'too_many_targets', numTargetsUsed: 12 },
      [
        'Target limit exceeded',
        'Using 12 of 10 licensed targets',
        'Using 0 of 1000 licensed probes',
      ],
    ],
    [
      { status: 'target_overage', numTargetsUsed: 12 },
      [
        'Target limit exceeded',
        'Using 12 of 10 licensed targets (over limit - overage rates apply)',
        'Using 0 of 1000 licensed probes',
      ],
    ],
    [
      { status: 'too_many_probes', numProbesUsed: 1500 },
      [
        'Probe limit exceeded',
        'Using 0 of 10 licensed targets',
        'Using 1500 of 1000 licensed probes',
      ],
    ],
    [
      { status: 'probe_overage', numProbesUsed: 1500 },
      [
        'Probe limit exceeded',
        'Using 0 of 10 licensed targets',
        'Using 1500 of 1000 licensed probes (over limit - overage rates apply)',
      ],
    ],
    [{ status: 'tampered' }, ['License is invalid. Please contact support.']],
  ];

  it.each(usageStates)('shows %o as the spec words it', async (override, expected) => {
    admin ??= await adminSession();
    const context = await newContext(browser(), { session: admin });
    const page = await newPage(context);
    const info: Omit<LicenseInfo, 'status'> & Record<string, unknown> = {
      expiresAt: days(200).toISOString(),
      numLicensedTargets: 10,
      numTargetsUsed: 0,
      numLicensedProbes: 1000,
      numProbesUsed: 0,
      contractStartDate: days(-100).toISOString(),
      customerName: 'E2E Customer',
      cutoffAt: days(215).toISOString(),
      isCutOff: false,
      ...override,
    };
    await page.route('**/api/v1/license', (route) => route.fulfill({ json: info }));
    await page.goto('/organizations');
    await page.getByTestId('license-banner').waitFor();
    expect(await lines(page)).toEqual(expected);
    if (override.status === 'target_overage') await snap(page, 'license-target-overage');
    await context.close();
  });

  it('is hidden on the cloud edition without a license', async () => {
    admin ??= await adminSession();
    const context = await newContext(browser(), { session: admin });
    const page = await newPage(context);
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), isCrucibleCloud: true },
      });
    });
    await page.route('**/api/v1/license', (route) =>
      route.fulfill({
        json: {
          status: 'no_license',
          expiresAt: null,
          numLicensedTargets: null,
          numTargetsUsed: 0,
          numLicensedProbes: null,
          numProbesUsed: 0,
          contractStartDate: null,
          customerName: null,
          cutoffAt: null,
          isCutOff: false,
        },
      }),
    );
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/license'));
    await page.goto('/organizations');
    await answered;
    await page.getByRole('heading', { name: 'Organizations' }).waitFor();
    expect(await lines(page)).toBeNull();
    await context.close();
  });
});
