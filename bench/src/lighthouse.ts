// Lighthouse's default (mobile, simulated throttling) run of each URL in Debian's Chromium, launched
// with the flags of ARCHITECTURE section 7. One browser for all routes; one run per route.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function runLighthouse(urls: string[]): Promise<Record<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results: Record<string, LighthouseFigures> = {};
  try {
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = run.lhr;
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
      results[url] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        failing,
      };
      console.error(`lighthouse ${url}: ${JSON.stringify(results[url])}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
