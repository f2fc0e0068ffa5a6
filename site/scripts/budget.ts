// `pnpm --filter @app/site budget` (after a build): per route, the gzip bytes of its HTML, of the CSS
// and JS it loads up front (static imports followed; lazily imported chunks are not counted) and the
// number of islands. Exits non-zero when a page without islands loads framework (React) JavaScript,
// or, with --max-js-kb=N, when a route's JS exceeds N KB gzip.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurePages } from './page-weight.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist');
const maxJsKb = Number(process.argv.find((a) => a.startsWith('--max-js-kb='))?.slice(12) ?? Number.NaN);

if (!existsSync(dist)) {
  console.error(`No build at ${dist}: run the site build first.`);
  process.exit(2);
}

const rows = measurePages(dist);

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
