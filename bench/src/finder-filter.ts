// Time from changing a filter on /programs to the new results on screen, in Debian's Chromium with its
// CPU slowed 4× (DevTools' mid-range phone setting), over a sequence of filter changes at scale. Each
// change is timed inside the page, from the select's change event to the next frame after the result
// count (or the first result) has changed, so the figure includes fetching a country's index the first time it is needed.
// Between changes the bench waits as a visitor reading the results would, so one change's idle work
// (garbage collection, the URL's history entry) is not charged to the next.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@app/shared/chromium';
import { chromium } from '@playwright/test';

export interface FinderTiming {
  p50: number;
  p95: number;
  samples: number;
  /** The three slowest changes ("round 1: Country = DE"), to show where the tail comes from. */
  slowest?: { change: string; ms: number }[];
}

/** [filter label, value]: each change alters the count or the order, so the page has something to show. */
const STEPS: [string, string][] = [
  ['Country', 'DE'],
  ['Level', "Master's"],
  ['Country', 'FR'],
  ['Level', "Bachelor's"],
  ['Country', 'IT'],
  ['Level', ''],
  ['Country', 'NL'],
  ['Sort by', 'tuition'],
  ['Country', 'ES'],
  ['Level', "Master's"],
  ['Country', ''],
  ['Sort by', 'name'],
  ['Level', "Bachelor's"],
];

const THINK_MS = 500;

export async function finderFilterTiming(siteUrl: string, rounds = 3): Promise<FinderTiming> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${siteUrl}/programs`);
    await page.locator('astro-island[ssr]').waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(THINK_MS);
    const changes: { change: string; ms: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const [label, value] of STEPS) {
        const ms = await page.evaluate(
          ([label, value]) =>
            new Promise<number>((resolve) => {
              const status = document.querySelector('[role="status"]');
              const field = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
              const select = field ? document.getElementById(field.htmlFor) : null;
              if (!(status && select instanceof HTMLSelectElement) || select.value === value)
                return resolve(Number.NaN);
              // The count, or the first result when a change keeps the count (a new sort order).
              const shown = () => `${status.textContent}|${document.querySelector('li.card h2')?.textContent ?? ''}`;
              const before = shown();
              const timeout = setTimeout(() => resolve(Number.NaN), 10_000);
              const started = performance.now();
              const observer = new MutationObserver(() => {
                if (shown() === before) return;
                observer.disconnect();
                clearTimeout(timeout);
                requestAnimationFrame(() => resolve(performance.now() - started));
              });
              observer.observe(document.body, { childList: true, subtree: true, characterData: true });
              // React reads the value through its own setter tracking: set it as a user's choice would.
              Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
              select.dispatchEvent(new Event('change', { bubbles: true }));
            }),
          [label, value] as const,
        );
        if (Number.isFinite(ms)) changes.push({ change: `round ${round + 1}: ${label} = ${value || 'any'}`, ms });
        // A visitor reads the results before the next change; the page's idle work happens meanwhile.
        await page.waitForTimeout(THINK_MS);
      }
    }
    const times = changes.map((c) => c.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
    const slowest = changes.sort((a, b) => b.ms - a.ms).slice(0, 3);
    return { p50: at(0.5), p95: at(0.95), samples: times.length, slowest };
  } finally {
    await browser.close();
  }
}
