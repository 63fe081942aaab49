import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { usageDaily } from '../../db/schema';
import { addOrgMember, call, register, registerOrgAdmin, useTestApp } from '../../../test/harness';
import { generateLicenseKeyPair, signLicense } from './license-key';
import { assertCanStartScans, getLicenseInfo } from './service';

const keys = generateLicenseKeyPair();
const publicKeyB64 = Buffer.from(keys.publicKeyPem).toString('base64');
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const sign = (overrides: Partial<Parameters<typeof signLicense>[0]> = {}) =>
  signLicense(
    {
      customerName: 'Acme Corp',
      contractStartDate: daysFromNow(-30),
      expiresAt: daysFromNow(300),
      numLicensedTargets: 10,
      numLicensedProbes: 1000,
      allowOverage: false,
      ...overrides,
    },
    keys.privateKeyPem,
  );

describe('license without a verification key', () => {
  // License rows are install-wide, so these files never share a database.
  const ctx = useTestApp({ private: true });

  it('answers no_license and keeps working', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/license', caller: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
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
    });
    const install = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: admin,
      payload: { licenseKey: sign() },
    });
    expect(install.statusCode).toBe(400);
    expect(install.json().error.details[0].path).toBe('licenseKey');
  });

  it('needs a signed-in member of an organization', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/license' })).statusCode).toBe(401);
    const loner = await register(ctx.app);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/license', caller: loner })).statusCode,
    ).toBe(403);
  });
});

describe('license keys', () => {
  const ctx = useTestApp({ private: true, env: { CRUCIBLE_LICENSE_PUBLIC_KEY: publicKeyB64 } });
  const deps = () => ctx.app.deps.license;
  const addUsage = async (targets: number, probesEach: number) => {
    const rows = Array.from({ length: targets }, () => ({
      organizationId: randomUUID(),
      targetId: randomUUID(),
      day: new Date().toISOString().slice(0, 10),
      probes: probesEach,
    }));
    await ctx.database.db.insert(usageDaily).values(rows);
  };

  it('installs a signed key for administrators only and reports it', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const member = await addOrgMember(ctx.app, admin);
    const licenseKey = sign();
    const refused = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: member,
      payload: { licenseKey },
    });
    expect(refused.statusCode).toBe(403);
    const tampered = licenseKey.replace(
      /\.([^.]+)\./,
      (_m, payload: string) => `.${payload.slice(0, -2)}xx.`,
    );
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: admin,
      payload: { licenseKey: tampered },
    });
    expect(bad.statusCode).toBe(400);
    const notAKey = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: admin,
      payload: { licenseKey: 'hello' },
    });
    expect(notAKey.json().error.details).toEqual([
      { path: 'licenseKey', message: 'This is not a Crucible license key' },
    ]);
    const installed = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: admin,
      payload: { licenseKey },
    });
    expect(installed.statusCode).toBe(200);
    expect(installed.json()).toMatchObject({
      status: 'ok',
      customerName: 'Acme Corp',
      numLicensedTargets: 10,
      numLicensedProbes: 1000,
      isCutOff: false,
    });
    const read = await call(ctx.app, { method: 'GET', url: '/api/v1/license', caller: member });
    expect(read.json()).toEqual(installed.json());
  });

  it('moves through the usage statuses as targets and probes are used', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const put = (licenseKey: string) =>
      call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/license',
        caller: admin,
        payload: { licenseKey },
      });
    await put(sign({ numLicensedTargets: 10, numLicensedProbes: 1000 }));
    await addUsage(9, 10);
    expect((await getLicenseInfo(deps())).status).toBe('approaching_target_limit');
    await addUsage(2, 10);
    const over = await getLicenseInfo(deps());
    expect(over).toMatchObject({
      status: 'too_many_targets',
      numTargetsUsed: 11,
      numProbesUsed: 110,
    });
    await put(sign({ numLicensedTargets: 10, allowOverage: true }));
    expect((await getLicenseInfo(deps())).status).toBe('target_overage');
    await put(sign({ numLicensedTargets: 100, numLicensedProbes: 120 }));
    expect((await getLicenseInfo(deps())).status).toBe('approaching_probe_limit');
    await put(sign({ numLicensedTargets: 100, numLicensedProbes: 100 }));
    expect((await getLicenseInfo(deps())).status).toBe('too_many_probes');
    await put(sign({ numLicensedTargets: 100, numLicensedProbes: 100, allowOverage: true }));
    expect((await getLicenseInfo(deps())).status).toBe('probe_overage');
  });

  it('counts only usage since the contract started', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: admin,
      payload: { licenseKey: sign({ contractStartDate: daysFromNow(2) }) },
    });
    expect(await getLicenseInfo(deps())).toMatchObject({
      numTargetsUsed: 0,
      numProbesUsed: 0,
      status: 'ok',
    });
  });

  it('expires, then cuts off new scans 360 hours later', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const put = (licenseKey: string) =>
      call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/license',
        caller: admin,
        payload: { licenseKey },
      });
    const recently = (
      await put(
        sign({ expiresAt: daysFromNow(-1), numLicensedTargets: 1000, numLicensedProbes: 100000 }),
      )
    ).json();
    expect(recently).toMatchObject({ status: 'expired', isCutOff: false });
    expect(new Date(recently.cutoffAt).getTime() - new Date(recently.expiresAt).getTime()).toBe(
      360 * 3_600_000,
    );
    await expect(assertCanStartScans(deps())).resolves.toBeUndefined();
    const longAgo = (
      await put(
        sign({ expiresAt: daysFromNow(-16), numLicensedTargets: 1000, numLicensedProbes: 100000 }),
      )
    ).json();
    expect(longAgo).toMatchObject({ status: 'expired', isCutOff: true });
    await expect(assertCanStartScans(deps())).rejects.toMatchObject({
      code: 'LICENSE_CUTOFF',
      message: 'You still have access to your existing data but cannot start new scans.',
    });
  });
});

describe('license key from the environment', () => {
  const ctx = useTestApp({
    private: true,
    env: {
      CRUCIBLE_LICENSE_PUBLIC_KEY: keys.publicKeyPem,
      CRUCIBLE_LICENSE_KEY: sign({ customerName: 'From Env' }),
    },
  });

  it('is in force until one is installed through the API', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/license', caller: admin });
    expect(response.json()).toMatchObject({ status: 'ok', customerName: 'From Env' });
  });
});
