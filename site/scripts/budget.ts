// `pnpm --filter @app/site budget` (after a build): per route, the gzip bytes of its HTML, of the CSS
// and JS it loads up front (static imports followed; lazily imported chunks are not counted), the bytes
// of its up-front pictures, the number of islands and the route's budgets (page-weight.ts: JS 100 KB,
// 85 KB on the island pages that only read data; pictures 150 KB). Exits non-zero when a route exceeds
// a budget, when a page without islands loads framework (React) JavaScript, or when a read-only island
// page named in the budget is missing.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALIKE_ROUTES, IMAGE_BUDGET_KB, jsBudgetKb, measurePages, READ_ONLY_ISLAND_ROUTES } from './page-weight.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist');

if (!existsSync(dist)) {
  console.error(`No build at ${dist}: run the site build first.`);
  process.exit(2);
}

const rows = measurePages(dist);

// Print one line per route; the university and program pages are alike, so each kind is summarised
// after its first.
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
console.log(
  `${'route'.padEnd(28)}${'HTML'.padStart(9)}${'CSS'.padStart(9)}${'JS'.padStart(9)}${'budget'.padStart(9)}${'images'.padStart(9)}  islands  framework`,
);
const kinds = ALIKE_ROUTES.map((pattern) => rows.filter((r) => pattern.test(r.route)));
const shown = new Set<RegExp>();
for (const row of rows) {
  const kind = ALIKE_ROUTES.findIndex((pattern) => pattern.test(row.route));
  const alike = kinds[kind] ?? [];
  if (kind >= 0 && shown.has(ALIKE_ROUTES[kind] as RegExp)) continue;
  if (kind >= 0) shown.add(ALIKE_ROUTES[kind] as RegExp);
  const name = alike.length > 1 ? `${row.route} (+${alike.length - 1} alike)` : row.route;
  console.log(
    `${name.padEnd(28)}${kb(row.html)}${kb(row.css)}${kb(row.js)}${`${jsBudgetKb(row.route)} KB`.padStart(9)}${kb(row.images)}  ${String(row.islands).padStart(7)}  ${row.framework ? 'yes' : 'no'}`,
  );
}

const offenders = rows.filter((r) => r.islands === 0 && r.framework);
const overBudget = rows.filter((r) => r.js > jsBudgetKb(r.route) * 1024);
const heavyImages = rows.filter((r) => r.images > IMAGE_BUDGET_KB * 1024);
const missing = READ_ONLY_ISLAND_ROUTES.filter((route) => !rows.some((r) => r.route === route && r.islands > 0));
for (const r of offenders) console.error(`✗ ${r.route}: no islands, but it loads framework JavaScript`);
for (const r of overBudget)
  console.error(`✗ ${r.route}: ${kb(r.js).trim()} of JS exceeds its ${jsBudgetKb(r.route)} KB gzip`);
for (const r of heavyImages)
  console.error(`✗ ${r.route}: ${kb(r.images).trim()} of pictures up front exceeds ${IMAGE_BUDGET_KB} KB`);
for (const route of missing)
  console.error(`✗ ${route}: listed as a read-only island page, but no such page has islands`);
if (offenders.length > 0 || overBudget.length > 0 || heavyImages.length > 0 || missing.length > 0) process.exit(1);
console.log(
  `✓ ${rows.length} pages within their JS and picture budgets; pages without islands ship no framework JavaScript.`,
);
