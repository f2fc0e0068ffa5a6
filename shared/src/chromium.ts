// How the browser tests and the benchmarks start Debian's Chromium (Playwright cannot download its own
// browsers here): the same Chromium release and flags, so a page measured by the bench is the page e2e tested.

/** The full browser: Lighthouse measures pages in it, as a visitor's Chrome would render them. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Blink without the browser's UI layer, which Playwright's
 * own headless mode uses too. The browser suites drive it (the bench times pages in the full browser);
 * on two cores it runs the same specs in about half the time of the full browser in new-headless mode.
 */
export const HEADLESS_CHROMIUM_PATH = process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** No sandbox (containers), no GPU, and none of the background traffic that would disturb timings. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
] as const;
