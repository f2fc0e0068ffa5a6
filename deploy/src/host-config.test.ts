import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHeaderLines, headersFor, parseCsp, parseHeaders, parseRedirects, redirectFor } from './host-rules.ts';

// The host configuration both apps deploy with (Cloudflare Pages' _headers and _redirects, in each app's
// public/ folder; the site's fixed redirects are in site/host/, completed by the build with one rule per
// university): what a visitor's browser gets from production.

const root = join(import.meta.dirname, '..', '..');
const read = (app: string, file: string, folder = 'public') => readFileSync(join(root, app, folder, file), 'utf8');
const apps = {
  site: {
    headers: parseHeaders(read('site', '_headers')),
    redirects: parseRedirects(read('site', '_redirects', 'host')),
  },
  admin: { headers: parseHeaders(read('admin', '_headers')), redirects: parseRedirects(read('admin', '_redirects')) },
};
const page = { site: '/universities/', admin: '/admin/universities' };
const asset = { site: '/_astro/index.Bx1c2d3e.js', admin: '/assets/index-DqteEgcl.js' };

describe.each(['site', 'admin'] as const)('%s', (app) => {
  const { headers } = apps[app];
  const html = headersFor(headers, page[app]);
  const csp = parseCsp(html.get('content-security-policy') ?? '');

  it('pages carry HSTS, nosniff, a referrer policy and may not be framed', () => {
    expect(html.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/);
    expect(Number(/max-age=(\d+)/.exec(html.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(html.get('x-content-type-options')).toBe('nosniff');
    expect(html.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(html.get('x-frame-options')).toBe('DENY');
  });

  it('the Content-Security-Policy allows scripts from the app itself only, never inline or eval', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('connect-src')).toBe(true);
  });

  it('the file stays within the host limits (lines of at most 2,000 characters, 100 rules)', () => {
    expect(() => checkHeaderLines(read(app, '_headers'))).not.toThrow();
    expect(() => checkHeaderLines(`/*\n  X-Long: ${'a'.repeat(1991)}\n`)).toThrow('line 2 (X-Long) is 2001 characters');
    expect(() => checkHeaderLines(Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: b`).join('\n'))).toThrow(
      '101 rules',
    );
  });

  it('HTML is revalidated on every visit; hashed assets are cached for a year', () => {
    expect(html.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(headers, asset[app]).get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('site', () => {
  it('styles: only the app and the hashes the build adds, no inline styles', () => {
    const csp = parseCsp(headersFor(apps.site.headers, '/').get('content-security-policy') ?? '');
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('/stories redirects permanently to the canonical /community-blog', () => {
    for (const path of ['/stories', '/stories/']) {
      expect(redirectFor(apps.site.redirects, path)).toMatchObject({ to: '/community-blog', status: 301 });
    }
    expect(redirectFor(apps.site.redirects, '/community-blog')).toBeUndefined();
  });
});

describe('admin', () => {
  it("styles may be inline (MUI's emotion injects them); the console is never indexed", () => {
    const headers = headersFor(apps.admin.headers, '/admin');
    expect(parseCsp(headers.get('content-security-policy') ?? '').get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('every console route is answered with the single-page app', () => {
    for (const path of ['/admin', '/admin/', '/admin/universities', '/admin/news/3']) {
      expect(redirectFor(apps.admin.redirects, path), path).toMatchObject({ to: '/index.html', status: 200 });
    }
    expect(redirectFor(apps.admin.redirects, '/assets/index-DqteEgcl.js')).toBeUndefined();
  });
});
