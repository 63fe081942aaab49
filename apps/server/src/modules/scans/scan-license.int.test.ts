import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, useTestApp } from '../../../test/harness';
import { demoTargetOf } from '../../../test/scan-harness';
import { generateLicenseKeyPair, signLicense } from '../license/license-key';

const keys = generateLicenseKeyPair();
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('scans after the license cut-off', () => {
  // License rows are install-wide: a database of its own.
  const ctx = useTestApp({
    private: true,
    env: { CRUCIBLE_LICENSE_PUBLIC_KEY: Buffer.from(keys.publicKeyPem).toString('base64') },
  });

  it('refuses new scans with the spec message, keeps existing data readable', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const start = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/scans',
        caller: admin,
        payload: { targetId, config: { plugins: ['hijacking'], numTests: 1 } },
      });
    const before = await start();
    expect(before.statusCode).toBe(201);

    const licenseKey = signLicense(
      {
        customerName: 'Acme',
        contractStartDate: daysFromNow(-400),
        expiresAt: daysFromNow(-16),
        numLicensedTargets: 10,
        numLicensedProbes: 1000,
        allowOverage: false,
      },
      keys.privateKeyPem,
    );
    const put = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: admin,
      payload: { licenseKey },
    });
    expect(put.json()).toMatchObject({ isCutOff: true });

    const after = await start();
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({
      error: {
        code: 'LICENSE_CUTOFF',
        message: 'You still have access to your existing data but cannot start new scans.',
      },
    });
    const rerun = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${before.json().id}/rerun`,
      caller: admin,
    });
    expect(rerun.statusCode).toBe(403);
    const read = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${before.json().id}`,
      caller: admin,
    });
    expect(read.statusCode).toBe(200);
  });
});
