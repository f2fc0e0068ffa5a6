import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeBuiltCsp, extendCspInHeaders, inlineHashes } from './csp.ts';
import { parseCsp } from './host-rules.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline code the policy must allow', () => {
  it('hashes inline classic and module scripts and styles, byte for byte', () => {
    const html = `<head><script>(function(){ window.x = 1 })();</script><style>astro-island{display:contents}</style>
      <script type="module">import('/a.js')</script></head>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('(function(){ window.x = 1 })();'), sha("import('/a.js')")],
      styles: [sha('astro-island{display:contents}')],
    });
  });

  it('skips external scripts and data blocks such as JSON-LD, which never run', () => {
    const html = `<script type="module" src="/_astro/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineHashes(html).scripts).toEqual([]);
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

  it('collects the inline code of every page of a build into its _headers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, '_headers'), headers);
    writeFileSync(join(dir, 'index.html'), '<script>one()</script>');
    mkdirSync(join(dir, 'news'));
    writeFileSync(join(dir, 'news', 'index.html'), '<script>two()</script><style>p{}</style>');
    completeBuiltCsp(dir, { connect: ['http://127.0.0.1:54321'] });
    const csp = parseCsp(/Content-Security-Policy: (.*)/.exec(readFileSync(join(dir, '_headers'), 'utf8'))?.[1] ?? '');
    expect(csp.get('script-src')?.sort()).toEqual(["'self'", sha('one()'), sha('two()')].sort());
    expect(csp.get('style-src')).toEqual(["'self'", sha('p{}')]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });
});
