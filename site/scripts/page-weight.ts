// Page weight of a static build, per route: the gzip bytes of its HTML, of the CSS and JS it loads up
// front (static imports followed; lazily imported chunks are not counted), the bytes of the pictures it
// loads up front (eager ones; lazy ones wait for the reader to scroll to them), the number of islands and
// whether it loads framework (React) code. Used by `pnpm budget` (scripts/budget.ts) and `pnpm bench`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export type PageWeight = {
  route: string;
  html: number;
  css: number;
  js: number;
  /** Up-front picture bytes: per eager <picture>, its largest AVIF copy (what a large phone may fetch). */
  images: number;
  /** The page asks search engines not to index it (account and sign-in pages). */
  noindex: boolean;
  islands: number;
  framework: boolean;
};

/** Pictures a page loads up front, KB (they are already compressed: counted as stored). */
export const IMAGE_BUDGET_KB = 150;

/** JavaScript a route may load up front, gzip KB: every route, and the island pages that only read data. */
export const JS_BUDGET_KB = { route: 100, readOnlyIslandPage: 85 } as const;

/** Island pages that send nothing (no form writes): they read data, or only filter what the page has. */
export const READ_ONLY_ISLAND_ROUTES = [
  '/accommodation',
  '/programs',
  '/resources',
  '/scholarships',
  '/transportation',
  '/universities',
] as const;

/** Pages of one kind (university details, program pages), reported and audited once per kind. */
export const ALIKE_ROUTES = [
  /^\/universities\/[^/]+$/,
  /^\/programs\/[^/]+\/[^/]+$/,
  /^\/countries\/[a-z]{2}$/,
  /^\/scholarships\/[^/]+$/,
];

export function jsBudgetKb(route: string): number {
  return (READ_ONLY_ISLAND_ROUTES as readonly string[]).includes(route)
    ? JS_BUDGET_KB.readOnlyIslandPage
    : JS_BUDGET_KB.route;
}

export function measurePages(dist: string): PageWeight[] {
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

  const rows: PageWeight[] = [];
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
    let images = 0;
    for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
      if (/loading="lazy"/.test(picture)) continue;
      const srcset = /<source\b[^>]*type="image\/avif"[^>]*>/.exec(picture)?.[0];
      const candidates = (srcset ? (attr(srcset, 'srcset') ?? '') : '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean)
        .map((url) => toFile(url.replaceAll('&#38;', '&').replaceAll('&amp;', '&'), page))
        .filter((file) => existsSync(file));
      images += Math.max(0, ...candidates.map((file) => statSync(file).size));
    }
    const route = `/${relative(dist, page)
      .replace(/(?:^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    rows.push({
      route,
      html: gz(html),
      css: css ? gz(css) : 0,
      js: js ? gz(js) : 0,
      images,
      noindex: /<meta\b[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(html),
      islands: islands.length,
      framework,
    });
  }
  return rows;
}
