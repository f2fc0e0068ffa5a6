// `pnpm bench`: the product's quality as figures anyone can reproduce — per public route the page
// weight (gzip) and Lighthouse mobile scores; the site build at scale (10,000 universities, 50,000
// programs); the console's initial JavaScript and time to its first universities row with the seed, at
// that scale and at twice it; the API figures of `pnpm bench:api`; and the wall time of each phase of
// README's test command (test-suite.ts). Prints one table and writes bench/results/latest.json (and a
// dated copy) to compare runs. A benchmark, not a test: it asserts nothing, it reports the goals — but
// it stops if Lighthouse measured some other page than the route (so a figure is never /auth's).
//
// Lighthouse audits the open routes as a first-time visitor, then signs the seeded demo student in and
// audits the guarded ones (/resources, /transportation, /account, /applications) as that student sees them,
// content loaded (the demo student gets three sample applications for /applications).
//
// `--compare OLD.json` then prints each figure's change against that earlier results file, and
// `--compare OLD.json --against NEW.json` compares two files without running anything (compare.ts).
//
// BENCH_SKIP=lighthouse,scale,slope,admin,api,tests leaves parts out (tests, the test suite, takes about
// 15 minutes); BENCH_TEST_PHASES=lint,typecheck times only those phases of the test command;
// BENCH_SCALE_SIZES (5000,10000,20000) sets the catalogue sizes of the build's memory slope
// (build-slope.ts); BENCH_LIGHTHOUSE_RUNS (3) sets the Lighthouse runs per route (the median one is
// reported); BENCH_UNIVERSITIES (10000) and BENCH_PROGRAMS_PER_UNIVERSITY (5) size the generated data;
// BACKEND_PORT, SITE_PORT and ADMIN_PORT choose the ports (the backend's is baked into the builds);
// BENCH_KEEP=1 keeps the work folder (the builds, the site at scale) and prints where it is.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { INITIAL_JS_GOAL_KB, measureBundle } from '../../admin/scripts/bundle-size.ts';
import {
  ALIKE_ROUTES,
  IMAGE_BUDGET_KB,
  JS_BUDGET_KB,
  jsBudgetKb,
  measurePages,
  type PageWeight,
} from '../../site/scripts/page-weight.ts';
import { type FirstRowAtSize, firstRowAt } from './admin-first-row.ts';
import { type ApiFigures, runApiBench } from './api.ts';
import { type BuildSlope, buildSlopeTable, measureBuildSlope, PEAK_MB_GOAL } from './build-slope.ts';
import { type BuildFigures, build, ROOT } from './builds.ts';
import { compareOptions, comparisonReport } from './compare.ts';
import { type FinderTiming, finderFilterTiming } from './finder-filter.ts';
import { LIGHTHOUSE_RUNS, type LighthouseFigures, launchLighthouse } from './lighthouse.ts';
import { fixed, kb, table } from './report.ts';
import { serveStatic } from './serve.ts';
import { signInAsStudent } from './sign-in.ts';
import { startBenchStack } from './stack.ts';
import { type TestSuiteFigures, testPhases, testSuiteTable, timeTestSuite } from './test-suite.ts';

const comparison = compareOptions(process.argv.slice(2));
if (comparison.earlier && comparison.later) {
  console.log(comparisonReport(comparison.earlier, comparison.later.results, comparison.later.path));
  process.exit(0);
}

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const UNIVERSITIES = Number(process.env.BENCH_UNIVERSITIES ?? 10_000);
const PROGRAMS_PER_UNIVERSITY = Number(process.env.BENCH_PROGRAMS_PER_UNIVERSITY ?? 5);
const BACKEND_PORT = Number(process.env.BACKEND_PORT ?? 54321);
const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
const ADMIN_PORT = Number(process.env.ADMIN_PORT ?? 5173);

/** Pages for signed-in visitors only (docs/product.md sections 2 and 6). */
const GUARDED_ROUTES = ['/resources', '/transportation', '/account', '/applications'];
// The goals the bench reports against (docs/decisions.md says where each comes from); the per-route JS
// budget is the site budget's own (site/scripts/page-weight.ts).
const GOALS = {
  lighthouse: 100,
  listPageKb: 200,
  scaleBuildSeconds: 180,
  scalePeakMb: PEAK_MB_GOAL,
  firstRowMs: 500,
  finderFilterMs: 100,
};

const work = mkdtempSync(join(tmpdir(), 'bench-'));
const log = (message: string) => console.error(`[bench] ${message}`);

interface Results {
  machine: { cpus: number; memoryGb: number; node: string; date: string };
  routes: (PageWeight & { lighthouse?: LighthouseFigures })[];
  scale?: {
    universities: number;
    programs: number;
    build: BuildFigures;
    pages: number;
    pagesPerSecond: number;
    listPage: { htmlKb: number; cssKb: number; jsKb: number; totalKb: number };
    /** /programs before any interaction, and its largest country index file (gzip). */
    finderPage?: { htmlKb: number; cssKb: number; jsKb: number; totalKb: number; largestShardKb: number };
    /** Filter change to results on screen on /programs, Chromium at 4× CPU slowdown. */
    finderFilter?: FinderTiming;
  };
  admin?: {
    initialJsKb: number;
    firstRowMs?: number;
    firstRowRows?: number;
    universities: number;
    /** Time to the first universities row with the seed alone, then UNIVERSITIES and twice as many generated. */
    firstRowBySize?: FirstRowAtSize[];
  };
  buildSlope?: BuildSlope;
  api?: ApiFigures;
  tests?: TestSuiteFigures;
}

const results: Results = {
  machine: {
    cpus: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    date: new Date().toISOString(),
  },
  routes: [],
};

const env = (backendUrl: string) => ({
  PUBLIC_SUPABASE_URL: backendUrl,
  VITE_SUPABASE_URL: backendUrl,
  PUBLIC_SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
  PUBLIC_ADMIN_URL: `http://127.0.0.1:${ADMIN_PORT}`,
});

/** One route per kind of page: every page but the error pages, each kind of detail page once. */
function representative(rows: PageWeight[]): PageWeight[] {
  const seen = new Set<RegExp>();
  return rows.filter((row) => {
    if (row.route === '/404' || row.route === '/500') return false;
    const kind = ALIKE_ROUTES.find((pattern) => pattern.test(row.route));
    if (!kind) return true;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

const stack = await startBenchStack(BACKEND_PORT);
try {
  log(`backend on ${stack.url}; work folder ${work}`);
  // The seed has no pictures; the image-bearing pages are measured with one each.
  await stack.addSampleImages();
  // The demo student's tracker has applications, so /applications is audited with its board.
  await stack.addSampleApplications();
  log('building the site on the seed data (a sample picture on the first news item, university, testimonial and city)');
  const siteDist = join(work, 'site');
  await build('site', siteDist, env(stack.url));
  results.routes = representative(measurePages(siteDist));

  if (!skip.has('lighthouse')) {
    const server = await serveStatic(siteDist, { port: SITE_PORT });
    try {
      const browser = await launchLighthouse();
      try {
        // Open routes first, while the browser has no session; the guarded ones send a visitor without
        // one to /auth, so they come after the student signs in.
        const open = results.routes.filter((r) => !GUARDED_ROUTES.includes(r.route));
        for (const row of open) row.lighthouse = await browser.audit(`${server.url}${row.route}`);
        await signInAsStudent(browser.port, server.url);
        for (const row of results.routes.filter((r) => GUARDED_ROUTES.includes(r.route))) {
          row.lighthouse = await browser.audit(`${server.url}${row.route}`);
        }
      } finally {
        browser.close();
      }
    } finally {
      await server.close();
    }
  }

  const adminDist = join(work, 'admin');
  if (!skip.has('admin')) {
    log('building the console');
    await build('admin', adminDist, env(stack.url));
    results.admin = { initialJsKb: measureBundle(adminDist).initialKb, universities: 0 };
    if (!skip.has('scale')) results.admin.firstRowBySize = [await firstRowAt(adminDist, ADMIN_PORT, 0)];
  }

  if (!skip.has('scale')) {
    log(`generating ${UNIVERSITIES} universities and ${UNIVERSITIES * PROGRAMS_PER_UNIVERSITY} programs`);
    await stack.addUniversities(UNIVERSITIES, PROGRAMS_PER_UNIVERSITY);
    log('building the site at scale');
    const scaleDist = join(work, 'site-scale');
    const figures = await build('site', scaleDist, env(stack.url));
    const pages = measurePages(scaleDist);
    const list = pages.find((p) => p.route === '/universities');
    const finder = pages.find((p) => p.route === '/programs');
    results.scale = {
      universities: UNIVERSITIES,
      programs: UNIVERSITIES * PROGRAMS_PER_UNIVERSITY,
      build: figures,
      pages: pages.length,
      pagesPerSecond: pages.length / figures.seconds,
      listPage: {
        htmlKb: (list?.html ?? 0) / 1024,
        cssKb: (list?.css ?? 0) / 1024,
        jsKb: (list?.js ?? 0) / 1024,
        totalKb: ((list?.html ?? 0) + (list?.css ?? 0) + (list?.js ?? 0)) / 1024,
      },
      finderPage: {
        htmlKb: (finder?.html ?? 0) / 1024,
        cssKb: (finder?.css ?? 0) / 1024,
        jsKb: (finder?.js ?? 0) / 1024,
        totalKb: ((finder?.html ?? 0) + (finder?.css ?? 0) + (finder?.js ?? 0)) / 1024,
        largestShardKb: largestGzipKb(join(scaleDist, 'programs', 'data')),
      },
    };
    log('timing the program finder’s filters at scale (4× CPU slowdown)');
    const scaleServer = await serveStatic(scaleDist, { port: SITE_PORT, warm: 'programs/data' });
    try {
      results.scale.finderFilter = await finderFilterTiming(scaleServer.url);
    } finally {
      await scaleServer.close();
    }
    if (results.admin) {
      log('timing the console’s universities list at each size');
      const timing = await firstRowAt(adminDist, ADMIN_PORT, UNIVERSITIES);
      Object.assign(results.admin, {
        firstRowMs: timing.medianMs,
        firstRowRows: timing.rows,
        universities: UNIVERSITIES,
      });
      await stack.addUniversities(UNIVERSITIES, PROGRAMS_PER_UNIVERSITY);
      results.admin.firstRowBySize?.push(timing, await firstRowAt(adminDist, ADMIN_PORT, 2 * UNIVERSITIES));
    }
  }

  if (!skip.has('slope')) {
    const options = {
      programsPerUniversity: PROGRAMS_PER_UNIVERSITY,
      outDir: work,
      env: env(stack.url),
      log,
      measured: new Map(results.scale ? [[results.scale.universities, results.scale.build]] : []),
    };
    results.buildSlope = await measureBuildSlope(stack, options);
  }
} finally {
  await stack.close();
}

if (!skip.has('api')) {
  log('running bench:api');
  results.api = await runApiBench();
}

// Last, once the bench's own stack is closed: the suites start servers on the same ports.
if (!skip.has('tests')) results.tests = await timeTestSuite(testPhases(), log);

// Report.
const mark = (ok: boolean) => (ok ? '' : ' ✗');
const out: string[] = [];
out.push(
  `Machine: ${results.machine.cpus} CPUs, ${results.machine.memoryGb} GB (${Math.round(freemem() / 1024 ** 3)} GB free), Node ${results.machine.node}`,
);
out.push(
  table(
    `Public routes (gzip KB; Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs; goals: 100 everywhere, JS ≤ ${JS_BUDGET_KB.route} KB, ≤ ${JS_BUDGET_KB.readOnlyIslandPage} KB on read-only island pages, up-front pictures ≤ ${IMAGE_BUDGET_KB} KB, no framework JS without islands)`,
    ['route', 'HTML', 'CSS', 'JS', 'pictures', 'islands', 'perf', 'a11y', 'best', 'SEO', 'LCP ms', 'CLS', 'TBT ms'],
    results.routes.map((r) => [
      r.route,
      kb(r.html),
      kb(r.css),
      `${kb(r.js)}${mark(r.js <= jsBudgetKb(r.route) * 1024 && (r.islands > 0 || !r.framework))}`,
      `${kb(r.images ?? 0)}${mark((r.images ?? 0) <= IMAGE_BUDGET_KB * 1024)}`,
      r.islands,
      r.lighthouse ? `${r.lighthouse.performance}${mark(r.lighthouse.performance >= GOALS.lighthouse)}` : undefined,
      r.lighthouse ? `${r.lighthouse.accessibility}${mark(r.lighthouse.accessibility >= GOALS.lighthouse)}` : undefined,
      r.lighthouse ? `${r.lighthouse.bestPractices}${mark(r.lighthouse.bestPractices >= GOALS.lighthouse)}` : undefined,
      r.lighthouse ? seoCell(r) : undefined,
      fixed(r.lighthouse?.lcpMs),
      fixed(r.lighthouse?.cls, 3),
      fixed(r.lighthouse?.tbtMs),
    ]),
  ),
);
/** SEO, where a page kept out of search engines on purpose loses only Lighthouse's is-crawlable audit. */
function seoCell(r: (typeof results.routes)[number]): string {
  const seo = r.lighthouse?.seo ?? 0;
  const seoAudits = (r.lighthouse?.failing ?? []).filter((audit) => audit.startsWith('seo:'));
  if (r.noindex && seoAudits.every((audit) => audit === 'seo:is-crawlable')) return `${seo} (noindex)`;
  return `${seo}${mark(seo >= GOALS.lighthouse)}`;
}
const failing = results.routes.flatMap((r) => (r.lighthouse?.failing ?? []).map((audit) => `${r.route} ${audit}`));
if (failing.length > 0) out.push(`Lighthouse audits below full marks:\n  ${failing.join('\n  ')}`);
if (results.scale) {
  const s = results.scale;
  out.push(
    table(
      `Site build at scale (goals: build ≤ ${GOALS.scaleBuildSeconds} s, peak ≤ ${GOALS.scalePeakMb} MB, universities list < ${GOALS.listPageKb} KB gzip in total)`,
      ['universities', 'programs', 'pages', 'wall s', 'pages/s', 'peak MB', 'list HTML KB', 'list total KB'],
      [
        [
          s.universities,
          s.programs,
          s.pages,
          `${fixed(s.build.seconds, 1)}${mark(s.build.seconds <= GOALS.scaleBuildSeconds)}`,
          fixed(s.pagesPerSecond),
          s.build.peakMb === null ? undefined : `${fixed(s.build.peakMb)}${mark(s.build.peakMb <= GOALS.scalePeakMb)}`,
          fixed(s.listPage.htmlKb, 1),
          `${fixed(s.listPage.totalKb, 1)}${mark(s.listPage.totalKb < GOALS.listPageKb)}`,
        ],
      ],
    ),
  );
}
if (results.scale?.finderPage) {
  const f = results.scale.finderPage;
  out.push(
    table(
      `Program finder at scale (goals: JS ≤ 100 KB, ≤ ${GOALS.listPageKb} KB gzip in total before any interaction; a filter's results on screen ≤ ${GOALS.finderFilterMs} ms p95 at 4× CPU slowdown)`,
      ['HTML KB', 'CSS KB', 'JS KB', 'total KB', 'largest country index KB', 'filter p50 ms', 'filter p95 ms'],
      [
        [
          fixed(f.htmlKb, 1),
          fixed(f.cssKb, 1),
          `${fixed(f.jsKb, 1)}${mark(f.jsKb <= 100)}`,
          `${fixed(f.totalKb, 1)}${mark(f.totalKb <= GOALS.listPageKb)}`,
          fixed(f.largestShardKb, 1),
          results.scale.finderFilter ? fixed(results.scale.finderFilter.p50) : undefined,
          results.scale.finderFilter
            ? `${fixed(results.scale.finderFilter.p95)}${mark(results.scale.finderFilter.p95 <= GOALS.finderFilterMs)}`
            : undefined,
        ],
      ],
    ),
  );
  const slowest = results.scale.finderFilter?.slowest ?? [];
  if (slowest.length) {
    out.push(`Slowest filter changes: ${slowest.map((s) => `${s.change} ${fixed(s.ms)} ms`).join('; ')}\n`);
  }
}
if (results.buildSlope) out.push(buildSlopeTable(results.buildSlope));
if (results.admin) {
  const { initialJsKb, firstRowBySize = [] } = results.admin;
  out.push(
    table(
      `Console (goals: initial JS ≤ ${INITIAL_JS_GOAL_KB} KB gzip, first row ≤ ${GOALS.firstRowMs} ms at ${UNIVERSITIES} universities)`,
      ['initial JS KB gzip', 'generated universities', 'first row ms (median)', 'rows shown'],
      firstRowBySize.length > 0
        ? firstRowBySize.map((size, index) => [
            index === 0 ? `${fixed(initialJsKb, 1)}${mark(initialJsKb <= INITIAL_JS_GOAL_KB)}` : '',
            size.universities,
            `${fixed(size.medianMs)}${size.universities === UNIVERSITIES ? mark(size.medianMs <= GOALS.firstRowMs) : ''}`,
            size.rows,
          ])
        : [[`${fixed(initialJsKb, 1)}${mark(initialJsKb <= INITIAL_JS_GOAL_KB)}`, undefined, undefined, undefined]],
    ),
  );
}
if (results.api) {
  const rows = Object.entries(results.api).flatMap(([engine, figures]) =>
    Object.entries(figures).map(([request, f]) =>
      typeof f === 'number'
        ? [engine, request, fixed(f, 2), '', '']
        : [engine, request, fixed(f.p50, 2), fixed(f.p95, 2), fixed(f.rps)],
    ),
  );
  out.push(table('API (pnpm bench:api)', ['engine', 'request', 'p50 ms', 'p95 ms', 'req/s'], rows));
}
if (results.tests) out.push(testSuiteTable(results.tests));
console.log(out.join('\n'));

const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(join(resultsDir, 'latest.json'), json);
writeFileSync(join(resultsDir, `${results.machine.date.replace(/[:.]/g, '-')}.json`), json);
console.log(`\nFigures written to bench/results/latest.json`);
if (comparison.earlier) console.log(comparisonReport(comparison.earlier, results, 'this run'));
if (process.env.BENCH_KEEP) console.log(`Work folder kept: ${work}`);
else rmSync(work, { recursive: true, force: true });

/** The largest file of a folder, gzip-compressed, in KB (what a visitor downloads for it). */
function largestGzipKb(dir: string): number {
  if (!existsSync(dir)) return 0;
  return Math.max(0, ...readdirSync(dir).map((file) => gzipSync(readFileSync(join(dir, file))).length / 1024));
}
