// How the browser tests and the benchmarks start Debian's Chromium (Playwright cannot download its own
// browsers here): the same binary and flags, so a page measured by the bench is the page e2e tested.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
