// No page or island of either app turns text into markup, except the few reviewed places below, none
// of which takes user content. A new raw-HTML sink fails here until it is reviewed and listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from './seo';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['site/src', 'admin/src'];
const SINK =
  /set:html|dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/;

/** file → the exact lines allowed to hold a sink, and why each is safe. */
const REVIEWED: Record<string, Record<string, string>> = {
  // A lucide-static SVG chosen by icon name (unknown names fall back to Circle); the label is escaped.
  'site/src/components/Icon.astro': { '<Fragment set:html={html} />': 'build-time icon markup' },
  // JSON-LD built by jsonLdText, which escapes `<` so no value can close the script element.
  'site/src/layouts/BaseLayout.astro': {
    '{jsonLd.map((data) => <script type="application/ld+json" set:html={jsonLdText(data)} />)}': 'escaped JSON',
    // A constant script whose hash the CSP build step knows (integrations/complete-csp.ts).
    '<script is:inline set:html={SESSION_HINT_SCRIPT} />': 'constant script',
  },
  // A constant close icon; notice texts go through textContent.
  'site/src/lib/toaster-mount.ts': { 'close.innerHTML = CLOSE_ICON;': 'constant SVG' },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(astro|tsx?|jsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('raw HTML sinks', () => {
  it('exist only in the reviewed places, none of which takes user content', () => {
    const found: string[] = [];
    for (const source of SOURCES) {
      for (const file of sourceFiles(join(repo, source))) {
        const name = relative(repo, file);
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (SINK.test(line) && !REVIEWED[name]?.[line.trim()]) found.push(`${name}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('the JSON-LD sink cannot be closed by data from the database', () => {
    const hostile = { name: '</script><img src=x onerror=alert(1)>', description: '<!-- <script>' };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
