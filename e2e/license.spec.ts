import type { LicenseInfo, Scan } from '@crucible/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, type ApiSession } from './support/api';
import { newContext, newPage, snap, useBrowser } from './support/browser';
import { days, testLicenseKey } from './support/license';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

type Usage = { targets: number; probes: number };

/** The install's recorded usage (targets scanned, probes sent), which the banner reports. */
async function usageOf(session: ApiSession): Promise<Usage> {
  const info = await session.request<LicenseInfo>('GET', '/license');
  return { targets: info.numTargetsUsed, probes: info.numProbesUsed };
}

/**
 * Real usage for the exceeded-limit states: a small scan of the built-in demo target, run to
 * completion by the server's own job worker.
 */
async function scanDemoTarget(session: ApiSession): Promise<void> {
  const [team] = await session.teams();
  if (!team) throw new Error('the admin has no team');
  const demo = (await session.targets(team.id)).find((target) => target.type === 'demo');
  if (!demo) throw new Error('the default team has no demo target');
  const { id } = await session.request<{ id: string }>('POST', '/scans', {
    targetId: demo.id,
    config: { plugins: [{ id: 'prompt-extraction', numTests: 3 }], strategies: ['basic'] },
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const scan = await session.request<Scan>('GET', `/scans/${id}`);
    if (scan.status === 'completed') return;
    if (scan.status === 'failed' || scan.status === 'cancelled') {
      throw new Error(`the usage scan ended ${scan.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the usage scan did not complete in time');
}

describe('license banner', () => {
  const { browser } = useBrowser();
  let admin: ApiSession;
  let used: Usage;

  // Usage is install-wide: expectations are written against what is recorded, so earlier scans
  // (from other spec files) cannot break them.
  beforeAll(async () => {
    admin = await adminSession();
    if ((await usageOf(admin)).probes === 0) await scanDemoTarget(admin);
    used = await usageOf(admin);
  });
  const targetLine = (limit: number) => `Using ${used.targets} of ${limit} licensed targets`;
  const probeLine = (limit: number) => `Using ${used.probes} of ${limit} licensed probes`;
  const roomy = () => ({ targets: (used.targets + 1) * 100, probes: (used.probes + 1) * 100 });

  async function openWithLicense(licenseKey?: string): Promise<Page> {
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
    await admin?.installLicense(testLicenseKey({ expiresAt: days(365), ...roomy() }));
  });

  it('says so when there is no license', async () => {
    const page = await openWithLicense();
    expect(await lines(page)).toEqual(['No license found']);
    await snap(page, 'license-none');
    await page.context().close();
  });

  it('is hidden for a license in good standing', async () => {
    const page = await openWithLicense(testLicenseKey({ expiresAt: days(365), ...roomy() }));
    expect(await lines(page)).toBeNull();
    await page.context().close();
  });

  it('warns when approaching the target limit, with the usage lines', async () => {
    const { probes } = roomy();
    const page = await openWithLicense(
      testLicenseKey({ expiresAt: days(365), targets: used.targets, probes }),
    );
    expect(await lines(page)).toEqual([
      'Approaching target limit',
      targetLine(used.targets),
      probeLine(probes),
    ]);
    await snap(page, 'license-approaching-targets');
    await page.context().close();
  });

  it('warns when approaching the probe limit', async () => {
    const { targets } = roomy();
    const page = await openWithLicense(
      testLicenseKey({ expiresAt: days(365), targets, probes: used.probes }),
    );
    expect(await lines(page)).toEqual([
      'Approaching probe limit',
      targetLine(targets),
      probeLine(used.probes),
    ]);
    await page.context().close();
  });

  it('announces the cut-off date of a recently expired license', async () => {
    const expiresAt = days(-2);
    const limits = roomy();
    const page = await openWithLicense(testLicenseKey({ expiresAt, ...limits }));
    const cutoff = new Date(expiresAt.getTime() + 360 * 3_600_000);
    expect(await lines(page)).toEqual([
      `License expired on ${dateFormat.format(expiresAt)}`,
      targetLine(limits.targets),
      probeLine(limits.probes),
      `You will not be able to start new scans after ${dateFormat.format(cutoff)}`,
    ]);
    await snap(page, 'license-expired');
    await page.context().close();
  });

  it('says new scans are stopped once past the cut-off', async () => {
    const expiresAt = days(-20);
    const page = await openWithLicense(testLicenseKey({ expiresAt, ...roomy() }));
    expect((await lines(page))?.at(-1)).toBe(
      'You still have access to your existing data but cannot start new scans.',
    );
    expect((await lines(page))?.[0]).toBe(`License expired on ${dateFormat.format(expiresAt)}`);
    await snap(page, 'license-cut-off');
    await page.context().close();
  });

  // Exceeded limits: keys whose limits sit just under the usage the demo scan recorded.
  const overLimit = ' (over limit - overage rates apply)';
  const exceededStates: [
    string,
    () => { targets: number; probes: number; overage: boolean },
    () => string[],
  ][] = [
    [
      'too_many_targets',
      () => ({ targets: used.targets - 1, probes: roomy().probes, overage: false }),
      () => ['Target limit exceeded', targetLine(used.targets - 1), probeLine(roomy().probes)],
    ],
    [
      'target_overage',
      () => ({ targets: used.targets - 1, probes: roomy().probes, overage: true }),
      () => [
        'Target limit exceeded',
        targetLine(used.targets - 1) + overLimit,
        probeLine(roomy().probes),
      ],
    ],
    [
      'too_many_probes',
      () => ({ targets: roomy().targets, probes: used.probes - 1, overage: false }),
      () => ['Probe limit exceeded', targetLine(roomy().targets), probeLine(used.probes - 1)],
    ],
    [
      'probe_overage',
      () => ({ targets: roomy().targets, probes: used.probes - 1, overage: true }),
      () => [
        'Probe limit exceeded',
        targetLine(roomy().targets),
        probeLine(used.probes - 1) + overLimit,
      ],
    ],
  ];

  it.each(exceededStates)('reports %s from recorded usage', async (status, terms, expected) => {
    const page = await openWithLicense(testLicenseKey({ expiresAt: days(200), ...terms() }));
    expect((await usageOf(admin)).probes).toBeGreaterThan(0);
    expect((await admin.request<LicenseInfo>('GET', '/license')).status).toBe(status);
    expect(await lines(page)).toEqual(expected());
    if (status === 'target_overage') await snap(page, 'license-target-overage');
    await page.context().close();
  });

  // A status the SPA does not know (a newer server) is shown as invalid: served to the page,
  // since this server only answers the nine known ones.
  it('shows an unknown status as invalid', async () => {
    const context = await newContext(browser(), { session: admin });
    const page = await newPage(context);
    const info: Omit<LicenseInfo, 'status'> & { status: string } = {
      ...(await admin.request<LicenseInfo>('GET', '/license')),
      status: 'tampered',
    };
    await page.route('**/api/v1/license', (route) => route.fulfill({ json: info }));
    await page.goto('/organizations');
    await page.getByTestId('license-banner').waitFor();
    expect(await lines(page)).toEqual(['License is invalid. Please contact support.']);
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
