import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuild, startStaticServer } from './static-server.ts';

// The console's real host rules (admin/public) on a small build, served as Cloudflare Pages would.

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-DqteEgcl.js'), 'console.log(1)');
  for (const file of ['_headers', '_redirects']) {
    copyFileSync(join(import.meta.dirname, '..', '..', 'admin', 'public', file), join(dir, file));
  }
  const build = loadBuild(dir);
  server = await startStaticServer({ port: 0, current: () => build });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the console as deployed', () => {
  it('answers every /admin route with the app shell and its security headers', async () => {
    for (const path of ['/admin', '/admin/universities', '/admin/news/3', '/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe('<div id="root"></div>');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('serves hashed assets with a year of caching, and never its host configuration', async () => {
    const asset = await fetch(`${base}/assets/index-DqteEgcl.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(await (await fetch(`${base}/_headers`)).text()).toBe('<div id="root"></div>');
  });

  it('never serves its host configuration under another spelling of the path', async () => {
    for (const path of [
      '/%5Fheaders',
      '/%5fredirects',
      '/_headers/',
      '/_redirects//',
      '/assets/../_headers',
      '/./_headers',
    ]) {
      const text = await (await fetch(`${base}${path}`)).text();
      expect(text, path).not.toContain('Content-Security-Policy');
      expect(text, path).not.toContain('/admin/*');
    }
  });
});
