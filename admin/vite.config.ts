/// <reference types="vitest/config" />
import { readBrand } from '@app/shared/brand';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// Ports come from env so e2e and the local stack can run several apps side by side.
const port = Number(process.env.ADMIN_PORT ?? 5173);

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // The brand (product name, site URL for 'Back to Main Site') is validated here, so a misconfigured
  // build fails naming the variable, and the browser bundle gets plain values without the validator.
  define: {
    __ADMIN_BRAND__: JSON.stringify(
      readBrand({ ...loadEnv(mode, process.cwd(), ['VITE_', 'PUBLIC_']), ...process.env }),
    ),
  },
  // PUBLIC_* too, so the admin reads the same brand variables as the site (@app/shared/brand).
  envPrefix: ['VITE_', 'PUBLIC_'],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    // scripts/budget.ts reads the manifest to tell initial from lazily loaded JavaScript.
    manifest: true,
    // react-admin + MUI make a large (cached) entry chunk; `pnpm budget` keeps an eye on it instead.
    chunkSizeWarningLimit: 1000,
  },
  // Unit tests of the providers run in Node; nothing needs a DOM.
  test: { include: ['src/**/*.test.ts'] },
}));
