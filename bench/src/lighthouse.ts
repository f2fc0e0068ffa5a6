// Lighthouse's default (mobile, simulated throttling) runs of each URL in Debian's Chromium, launched
// with the flags of docs/architecture.md section 7. One browser for all routes. Each route is run
// LIGHTHOUSE_RUNS times and the median run reported (Lighthouse's own computeMedianRun, as its
// variability guide advises): one run on a busy 2-core machine swings a performance score by 20 points.
//
// Every run keeps Lighthouse's default storage reset: it empties the HTTP cache (cold-cache figures)
// but leaves cookies, localStorage and IndexedDB alone (its default clearStorageTypes), so a session
// signed in on this browser (sign-in.ts) is still there when a guarded page is audited. An audit whose
// page ended anywhere but the requested URL (a guard sending the visitor to /auth) throws.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@app/shared/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/** One run's report (lhr). */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that kept a category under 100, to say what to fix. */
  failing: string[];
}

export interface LighthouseBrowser {
  /** The DevTools port, for signing in on this same browser before auditing guarded pages. */
  port: number;
  audit(url: string): Promise<LighthouseFigures>;
  close(): void;
}

// Playwright starts Chromium headless itself; chrome-launcher has to be told.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  return { port: chrome.port, audit: (url) => audit(url, chrome.port), close: () => chrome.kill() };
}

async function audit(url: string, port: number): Promise<LighthouseFigures> {
  const runs: Report[] = [];
  for (let n = 0; n < LIGHTHOUSE_RUNS; n += 1) runs.push(await auditOnce(url, port));
  // The median helper's types name Lighthouse's global LH namespace, which is not in scope here.
  const { categories, audits } = computeMedianRun(filterToValidRuns(runs)) as Report;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // Only for categories under full marks: a metric scoring 0.98 inside a 100 is not a finding.
  const failing = Object.values(categories)
    .filter((category) => (category.score ?? 0) < 1)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${category.id}:${audit?.id}`),
    );
  const figures: LighthouseFigures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
  };
  console.error(`lighthouse ${url}: ${JSON.stringify(figures)}`);
  return figures;
}

async function auditOnce(url: string, port: number): Promise<Report> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { finalDisplayedUrl, runtimeError } = run.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (new URL(finalDisplayedUrl).href !== new URL(url).href) {
    throw new Error(`Lighthouse audited ${finalDisplayedUrl}, not ${url}: the page sent the browser elsewhere`);
  }
  return run.lhr;
}
