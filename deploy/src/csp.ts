import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkHeaderLines, parseCsp } from './host-rules.ts';

// The checked-in `_headers` of each app holds a strict Content-Security-Policy. Two parts of it depend
// on the build: the hashes of the inline scripts and styles the framework emits (Astro's island
// hydration and the site's pre-paint session hint), and the origin of the Supabase project the build
// talks to. The build adds them here, after it wrote the HTML, so the policy never needs 'unsafe-inline'
// for scripts. Only scripts the app declares as its own are hashed: hashing whatever a page carries
// would allow a script that reached the HTML through content (an injected <script> in a text baked in
// at build time), so such a page fails the build instead.

export interface CspAdditions {
  'script-src'?: string[];
  'frame-src'?: string[];
  'style-src'?: string[];
  'connect-src'?: string[];
  'img-src'?: string[];
}

/** The bodies of executable inline scripts (no src; classic or module) and of inline styles. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD, JSON) are never executed, so CSP does not apply to them.
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(body);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (match[1]) styles.push(match[1]);
  }
  return { scripts, styles };
}

export function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Adds sources to directives of every Content-Security-Policy line of a `_headers` text. */
export function extendCspInHeaders(headersText: string, additions: CspAdditions): string {
  let found = false;
  const out = headersText.replace(/^(\s+Content-Security-Policy:\s*)(.+)$/gim, (_line, prefix: string, policy) => {
    found = true;
    const directives = parseCsp(policy);
    for (const [name, sources] of Object.entries(additions) as [keyof CspAdditions, string[]][]) {
      const current = directives.get(name);
      if (!current) throw new Error(`_headers: the Content-Security-Policy has no ${name} directive to extend`);
      directives.set(name, [...new Set([...current, ...sources])]);
    }
    return `${prefix}${[...directives].map(([name, list]) => [name, ...list].join(' ')).join('; ')}`;
  });
  if (!found) throw new Error('_headers: no Content-Security-Policy line found');
  return out;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The origin the browser reaches the backend at, for connect-src. */
export function backendOrigin(supabaseUrl: string): string {
  return new URL(supabaseUrl).origin;
}

export interface BuiltCspOptions {
  connect: string[];
  /** Origins pictures may come from (the console's previews of uploaded images). */
  images?: string[];
  /** Third-party origins whose scripts and frames a page loads on demand (the human-check widget). */
  widgets?: string[];
  /** The exact text of every inline script the app's own code emits; any other inline script fails. */
  knownScripts: string[];
  hashStyles?: boolean;
}

/**
 * Completes `<outDir>/_headers` after a build: the hashes of the known inline scripts the built HTML
 * uses and of its inline styles, plus `connect` origins. Fails the build when the file or its policy is
 * missing, when a page carries an inline script that is not known (naming the page), or when a line
 * grows past what the host accepts.
 */
export function completeBuiltCsp(outDir: string, options: BuiltCspOptions): void {
  const file = join(outDir, '_headers');
  if (!existsSync(file)) throw new Error(`${file} is missing: the app's public/_headers must be copied into the build`);
  const known = new Set(options.knownScripts);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const unknown: string[] = [];
  for (const path of htmlFiles(outDir)) {
    const found = inlineCode(readFileSync(path, 'utf8'));
    for (const script of found.scripts) {
      if (known.has(script)) scripts.add(hashSource(script));
      else unknown.push(`${relative(outDir, path)}: ${JSON.stringify(script.slice(0, 80))}`);
    }
    for (const style of found.styles) styles.add(hashSource(style));
  }
  if (unknown.length > 0) {
    throw new Error(
      `Inline scripts that no component of this app emits (content must never carry a script; the policy will not allow them):\n  - ${unknown.join('\n  - ')}`,
    );
  }
  const widgets = options.widgets ?? [];
  const additions: CspAdditions = {
    'script-src': [...scripts, ...widgets],
    'connect-src': [...options.connect, ...widgets],
  };
  if (widgets.length) additions['frame-src'] = widgets;
  if (options.images?.length) additions['img-src'] = options.images;
  if (options.hashStyles !== false) additions['style-src'] = [...styles];
  const completed = extendCspInHeaders(readFileSync(file, 'utf8'), additions);
  checkHeaderLines(completed);
  writeFileSync(file, completed);
}
