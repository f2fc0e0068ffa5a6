import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, HEADLESS_CHROMIUM_PATH } from '@app/shared/chromium';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
const ADMIN_PORT = Number(process.env.ADMIN_PORT ?? 5173);

// The apps are served through their own bins; the root .bin comes first on PATH because it holds the
// Node 24 the apps need, exactly as inside a pnpm script. scripts/run.ts builds them first.
const root = fileURLToPath(new URL('..', import.meta.url));
const PATH = `${resolve(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`;

export default defineConfig({
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on CI's two. The specs spend most of their time
  // waiting on the browser and the backend, so one per core finishes far sooner (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS) || '100%',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    // Playwright cannot download its own browsers here; Debian's chromium-headless-shell is used (scripts/ensure-chromium.sh).
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'site',
      testDir: './site',
      // The static server sends the production CSP, which would block axe's injected script; the CSP
      // itself is checked in a real browser by the start project (start/content-refresh.spec.ts).
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}`, bypassCSP: true },
    },
    { name: 'admin', testDir: './admin', use: { baseURL: `http://127.0.0.1:${ADMIN_PORT}` } },
  ],
  // Tests run against the production builds (run each app's `build` first), as deployed.
  webServer: (
    [
      {
        name: 'site',
        // The static host's own rules (deploy/src/static-server.ts): `_headers` with the production CSP and
        // `_redirects` (the universities' numeric URLs), which `astro preview` ignores.
        command: 'node ../deploy/bin/serve.ts dist',
        cwd: resolve(root, 'site'),
        url: `http://127.0.0.1:${SITE_PORT}/`,
        env: { PATH, PORT: String(SITE_PORT) },
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
      {
        name: 'admin',
        command: './node_modules/.bin/vite preview',
        cwd: resolve(root, 'admin'),
        url: `http://127.0.0.1:${ADMIN_PORT}/`,
        env: { PATH, ADMIN_PORT: String(ADMIN_PORT) },
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ] as WebServer[]
  ).filter((server) => !process.env.E2E_PROJECT || server.name === process.env.E2E_PROJECT),
});
