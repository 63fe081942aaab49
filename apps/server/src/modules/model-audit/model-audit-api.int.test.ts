import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  registerOrgAdmin,
  type Caller,
} from '../../../test/harness';
import { benignSafetensors, maliciousPickle, uploadModelFiles } from '../../../test/model-files';
import { useScanApp } from '../../../test/scan-harness';
import { uploadFolderOf } from './storage';

const dataDir = mkdtempSync(join(tmpdir(), 'crucible-ma-data-'));
const root = mkdtempSync(join(tmpdir(), 'crucible-ma-root-'));
const outside = mkdtempSync(join(tmpdir(), 'crucible-ma-outside-'));
mkdirSync(join(root, 'models'));
writeFileSync(join(root, 'models', 'evil.pkl'), maliciousPickle());
writeFileSync(join(root, 'models', 'model.safetensors'), benignSafetensors());
writeFileSync(join(outside, 'secret.pkl'), maliciousPickle());
symlinkSync(outside, join(root, 'escape'));

const ctx = useScanApp({
  env: {
    CRUCIBLE_DATA_DIR: dataDir,
    CRUCIBLE_MODEL_AUDIT_ROOT: root,
    CRUCIBLE_MODEL_AUDIT_MAX_BYTES: '4096',
  },
});
afterAll(() => {
  for (const dir of [dataDir, root, outside]) rmSync(dir, { recursive: true, force: true });
});

async function waitForScan(caller: Caller, id: string) {
  for (let i = 0; i < 200; i++) {
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/model-audit/scans/${id}`,
      caller,
    });
    const scan = response.json();
    if (scan.status === 'completed' || scan.status === 'failed') return scan;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the scan did not finish');
}

describe('model audit scans', () => {
  it('uploads a malicious pickle and a benign safetensors file and finds the pickle critical', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await uploadModelFiles(ctx.app, admin, admin.defaultTeamId, [
      { name: 'model/evil.bin', bytes: maliciousPickle() },
      { name: 'model/model.safetensors', bytes: benignSafetensors() },
    ]);
    expect(created.statusCode).toBe(202);
    const { id, status } = created.json();
    expect(status).toBe('queued');

    const scan = await waitForScan(admin, id);
    expect(scan).toMatchObject({
      status: 'completed',
      source: 'upload',
      names: ['model/evil.bin', 'model/model.safetensors'],
      files: 2,
      verdict: 'unsafe',
      createdBy: { id: admin.userId },
    });
    expect(scan.progress.bytesDone).toBe(scan.progress.bytesTotal);
    expect(scan.bytes).toBe(maliciousPickle().length + benignSafetensors().length);
    expect(scan.counts.critical).toBeGreaterThan(0);
    const critical = scan.findings.filter((f: { severity: string }) => f.severity === 'critical');
    expect(critical[0]).toMatchObject({ file: 'model/evil.bin', global: 'posix.system' });
    expect(critical[0].explanation).not.toBe('');
    expect(critical[0].remediation).not.toBe('');
    // Nothing at medium or above on the safetensors file.
    expect(
      scan.findings.filter(
        (f: { file: string; severity: string }) =>
          f.file === 'model/model.safetensors' &&
          ['critical', 'high', 'medium'].includes(f.severity),
      ),
    ).toEqual([]);
    // The uploaded files are deleted right after the scan is recorded (KEEP_UPLOADS unset).
    await expect.poll(() => existsSync(uploadFolderOf(ctx.config, id))).toBe(false);

    const sarif = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/model-audit/scans/${id}/sarif`,
      caller: admin,
    });
    expect(sarif.statusCode).toBe(200);
    expect(sarif.headers['content-disposition']).toMatch(
      /attachment; filename="model-audit-.*\.sarif"/,
    );
    const log = sarif.json();
    expect(log.version).toBe('2.1.0');
    expect(
      log.runs[0].results.some(
        (r: {
          level: string;
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }) =>
          r.level === 'error' &&
          r.locations[0]!.physicalLocation.artifactLocation.uri === 'model/evil.bin',
      ),
    ).toBe(true);

    const json = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/model-audit/scans/${id}/report?format=json`,
      caller: admin,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().summary).toMatchObject({ files: 2, verdict: 'unsafe' });
    expect(json.json().findings.length).toBe(scan.findings.length);

    expect(await auditRows(ctx, admin.organizationId, 'model-audit.create')).toEqual([
      { actorUserId: admin.userId, subject: 'ModelAudit', subjectId: id, statusCode: 202 },
    ]);
  });

  it("lists a team's scans with filters and pagination", async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const ids: string[] = [];
    for (const bytes of [maliciousPickle(), benignSafetensors(), benignSafetensors()]) {
      const response = await uploadModelFiles(ctx.app, admin, admin.defaultTeamId, [
        { name: bytes[0] === 0x80 ? 'a.pkl' : 'b.safetensors', bytes },
      ]);
      ids.push(response.json().id);
    }
    for (const id of ids) await waitForScan(admin, id);
    const list = (query: string) =>
      call(ctx.app, {
        method: 'GET',
        url: `/api/v1/model-audit/scans?teamId=${admin.defaultTeamId}${query}`,
        caller: admin,
      }).then((response) => response.json());
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([...ids].reverse());
    const unsafe = await list('&verdict=unsafe');
    expect(unsafe.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    const clean = await list('&verdict=clean&limit=1&offset=1');
    expect(clean).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(clean.items.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    expect((await list('&status=queued')).total).toBe(0);
    expect(
      (await list(`&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`))
        .total,
    ).toBe(0);
  });

  it('scans a path below the root and refuses paths that escape it, naming path', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const post = (path: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/model-audit/scans',
        caller: admin,
        payload: { teamId: admin.defaultTeamId, path },
      });
    for (const path of [
      '../etc',
      'models/../../etc',
      'escape',
      'escape/secret.pkl',
      outside,
      '/etc',
    ]) {
      const refused = await post(path);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().error.details[0].path).toBe('path');
    }
    const created = await post('models');
    expect(created.statusCode).toBe(202);
    const scan = await waitForScan(admin, created.json().id);
    expect(scan).toMatchObject({ source: 'path', names: ['models'], files: 2, verdict: 'unsafe' });
    expect(
      scan.findings.some(
        (f: { file: string; severity: string }) =>
          f.file === 'evil.pkl' && f.severity === 'critical',
      ),
    ).toBe(true);
    // The files on the server are the operator's: never deleted.
    expect(existsSync(join(root, 'models', 'evil.pkl'))).toBe(true);
  });

  it('answers a path outside the root the same whether or not anything is there', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const post = (path: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/v1/model-audit/scans',
        caller: admin,
        payload: { teamId: admin.defaultTeamId, path },
      });
    const outsideRoot = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'The path is outside the model audit root',
        details: [{ path: 'path', message: 'The path is outside the model audit root' }],
      },
    };
    // The server's file system outside the root is no oracle: a file that exists and one that
    // does not get one answer, directly or through a symlink in the root.
    for (const path of [
      join(outside, 'secret.pkl'),
      join(outside, 'no-such-file.pkl'),
      '/no-such-folder/x.pkl',
      'escape/secret.pkl',
      'escape/no-such-file.pkl',
    ]) {
      const refused = await post(path);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json(), path).toEqual(outsideRoot);
    }
    // Below the root a missing file is still named as such.
    const missing = await post('models/no-such-file.pkl');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('No file or folder at this path');
  });

  it('refuses uploads over the size limit (413) and uploads without a team', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const big = await uploadModelFiles(ctx.app, admin, admin.defaultTeamId, [
      { name: 'a.bin', bytes: Buffer.alloc(3000) },
      { name: 'b.bin', bytes: Buffer.alloc(3000) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.details[0].path).toBe('files');
    const noTeam = await uploadModelFiles(ctx.app, admin, undefined, [
      { name: 'a.bin', bytes: Buffer.alloc(10) },
    ]);
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error.details[0].path).toBe('teamId');
    const traversal = await uploadModelFiles(ctx.app, admin, admin.defaultTeamId, [
      { name: '../a.bin', bytes: Buffer.alloc(10) },
    ]);
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().error.details[0].path).toBe('files');
  });

  it('bounds the form fields of an upload too, not only its files', async () => {
    // Fields are kept in memory (and read before the caller is authorized to scan): ten of
    // 1000 bytes already pass this server's 4096-byte upload limit.
    const admin = await registerOrgAdmin(ctx.app);
    const send = async (fields: number, size: number) => {
      const form = new FormData();
      form.append('teamId', admin.defaultTeamId);
      for (let i = 0; i < fields; i++) form.append(`note${i}`, 'x'.repeat(size));
      form.append('files', new Blob([new Uint8Array(benignSafetensors())]), 'model.safetensors');
      const encoded = new Response(form);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/model-audit/scans',
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: { cookie: admin.cookie, 'content-type': encoded.headers.get('content-type')! },
      });
    };
    // Past the upload limit in fields; many short fields; one long field.
    for (const [fields, size] of [
      [10, 1000],
      [100, 1],
      [1, 3000],
    ] as const) {
      const response = await send(fields, size);
      expect(response.statusCode, `${fields} × ${size}: ${response.body}`).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        details: [{ path: 'files' }],
      });
    }
    expect((await send(2, 10)).statusCode).toBe(202);
  });

  it('lets Viewers read but not scan, and answers 404 to another organization', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const created = await uploadModelFiles(ctx.app, admin, admin.defaultTeamId, [
      { name: 'evil.pkl', bytes: maliciousPickle() },
    ]);
    const id = created.json().id;
    await waitForScan(admin, id);
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const read = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/model-audit/scans/${id}`,
      caller: viewer,
    });
    expect(read.statusCode).toBe(200);
    const denied = await uploadModelFiles(ctx.app, viewer, admin.defaultTeamId, [
      { name: 'evil.pkl', bytes: maliciousPickle() },
    ]);
    expect(denied.statusCode).toBe(403);
    const deniedPath = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/model-audit/scans',
      caller: viewer,
      payload: { teamId: admin.defaultTeamId, path: 'models' },
    });
    expect(deniedPath.statusCode).toBe(403);

    const stranger = await registerOrgAdmin(ctx.app, 'Other');
    for (const url of [
      `/api/v1/model-audit/scans/${id}`,
      `/api/v1/model-audit/scans/${id}/sarif`,
    ]) {
      expect((await call(ctx.app, { method: 'GET', url, caller: stranger })).statusCode).toBe(404);
    }
    const foreignList = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/model-audit/scans?teamId=${admin.defaultTeamId}`,
      caller: stranger,
    });
    expect(foreignList.statusCode).toBe(404);
    const foreignUpload = await uploadModelFiles(ctx.app, stranger, admin.defaultTeamId, [
      { name: 'evil.pkl', bytes: maliciousPickle() },
    ]);
    expect(foreignUpload.statusCode).toBe(404);
  });
});
