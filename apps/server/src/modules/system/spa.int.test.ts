import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/harness';

const webDir = mkdtempSync(join(tmpdir(), 'crucible-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><title>Crucible</title><div id="root"></div>',
);
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');

describe('serving the web app', () => {
  const ctx = useTestApp({ env: { CRUCIBLE_WEB_DIR: webDir } });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('answers client-side routes with index.html, including ones that begin with "api"', async () => {
    for (const url of ['/', '/login', '/api-tokens', '/organizations/x/teams']) {
      const response = await call(ctx.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('keeps JSON 404s for the API and long-lived caching for built assets', async () => {
    const api = await call(ctx.app, { method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const asset = await call(ctx.app, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await call(ctx.app, { method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });
});
