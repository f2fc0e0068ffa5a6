// `pnpm --filter @app/site budget` (after a build): per route, the gzip bytes of its HTML, of the CSS
// and JS it loads up front (static imports followed; lazily imported chunks are not counted) and the
// number of islands. Exits non-zero when a page without islands loads framework (React) JavaScript,
// or, with --max-js-kb=N, when a route's JS exceeds N KB gzip.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist');
const maxJsKb = Number(process.argv.find((a) => a.startsWith('--max-js-kb='))?.slice(12) ?? Number.NaN);

if (!existsSync(dist)) {
  console.error(`No build at ${dist}: run the site build first.`);
  process.exit(2);
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const read = (file: string) => readFileSync(file, 'utf8');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const toFile = (url: string, from: string) =>
  url.startsWith('/') ? join(dist, url.split('?')[0] ?? url) : resolve(dirname(from), url.split('?')[0] ?? url);

// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const match of read(file).matchAll(STATIC_IMPORT)) stack.push(toFile(match[1] as string, file));
  }
  return seen;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

type Row = { route: string; html: number; css: number; js: number; islands: number; framework: boolean };
const rows: Row[] = [];
const pages = htmlFiles(dist).sort();

// Framework code: the islands' renderer (React's client) and everything it imports statically.
const rendererUrls = new Set<string>();
for (const page of pages) {
  for (const tag of read(page).match(/<astro-island\b[^>]*>/g) ?? []) {
    const url = attr(tag, 'renderer-url');
    if (url) rendererUrls.add(toFile(url, page));
  }
}
const frameworkFiles = closure([...rendererUrls]);
const looksLikeReact = (file: string) =>
  /react-dom|__REACT_DEVTOOLS|react\.(?:production|development)/.test(read(file));

for (const page of pages) {
  const html = read(page);
  const islands = html.match(/<astro-island\b[^>]*>/g) ?? [];
  const jsEntries: string[] = [];
  let inlineJs = '';
  for (const tag of islands) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      if (url) jsEntries.push(toFile(url, page));
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = match;
    const src = attr(` ${attrs}`, 'src');
    if (src) jsEntries.push(toFile(src, page));
    else if (!/type="application\/(?:ld\+)?json"/.test(attrs)) {
      inlineJs += body;
      for (const imp of body.matchAll(STATIC_IMPORT)) jsEntries.push(toFile(imp[1] as string, page));
    }
  }
  const jsFiles = closure(jsEntries);
  let css = '';
  for (const match of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = attr(match[0], 'href');
    if (href && existsSync(toFile(href, page))) css += read(toFile(href, page));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += match[1];
  const js = [...jsFiles].map(read).join('\n') + inlineJs;
  const framework = [...jsFiles].some((f) => frameworkFiles.has(f) || looksLikeReact(f));
  const route = `/${relative(dist, page)
    .replace(/(?:^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;
  rows.push({ route, html: gz(html), css: css ? gz(css) : 0, js: js ? gz(js) : 0, islands: islands.length, framework });
}

// Print one line per route; university detail pages are alike, so they are summarised after the first.
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
console.log(`${'route'.padEnd(28)}${'HTML'.padStart(9)}${'CSS'.padStart(9)}${'JS'.padStart(9)}  islands  framework`);
let detailShown = 0;
const details = rows.filter((r) => /^\/universities\/[^/]+$/.test(r.route));
for (const row of rows) {
  if (details.includes(row) && detailShown++ > 0) continue;
  const name = details.includes(row) && details.length > 1 ? `${row.route} (+${details.length - 1} alike)` : row.route;
  console.log(
    `${name.padEnd(28)}${kb(row.html)}${kb(row.css)}${kb(row.js)}  ${String(row.islands).padStart(7)}  ${row.framework ? 'yes' : 'no'}`,
  );
}

const offenders = rows.filter((r) => r.islands === 0 && r.framework);
const overBudget = Number.isFinite(maxJsKb) ? rows.filter((r) => r.js > maxJsKb * 1024) : [];
for (const r of offenders) console.error(`✗ ${r.route}: no islands, but it loads framework JavaScript`);
for (const r of overBudget) console.error(`✗ ${r.route}: ${kb(r.js).trim()} of JS exceeds ${maxJsKb} KB gzip`);
if (offenders.length > 0 || overBudget.length > 0) process.exit(1);
console.log(`✓ ${rows.length} pages; pages without islands ship no framework JavaScript.`);
