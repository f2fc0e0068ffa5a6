import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The `pnpm start` mode (scripts/run-start.ts starts the product first): the built site served by the
// rebuilder and the console served with the production host rules. One worker: the specs change
// shared content and finally stop the backend.
const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
const use = { baseURL: `http://127.0.0.1:${SITE_PORT}` };

export default defineConfig({
  ...base,
  fullyParallel: false,
  workers: 1,
  // A spec waits for rebuilds, each held to its promise ("within 60 s") by its own polls; the test as a
  // whole may take several of them.
  timeout: 180_000,
  // Beside the main run's results, which this run must not wipe.
  outputDir: 'test-results-start',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-start' }]] : 'list',
  projects: [
    { name: 'start', testDir: './start', testIgnore: /backend-down/, use },
    // Stops the backend, so it runs once everything else is done.
    { name: 'start-backend-down', testDir: './start', testMatch: /backend-down/, dependencies: ['start'], use },
  ],
  webServer: undefined,
});
